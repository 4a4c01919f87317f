package privbench.data.synthetic;

import privbench.checks.Require;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.Ziggurat;

/**
 * Unit-norm points separated by a homogeneous halfspace with a guaranteed margin.
 *
 * <p>Wang, Zhu and Wang (2024), spec section 5.2, generator G_shell(d, gamma, a): a unit separator w*
 * uniform on the sphere; each point is x = s t w* + sqrt(1 - t^2) z with s = +-1 uniform,
 * t = gamma + (1 - gamma)(1 - U^(1/a)) (mass near gamma) and z a uniform unit vector orthogonal to w*;
 * the label is s. Every row has norm 1 and margin at least gamma, so the declared norm bound is 1.
 *
 * <p>Rows are drawn in {@link RowBlocks} (a stream per block of rows, any number of threads, the same bits), z by
 * the ziggurat ({@link Ziggurat}, exact in distribution): the rows have the distribution above, not the bits the
 * one-stream Box-Muller draws gave before issue 15.
 */
public final class MarginHalfspace implements Generator {

    private static final List<String> CLASSES = List.of("-1", "+1");

    @Override
    public String id() {
        return "margin-halfspace";
    }

    @Override
    public String summary() {
        return "unit-norm points with a true homogeneous separator and margin gamma (WZW24 G_shell)";
    }

    @Override
    public Map<String, Double> defaults() {
        return Map.of("margin", 0.1, "concentration", 10.0);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample) {
        return generate(rows, d, params, structure, sample, Parallelism.SEQUENTIAL);
    }

    @Override
    public Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                            RandomGenerator sample, Parallelism threads) {
        int[] labels = new int[rows];
        RowBlocks.Fill fill = rowFill(d, params, structure, labels);
        double[] x = new double[rows * d];
        RowBlocks.fill(rows, d, x, sample, threads, fill);
        return Dataset.labelled(id(), x, rows, d, labels, CLASSES, 1.0);
    }

    /** Finishes and rounds each block of 1024 rows as it is drawn: no float64 matrix of all rows. */
    @Override
    public Dataset generateFloat32(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                                   RandomGenerator sample, Parallelism threads, UnaryOperator<Dataset> finish) {
        int[] labels = new int[rows];
        RowBlocks.Fill fill = rowFill(d, params, structure, labels);
        Dataset shape = finish.apply(Dataset.unlabelled(id(), new double[0], 0, d, CLASSES, 1.0));
        int cols = shape.cols();
        float[] xf = new float[rows * cols];
        RowBlocks.fillBlocks(rows, d, sample, threads, fill, (from, to, block) -> Dataset.narrowInto(
                finish.apply(Dataset.unlabelled(id(), block, to - from, d, CLASSES, 1.0)).x(), xf, from * cols));
        return Dataset.labelledFloat32(id(), xf, rows, cols, labels, CLASSES, shape.normBound());
    }

    /** Checks the parameters, draws the separator and returns the fill of a block of rows and their labels. */
    private RowBlocks.Fill rowFill(int d, Map<String, Double> params, RandomGenerator structure, int[] labels) {
        Shell shell = shell(d, params);
        return shellFill(d, shell, unitSeparator(d, structure), labels);
    }

    /** G_shell's checked parameters: the margin gamma and the concentration a of t near gamma. */
    record Shell(double gamma, double a) {
    }

    /** The experiment's margin and concentration (or their defaults), checked; d must be at least 2. */
    Shell shell(int d, Map<String, Double> params) {
        double gamma = param(params, "margin");
        double a = param(params, "concentration");
        if (!(gamma > 0 && gamma <= 1)) {
            throw new IllegalArgumentException("margin must be in (0, 1], got " + gamma);
        }
        Require.positive("concentration", a);
        if (d < 2) {
            throw new IllegalArgumentException("d must be >= 2 for " + id() + ", got " + d);
        }
        return new Shell(gamma, a);
    }

    /** The fill of G_shell rows around the given unit separator (labels written as the rows are drawn). */
    static RowBlocks.Fill shellFill(int d, Shell shell, double[] wStar, int[] labels) {
        double gamma = shell.gamma();
        double a = shell.a();
        return (from, to, rng, x, offset) -> {
            // z is drawn and projected in a row that stays in cache, and the matrix's row written once from it
            double[] z = new double[d];
            for (int i = from; i < to; i++) {
                double s = Gaussians.uniform(rng) < 0.5 ? -1.0 : 1.0;
                double u = Gaussians.uniformOpenZero(rng);
                double t = gamma + (1 - gamma) * (1 - Math.pow(u, 1 / a));
                double r = Math.sqrt(Math.max(0, 1 - t * t));
                int off = offset + (i - from) * d;
                // x = s t w* + r z / ||z||, z the normal draw less its w* part
                double norm = orthogonalInto(wStar, z, rng);
                double c = r / norm;
                double st = s * t;
                for (int j = 0; j < d; j++) {
                    x[off + j] = st * wStar[j] + c * z[j];
                }
                labels[i] = s > 0 ? 1 : 0;
            }
        };
    }

    /** The true separator the structure stream fixes (exposed for tests of margins). */
    public static double[] unitSeparator(int d, RandomGenerator structure) {
        double[] w = new double[d];
        double norm;
        do {
            Gaussians.fillStandard(structure, w, 0, d);
            norm = Math.sqrt(Vectors.dot(w, w));
        } while (norm == 0);
        for (int j = 0; j < d; j++) {
            w[j] /= norm;
        }
        return w;
    }

    /**
     * Draws a standard normal vector into z (ziggurat), removes its component along the unit w and
     * returns the norm of what is left (drawing again in the measure-zero case it is below 1e-12): z / ||z|| is
     * then uniform on the unit sphere of w's orthogonal complement, the rotation invariance of the normal.
     */
    private static double orthogonalInto(double[] w, double[] z, RandomGenerator rng) {
        int d = w.length;
        double norm;
        do {
            Ziggurat.fill(rng, z, 0, d);
            // Vectors.dot adds in four stripes (j mod 4): independent sums, not one chain of d dependent additions
            Vectors.axpy(-Vectors.dot(z, 0, w, 0, d), w, 0, z, 0, d);
            norm = Vectors.norm(z, 0, d);
        } while (norm < 1e-12);
        return norm;
    }
}
