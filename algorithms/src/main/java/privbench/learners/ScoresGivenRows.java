package privbench.learners;

import java.util.List;
import privbench.data.Dataset;

/**
 * A learner whose released model scores only rows named before it fits (an outside program answering with scores):
 * the audit names the rows its statistic will read, the attack's probe points, in advance.
 */
public interface ScoresGivenRows {

    /** The same learner, scoring these blocks of rows (and only these) after each fit. */
    PrivateLearner scoring(List<Dataset> probeRows);
}
