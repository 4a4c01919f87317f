package privbench.harness.external;

import java.util.Arrays;
import java.util.List;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * A model known only by the scores a program wrote for the rows it was given (test.csv, one or more blocks of rows
 * one after the other): it answers for a block whose features are those rows' (labels aside), and refuses any
 * other rows, since the program is not there to ask.
 */
record ProgramScores(List<Dataset> blocks, double[] values, int classes) implements Model {

    ProgramScores {
        blocks = List.copyOf(blocks);
    }

    @Override
    public int features() {
        return blocks.get(0).cols();
    }

    @Override
    public int classes() {
        return classes;
    }

    @Override
    public void scores(Dataset data, double[] out) {
        int offset = 0;
        for (Dataset b : blocks) {
            if (b.rows() == data.rows() && b.cols() == data.cols() && Arrays.equals(b.x(), data.x())) {
                System.arraycopy(values, offset * scoresPerRow(), out, 0, data.rows() * scoresPerRow());
                return;
            }
            offset += b.rows();
        }
        throw new IllegalStateException("the program answered with scores for its test rows only; scoring other rows"
                + " (" + data.name() + ", e.g. a metric on the training rows) needs a linear response "
                + "({\"weights\": [...], \"bias\": b})");
    }
}
