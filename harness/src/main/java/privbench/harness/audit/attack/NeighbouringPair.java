package privbench.harness.audit.attack;

import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/**
 * The two worlds of an audit, neighbours under the relation the learner's guarantee names: "out" without the
 * canary and "in" with it.
 *
 * <ul>
 *   <li>add-remove: out is the base data, in adds the canary record;</li>
 *   <li>replace-one, label-only (and non-private learners): the first row is replaced by the canary's point,
 *       with the other label in out and the canary's label in in, so only one label differs;</li>
 *   <li>replace-one with the same label: the first row is the mirrored point -x with the canary's label in out,
 *       the canary itself in in.</li>
 * </ul>
 *
 * @param out      the world without the canary
 * @param in       the world with it
 * @param canary   the canary record as a one-row dataset (for scoring)
 * @param label    the canary's class
 * @param relation the relation the pair is built for
 */
public record NeighbouringPair(Dataset out, Dataset in, Dataset canary, int label, Neighbouring relation) {

    /** The pair for a base dataset, a canary record and a relation. */
    public static NeighbouringPair of(Dataset base, Canary.Point canary, Neighbouring relation) {
        int d = base.cols();
        double[] x = canary.x();
        int label = canary.label();
        int other = (label + 1) % base.classes();
        Dataset point = Dataset.labelled("audit/canary", x, 1, d, new int[] {label}, base.classNames(),
                base.normBound());
        switch (relation) {
            case ADD_REMOVE:
                return new NeighbouringPair(base.named("audit/out"), Rows.plus(base, x, label, "audit/in"), point,
                        label, relation);
            case REPLACE_ONE_SAME_LABEL: {
                double[] mirrored = x.clone();
                for (int j = 0; j < d; j++) {
                    mirrored[j] = -mirrored[j];
                }
                return new NeighbouringPair(replaced(base, mirrored, label).named("audit/out"),
                        replaced(base, x, label).named("audit/in"), point, label, relation);
            }
            default:
                return new NeighbouringPair(replaced(base, x, other).named("audit/out"),
                        replaced(base, x, label).named("audit/in"), point, label, relation);
        }
    }

    /** The model's score for the canary's class on the canary: larger means "the canary was in". */
    public static double score(privbench.learners.Model model, NeighbouringPair pair) {
        double[] s = model.scores(pair.canary());
        return margin(s, 0, s.length, pair.label());
    }

    /**
     * The margin of class {@code label} in the k scores from {@code offset}: the score itself (k = 1, class 1
     * positive), or the class's score minus the best other class.
     */
    public static double margin(double[] s, int offset, int k, int label) {
        if (k == 1) {
            return label == 1 ? s[offset] : -s[offset];
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < k; c++) {
            if (c != label) {
                best = Math.max(best, s[offset + c]);
            }
        }
        return s[offset + label] - best;
    }

    private static Dataset replaced(Dataset base, double[] x, int label) {
        double[] nx = base.x().clone();
        System.arraycopy(x, 0, nx, 0, x.length);
        int[] labels = base.labels().clone();
        labels[0] = label;
        return Dataset.labelled(base.name(), nx, base.rows(), base.cols(), labels, base.classNames(), base.normBound());
    }
}
