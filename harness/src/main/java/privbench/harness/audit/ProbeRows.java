package privbench.harness.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * The rows an attack's statistic scores, found by applying it once to a stand-in model that records what it is asked
 * and answers zero: the statistics read fixed probe points (directions, canaries), never rows chosen from the model.
 */
final class ProbeRows {

    private ProbeRows() {
    }

    /** The blocks of rows {@code statistic} scores, in the order it asks for them. */
    static List<Dataset> of(Consumer<Model> statistic, int cols) {
        List<Dataset> asked = new ArrayList<>();
        statistic.accept(new Model() {
            @Override
            public int features() {
                return cols;
            }

            @Override
            public int classes() {
                return 2;
            }

            @Override
            public void scores(Dataset data, double[] out) {
                asked.add(data);
            }
        });
        return asked;
    }
}
