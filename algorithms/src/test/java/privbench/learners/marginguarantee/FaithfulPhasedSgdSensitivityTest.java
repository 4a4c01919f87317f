package privbench.learners.marginguarantee;

import privbench.privacy.RowClipping;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import privbench.linalg.Vectors;

/**
 * The stability sensitivity of BMS22 Alg. 4 (faithful): on replace-one neighbours, from a common start, the phase
 * averages differ by at most 2 G eta_i, the bound the phase noise is calibrated to. The worst case of the broken
 * solver: a start outside B(Lambda) (the noisy output of the previous phase) and rows whose hinge derivative is zero
 * there, so a step that projects only on a non-zero derivative leaves one world outside the ball while its
 * neighbour's changed row projects it inside (1532 against 2367 hits of a fixed event, certified 0.345 against a
 * claimed 0.1, before the fix). The negative control is that step rule, which must break the bound on these pairs.
 */
class FaithfulPhasedSgdSensitivityTest {

    private static final double RHO = 0.1;
    private static final double RADIUS = 2.0;

    /** m rows x = +1 in one dimension, all labelled +1 (a margin far above rho once w is large). */
    private static PrivateHingeErm.Problem ones(int m, double firstRow) {
        double[] z = new double[m];
        double[] signs = new double[m];
        for (int i = 0; i < m; i++) {
            z[i] = i == 0 ? firstRow : 1;
            signs[i] = 1;
        }
        return new PrivateHingeErm.Problem(z, m, 1, signs, 1.0, RADIUS, RHO);
    }

    /** Random rows in B^k(1) with random signs; row 0 of the neighbour is the reflected row with the other sign. */
    private static PrivateHingeErm.Problem[] randomPair(int m, int k, SplittableRandom rng) {
        double[] z = new double[m * k];
        double[] signs = new double[m];
        for (int i = 0; i < m; i++) {
            double norm = 0;
            for (int r = 0; r < k; r++) {
                z[i * k + r] = rng.nextGaussian();
                norm += z[i * k + r] * z[i * k + r];
            }
            double scale = rng.nextDouble() / Math.sqrt(norm);
            for (int r = 0; r < k; r++) {
                z[i * k + r] *= scale;
            }
            signs[i] = rng.nextBoolean() ? 1 : -1;
        }
        double[] z2 = z.clone();
        double[] signs2 = signs.clone();
        for (int r = 0; r < k; r++) {
            z2[r] = -z[r];
        }
        signs2[0] = -signs[0];
        return new PrivateHingeErm.Problem[] {new PrivateHingeErm.Problem(z, m, k, signs, 1.0, RADIUS, RHO),
                new PrivateHingeErm.Problem(z2, m, k, signs2, 1.0, RADIUS, RHO)};
    }

    private static double smoothingLambda(PrivateHingeErm.Problem p) {
        return 2 * p.rho() * p.radius() * p.rowRadius() / Math.sqrt(p.n());
    }

    /** The largest step the solver takes: eta capped at 2 / smoothness (the non-expansive range). */
    private static double maxStep(PrivateHingeErm.Problem p) {
        double lambda = smoothingLambda(p);
        return 2 * lambda / (p.rowRadius() * p.rowRadius());
    }

    /** A with-replacement sample of the block's slots with the changed row 0 in exactly one slot. */
    private static int[] sampleWithRowZeroOnce(int m, int block, SplittableRandom rng) {
        int[] sample = new int[block];
        for (int t = 0; t < block; t++) {
            sample[t] = 1 + rng.nextInt(m - 1);
        }
        sample[rng.nextInt(block)] = 0;
        return sample;
    }

    private static double[] start(int k, double norm, SplittableRandom rng) {
        double[] w = new double[k];
        for (int r = 0; r < k; r++) {
            w[r] = rng.nextGaussian();
        }
        Vectors.scale(norm / Vectors.norm(w), w);
        return w;
    }

    /** The largest ratio ||avg - avg'|| / (2 G step) over the trials, for a phase rule. */
    private static double worstRatio(PhaseRule rule, long seed) {
        var rng = new SplittableRandom(seed);
        double worst = 0;
        for (int trial = 0; trial < 400; trial++) {
            int k = trial % 4 == 0 ? 1 : 1 + rng.nextInt(4);
            int m = 16 + rng.nextInt(240);
            PrivateHingeErm.Problem[] pair = trial % 2 == 0 ? new PrivateHingeErm.Problem[] {ones(m, 1), ones(m, -1)}
                    : randomPair(m, k, rng);
            int dim = pair[0].k();
            int block = 1 + rng.nextInt(m / 2);
            double step = maxStep(pair[0]) * Math.pow(4, -rng.nextInt(3)) * (0.25 + 0.75 * rng.nextDouble());
            // starts inside the ball, on it and outside it (a noisy phase output), up to 3 Lambda
            double startNorm = RADIUS * 3 * rng.nextDouble();
            double[] w0 = start(dim, startNorm, rng);
            int[] sample = sampleWithRowZeroOnce(m, block, rng);
            double lambda = smoothingLambda(pair[0]);
            double[] a = rule.average(pair[0], w0, sample, block, step, lambda);
            double[] b = rule.average(pair[1], w0, sample, block, step, lambda);
            double g = pair[0].rowRadius() / pair[0].rho();
            double[] diff = a.clone();
            Vectors.axpy(-1, b, diff);
            worst = Math.max(worst, Vectors.norm(diff) / (2 * g * step));
        }
        return worst;
    }

    @Test
    void phaseAveragesMoveByAtMostTwoGStepFromAnyStart() {
        double worst = worstRatio(
                (p, w0, sample, block, step, lambda) -> PrivateHingeErm.FaithfulPhasedSgd.phaseAverage(p, w0, sample, 0,
                        block, step, lambda), 20261202L);
        assertTrue(worst <= 1 + 1e-9, "phase sensitivity " + worst + " x 2 G eta, above the calibrated 2 G eta");
        // the pairs reach the bound's order, so the check has power
        assertTrue(worst > 0.05, "the pairs never moved the average: " + worst);
    }

    @Test
    void negativeControlTheConditionalProjectionBreaksTheBound() {
        double worst = worstRatio(FaithfulPhasedSgdSensitivityTest::conditionalProjectionAverage, 20261202L);
        assertTrue(worst > 2, "the pre-fix step rule (project only on a non-zero derivative, start unprojected) "
                + "should exceed 2 G eta on starts outside the ball; worst ratio " + worst);
    }

    /** The step rule of the solver before the fix: no projection of the start, projection only when dh != 0. */
    private static double[] conditionalProjectionAverage(PrivateHingeErm.Problem p, double[] start, int[] sample,
                                                         int block, double step, double lambda) {
        int k = p.k();
        double[] w = start.clone();
        double[] avg = new double[k];
        for (int t = 0; t < block; t++) {
            int i = sample[t];
            double dot = 0;
            for (int r = 0; r < k; r++) {
                dot += w[r] * p.z()[i * k + r];
            }
            double u = p.signs()[i] * dot;
            double rho = p.rho();
            double dh = u >= rho ? 0 : u >= rho - lambda / rho ? -(rho - u) / lambda : -1 / rho;
            if (dh != 0) {
                for (int r = 0; r < k; r++) {
                    w[r] += -step * dh * p.signs()[i] * p.z()[i * k + r];
                }
                RowClipping.vector(w, p.radius());
            }
            for (int r = 0; r < k; r++) {
                avg[r] += w[r] / block;
            }
        }
        return avg;
    }

    /** One phase's average from a start, for the solver and for the negative control. */
    @FunctionalInterface
    private interface PhaseRule {
        double[] average(PrivateHingeErm.Problem p, double[] start, int[] sample, int block, double step,
                         double lambda);
    }
}
