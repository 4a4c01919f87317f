package privbench.learners.semiprivate;

import java.util.Map;
import privbench.data.Dataset;
import privbench.data.synthetic.LowRankSignal;
import privbench.learners.LearnerSpec;
import privbench.learners.Model;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** Low-rank-signal data for the semi-private tests: one distribution (structure seed 1), several samples. */
final class SemiPrivateData {

    private SemiPrivateData() {
    }

    /** n unit-norm rows of SYN-A-like data (rank 10, 10 classes) in d dimensions. */
    static Dataset rows(int n, int d, long sampleSeed) {
        return new LowRankSignal().generate(n, d, Map.of("noise", 1 / Math.sqrt(d), "normalize", 1.0),
                SeededNoise.ofSeed(1).structural("structure"), SeededNoise.ofSeed(sampleSeed).structural("rows"));
    }

    /** Private rows and unlabelled public rows as the harness hands them to the given learner. */
    static TrainingData training(Class<? extends PrivateLearner> learner, Dataset sensitive,
                                 Dataset publicRows) {
        return TrainingData.forLearner(LearnerSpec.of(learner), sensitive, publicRows);
    }

    /** The fraction of rows predicted right. */
    static double accuracy(Model model, Dataset test) {
        return Fixtures.accuracy(model, test);
    }
}
