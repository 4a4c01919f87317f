package privbench.optim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.linalg.Vectors;
import privbench.testing.Fixtures;

class LbfgsTest {

    /** f(x) = 1/2 sum a_j x_j^2 - sum b_j x_j: minimiser b_j / a_j, strong convexity min a_j. */
    private record Quadratic(double[] a, double[] b) implements DifferentiableFunction {
        @Override
        public int dimension() {
            return a.length;
        }

        @Override
        public double valueAndGradient(double[] x, double[] g) {
            double f = 0;
            for (int j = 0; j < a.length; j++) {
                g[j] = a[j] * x[j] - b[j];
                f += 0.5 * a[j] * x[j] * x[j] - b[j] * x[j];
            }
            return f;
        }
    }

    /** Rosenbrock's function in 2-D, minimum 0 at (1, 1). */
    private static final DifferentiableFunction ROSENBROCK = new DifferentiableFunction() {
        @Override
        public int dimension() {
            return 2;
        }

        @Override
        public double valueAndGradient(double[] x, double[] g) {
            double u = x[1] - x[0] * x[0];
            double v = 1 - x[0];
            g[0] = -400 * x[0] * u - 2 * v;
            g[1] = 200 * u;
            return 100 * u * u + v * v;
        }
    };

    @Test
    void quadratic_illConditioned_isSolvedWithinGradientToleranceOverStrongConvexity() {
        int d = 50;
        double[] a = new double[d];
        double[] b = new double[d];
        for (int j = 0; j < d; j++) {
            a[j] = Math.pow(1e4, j / (d - 1.0));   // condition number 1e4
            b[j] = Math.sin(j + 1.0);
        }
        double tol = 1e-9;
        var r = new Lbfgs(10, tol, 10_000).minimize(new Quadratic(a, b), new double[d]);
        assertTrue(r.converged(), r.toString());
        assertTrue(r.gradientNorm() <= tol);
        // strong convexity (min a = 1): ||x - x*|| <= ||grad|| / 1 <= tol
        double[] x = r.solution();
        double err = 0;
        for (int j = 0; j < d; j++) {
            err += Math.pow(x[j] - b[j] / a[j], 2);
        }
        assertTrue(Math.sqrt(err) <= tol, "distance to the minimiser " + Math.sqrt(err));
    }

    @Test
    void rosenbrock_convergesToOneOne() {
        var r = new Lbfgs(10, 1e-10, 1000).minimize(ROSENBROCK, new double[] {-1.2, 1.0});
        assertTrue(r.converged(), r.toString());
        // the Hessian at (1,1) has smallest eigenvalue about 0.4: distance <= ||grad|| / 0.4
        assertEquals(1.0, r.solution()[0], 1e-9);
        assertEquals(1.0, r.solution()[1], 1e-9);
        assertTrue(r.iterations() > 10 && r.evaluations() >= r.iterations(), r.toString());
    }

    @Test
    void logisticObjective_reachesTheTightToleranceTheAucLearnersNeed() {
        Dataset data = Fixtures.marginData(2000, 20, 0.05, 1, 2);
        var f = LogisticObjective.of(data, 1e-4, true);
        var r = new Lbfgs(10, 1e-9, 10_000).minimize(f, new double[f.dimension()]);
        assertTrue(r.converged(), r.toString());
        double[] g = new double[f.dimension()];
        f.valueAndGradient(r.solution(), g);
        assertTrue(Vectors.norm(g) <= 1e-9, "recomputed gradient norm " + Vectors.norm(g));
    }

    @Test
    void valuesAtRoundingLevel_doNotStallTheLineSearch() {
        // one row of norm 100 makes f differences drown in rounding (1e-16) while gradients are still 1e-8:
        // a search that compares values would stall there; the tolerance 1e-12 must still be reached
        for (long seed = 0; seed < 30; seed++) {
            Dataset base = Fixtures.marginData(50, 4, 0.1, seed, seed + 1);
            double[] x = base.x().clone();
            Vectors.scale(3.0, x);
            x[0] = 100;
            x[1] = 0;
            x[2] = 0;
            x[3] = 0;
            int[] labels = base.labels().clone();
            labels[0] = 1 - labels[0];
            Dataset far = Dataset.labelled("far", x, 50, 4, labels, base.classNames(), Double.POSITIVE_INFINITY);
            var r = new Lbfgs(10, 1e-12, 10_000).minimize(LogisticObjective.of(far, 0.1, false), new double[4]);
            assertTrue(r.converged(), "seed " + seed + ": " + r);
        }
    }

    @Test
    void sameInputs_giveBitIdenticalResults() {
        Dataset data = Fixtures.marginData(300, 8, 0.1, 3, 4);
        var f = LogisticObjective.of(data, 1e-3, false);
        var a = new Lbfgs(5, 1e-8, 1000).minimize(f, new double[8]);
        var b = new Lbfgs(5, 1e-8, 1000).minimize(f, new double[8]);
        assertEquals(a, b);
    }

    @Test
    void iterationCap_isReportedAndRequireConvergedThrows() {
        var r = new Lbfgs(10, 1e-12, 3).minimize(ROSENBROCK, new double[] {-1.2, 1.0});
        assertEquals(Lbfgs.Stop.MAX_ITERATIONS, r.stop());
        assertEquals(3, r.iterations());
        var e = assertThrows(IllegalStateException.class, () -> r.requireConverged("test", 1e-12, 3));
        assertTrue(e.getMessage().contains("nothing is released"), e.getMessage());
    }

    @Test
    void unboundedBelow_stopsWithoutConverging() {
        DifferentiableFunction linear = new DifferentiableFunction() {
            @Override
            public int dimension() {
                return 1;
            }

            @Override
            public double valueAndGradient(double[] x, double[] g) {
                g[0] = -1;
                return -x[0];
            }
        };
        var r = new Lbfgs(5, 1e-6, 200).minimize(linear, new double[1]);
        assertTrue(!r.converged(), r.toString());
    }

    @Test
    void badSettings_areRefusedByName() {
        assertThrows(IllegalArgumentException.class, () -> new Lbfgs(0, 1e-6, 10));
        var e = assertThrows(IllegalArgumentException.class, () -> new Lbfgs(5, 0, 10));
        assertTrue(e.getMessage().contains("gradientTolerance"));
    }
}
