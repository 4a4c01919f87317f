package privbench.learners.marginguarantee;

import privbench.linalg.Vectors;

/** Ball projection Pi_{B(R)}(v) = v min(1, R/||v||) (spec-002 P3): a per-record map, so neighbours stay neighbours. */
final class Clip {

    private Clip() {
    }

    /** Projects every row of the row-major n x k matrix z onto B(R). */
    static void rows(double[] z, int n, int k, double radius) {
        for (int i = 0; i < n; i++) {
            double norm = Vectors.norm(z, i * k, k);
            if (norm > radius) {
                Vectors.scale(radius / norm, z, i * k, k);
            }
        }
    }

    /** Projects v onto B(R) in place. */
    static void vector(double[] v, double radius) {
        double norm = Vectors.norm(v);
        if (norm > radius) {
            Vectors.scale(radius / norm, v);
        }
    }
}
