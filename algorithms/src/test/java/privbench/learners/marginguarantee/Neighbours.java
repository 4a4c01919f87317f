package privbench.learners.marginguarantee;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import privbench.data.Dataset;

/** Replace-one and label neighbours of a small dataset, including the adversarial ones of spec-002 section 6.5. */
final class Neighbours {

    private Neighbours() {
    }

    /** Row i with its label flipped. */
    static Dataset labelFlipped(Dataset s, int i) {
        int[] labels = s.labels().clone();   // labels() is the backing array
        labels[i] = 1 - labels[i];
        return Dataset.labelled(s.name(), s.x(), s.rows(), s.cols(), labels, s.classNames(), s.normBound());
    }

    /** Row i replaced by (x, label). */
    static Dataset replaced(Dataset s, int i, double[] x, int label) {
        double[] copy = s.x().clone();
        System.arraycopy(x, 0, copy, i * s.cols(), s.cols());
        int[] labels = s.labels().clone();
        labels[i] = label;
        return Dataset.labelled(s.name(), copy, s.rows(), s.cols(), labels, s.classNames(), s.normBound());
    }

    /** For every row: the label flip, the antipode (same label) and the antipode with the label flipped. */
    static List<Dataset> replaceOne(Dataset s) {
        List<Dataset> out = new ArrayList<>();
        int d = s.cols();
        for (int i = 0; i < s.rows(); i++) {
            double[] anti = new double[d];
            for (int j = 0; j < d; j++) {
                anti[j] = -s.x()[i * d + j];
            }
            out.add(labelFlipped(s, i));
            out.add(replaced(s, i, anti, s.label(i)));
            out.add(replaced(s, i, anti, 1 - s.label(i)));
        }
        return out;
    }

    /**
     * The largest max log ratio between the output law on s and on any of its {@link #replaceOne} neighbours: an
     * epsilon-DP mechanism keeps it at most epsilon.
     */
    static double worstLogRatio(Dataset s, Function<Dataset, double[]> law) {
        double[] p = law.apply(s);
        double worst = 0;
        for (Dataset t : replaceOne(s)) {
            worst = Math.max(worst, maxLogRatio(p, law.apply(t)));
        }
        return worst;
    }

    /** max_c |ln p(c) - ln q(c)| (infinite when one support point has probability 0 on one side only). */
    static double maxLogRatio(double[] p, double[] q) {
        double worst = 0;
        for (int c = 0; c < p.length; c++) {
            if (p[c] == 0 && q[c] == 0) {
                continue;
            }
            worst = Math.max(worst, Math.abs(Math.log(p[c]) - Math.log(q[c])));
        }
        return worst;
    }
}
