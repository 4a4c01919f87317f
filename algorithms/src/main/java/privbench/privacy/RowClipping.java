package privbench.privacy;

import privbench.linalg.Vectors;

/**
 * The one clipping rule of every learner: a record x is put in the ball of radius R as x min(1, R / ||x||). The
 * factor depends on the record alone, so replacing one record changes one clipped record and the sensitivity
 * proofs that assume ||x|| <= R hold whatever the data (a factor computed from the data as a whole, such as the
 * largest norm, would not be per-record and would break them). R is public: a declared norm bound or a
 * learner's clip parameter, never measured on the data.
 *
 * <p>Callers pass the norm they computed ({@code Dataset.rowNorms}, {@code Vectors.norm} on a projected row):
 * the rule lives here, the arithmetic of each caller stays bit for bit what its committed results were made with.
 */
public final class RowClipping {

    private RowClipping() {
    }

    /** min(1, R / ||x||): the factor that puts a record of this norm in B(R). */
    public static double factor(double norm, double radius) {
        return norm > radius ? radius / norm : 1.0;
    }

    /** min(1, R / ||x||) / R: the factor that puts a record of this norm in the unit ball, through B(R). */
    public static double unitBallFactor(double norm, double radius) {
        return factor(norm, radius) / radius;
    }

    /** Projects every row of the row-major n x k matrix z onto B(R), in place. */
    public static void rows(double[] z, int n, int k, double radius) {
        for (int i = 0; i < n; i++) {
            double norm = Vectors.norm(z, i * k, k);
            if (norm > radius) {
                Vectors.scale(radius / norm, z, i * k, k);
            }
        }
    }

    /** Projects v onto B(R), in place. */
    public static void vector(double[] v, double radius) {
        double norm = Vectors.norm(v);
        if (norm > radius) {
            Vectors.scale(radius / norm, v);
        }
    }
}
