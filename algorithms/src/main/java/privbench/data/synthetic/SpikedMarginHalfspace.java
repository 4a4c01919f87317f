package privbench.data.synthetic;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.linalg.Vectors;

/**
 * G_shell (margin-halfspace) whose part orthogonal to the separator is stretched along {@code spikes} fixed
 * directions, so that the top principal directions of the features are not the separator.
 *
 * <p>Why (issue 34, the label-DP control of Bassily, Mohri and Suresh 2022, App. E): in G_shell the top
 * principal direction of the unlabelled rows is w* itself (E t^2 about 0.039 at margin 0.1 against about
 * 0.0097 per other direction at d = 100), so a label-DP learner that embeds by PCA of the features is handed
 * the separator. Here each row is x = s t w* + r o' / ||o'|| with o' = (I + (stretch - 1) U U^T) o, o the
 * orthogonal part G_shell draws and U (d x spikes, orthonormal columns, orthogonal to w*) fixed by the structure
 * stream after w*. U preserves w*'s orthogonal complement, so every row keeps norm 1 and margin at least gamma
 * exactly, and the labels and t are G_shell's; only the spread of the orthogonal part changes. With spikes = 12
 * and stretch 4 at d = 100 each spike carries about 16 / (12 * 16 + 87) = 0.057 of r^2 (about 0.055 of the
 * variance, above w*'s 0.039), so w* is the 13th principal direction and a top-8 PCA misses it.
 */
public final class SpikedMarginHalfspace implements Generator {

    private static final List<String> CLASSES = List.of("-1", "+1");
    private static final MarginHalfspace SHELL = new MarginHalfspace();

    @Override
    public String id() {
        return "spiked-margin-halfspace";
    }

    @Override
    public String summary() {
        return "margin-halfspace with its orthogonal part stretched along `spikes` directions (top PCs are not w*)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("margin", 0.1, "concentration", 10.0, "spikes", 12.0, "stretch", 4.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        return generate(rows, d, params, structure, sample, Parallelism.SEQUENTIAL);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample, Parallelism threads) {
        MarginHalfspace.Shell shell = SHELL.shell(d, params);
        int spikes = wholeParam(params, "spikes", 0);
        if (spikes > d - 2) {
            throw new IllegalArgumentException("spikes must be at most d - 2 = " + (d - 2) + ", got " + spikes);
        }
        double stretch = param(params, "stretch");
        if (!(stretch >= 1) || Double.isInfinite(stretch)) {
            throw new IllegalArgumentException("stretch must be a finite number >= 1, got " + stretch);
        }
        double[] wStar = MarginHalfspace.unitSeparator(d, structure);
        // row 0 is w*, rows 1..spikes the spike directions, orthogonal to w* and to each other
        double[] frame = RandomFrames.completed(wStar, 1, spikes + 1, d, structure);
        int[] labels = new int[rows];
        RowBlocks.Fill shellRows = MarginHalfspace.shellFill(d, shell, wStar, labels);
        RowBlocks.Fill fill = (from, to, rng, x, offset) -> {
            shellRows.rows(from, to, rng, x, offset);
            // scratch for the block: the orthogonal part and its coefficients on the spikes
            double[] o = new double[d];
            double[] coef = new double[spikes];
            for (int i = from; i < to; i++) {
                stretchRow(x, offset + (i - from) * d, d, wStar, frame, spikes, stretch, o, coef);
            }
        };
        double[] x = new double[rows * d];
        RowBlocks.fill(rows, d, x, sample, threads, fill);
        return Dataset.labelled(id(), x, rows, d, labels, CLASSES, 1.0);
    }

    /** x = t w* + o becomes t w* + ||o|| o' / ||o'|| with o' = o + (stretch - 1) sum_j (u_j . o) u_j. */
    private static void stretchRow(double[] x, int off, int d, double[] wStar, double[] frame, int spikes,
                                   double stretch, double[] o, double[] coef) {
        double t = Vectors.dot(x, off, wStar, 0, d);
        for (int j = 0; j < d; j++) {
            o[j] = x[off + j] - t * wStar[j];
        }
        double r = Vectors.norm(o, 0, d);
        if (r == 0) {
            return;
        }
        for (int c = 1; c <= spikes; c++) {
            coef[c - 1] = (stretch - 1) * Vectors.dot(o, 0, frame, c * d, d);
        }
        for (int c = 1; c <= spikes; c++) {
            Vectors.axpy(coef[c - 1], frame, c * d, o, 0, d);
        }
        double scale = r / Vectors.norm(o, 0, d);
        for (int j = 0; j < d; j++) {
            x[off + j] = t * wStar[j] + scale * o[j];
        }
    }
}
