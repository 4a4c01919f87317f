package privbench.harness.external;

import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * A model known only by the scores a program wrote for the rows it was given (test.csv): it answers for those rows
 * and refuses any others, since the program is not there to ask.
 */
record ProgramScores(Dataset rows, double[] values, int classes) implements Model {

    @Override
    public int features() {
        return rows.cols();
    }

    @Override
    public int classes() {
        return classes;
    }

    @Override
    public void scores(Dataset data, double[] out) {
        if (!data.equals(rows)) {
            throw new IllegalStateException("the program answered with scores for its " + rows.rows() + " test rows "
                    + "only; scoring other rows (" + data.name() + ", e.g. a metric on the training rows or an audit's "
                    + "probe) needs a linear response ({\"weights\": [...], \"bias\": b})");
        }
        System.arraycopy(values, 0, out, 0, values.length);
    }
}
