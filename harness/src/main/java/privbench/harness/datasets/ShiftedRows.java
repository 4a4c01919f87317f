package privbench.harness.datasets;

import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.harness.experiment.PublicShift;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;

/**
 * Applies a {@link PublicShift} to public rows: each row on its own, with draws from a stream of its own,
 * in the order rotate, mix-uniform, noise. Labels (kept for learners that may read them) are unchanged.
 */
final class ShiftedRows {

    private ShiftedRows() {
    }

    static Dataset apply(Dataset rows, PublicShift shift, RandomGenerator rng) {
        if (shift.isNone() || rows.rows() == 0) {
            return rows;
        }
        int d = rows.cols();
        int side = (int) Math.round(Math.sqrt(d));
        if (shift.rotate() > 0 && side * side != d) {
            throw new IllegalArgumentException("public.shift.rotate needs square images (d = side^2), got d = " + d);
        }
        double[] x = rows.x().clone();
        double[] row = new double[d];
        for (int i = 0, n = rows.rows(); i < n; i++) {
            int off = i * d;
            if (shift.rotate() > 0) {
                double angle = Math.toRadians(shift.rotate() * (2 * Gaussians.uniform(rng) - 1));
                System.arraycopy(x, off, row, 0, d);
                rotate(row, x, off, side, angle);
            }
            if (shift.mixUniform() > 0 && Gaussians.uniform(rng) < shift.mixUniform()) {
                double norm = Vectors.norm(x, off, d);
                double u;
                do {
                    Gaussians.fillStandard(rng, x, off, d);
                    u = Vectors.norm(x, off, d);
                } while (u == 0);
                Vectors.scale(norm / u, x, off, d);
            }
            if (shift.noise() > 0) {
                for (int j = 0; j < d; j++) {
                    x[off + j] += shift.noise() * Gaussians.standard(rng);
                }
            }
        }
        return rows.withFeatures(x, d, Double.POSITIVE_INFINITY);
    }

    /** out = the side x side image in rotated by angle about its centre (bilinear, zero outside). */
    private static void rotate(double[] in, double[] out, int off, int side, double angle) {
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        double mid = (side - 1) / 2.0;
        for (int r = 0; r < side; r++) {
            for (int q = 0; q < side; q++) {
                // source of output pixel (r, q): rotate back by -angle
                double dy = r - mid;
                double dx = q - mid;
                double sy = c * dy + s * dx + mid;
                double sx = -s * dy + c * dx + mid;
                out[off + r * side + q] = bilinear(in, side, sy, sx);
            }
        }
    }

    private static double bilinear(double[] in, int side, double y, double x) {
        int y0 = (int) Math.floor(y);
        int x0 = (int) Math.floor(x);
        double fy = y - y0;
        double fx = x - x0;
        return (1 - fy) * ((1 - fx) * pixel(in, side, y0, x0) + fx * pixel(in, side, y0, x0 + 1))
                + fy * ((1 - fx) * pixel(in, side, y0 + 1, x0) + fx * pixel(in, side, y0 + 1, x0 + 1));
    }

    private static double pixel(double[] in, int side, int y, int x) {
        return y < 0 || x < 0 || y >= side || x >= side ? 0 : in[y * side + x];
    }
}
