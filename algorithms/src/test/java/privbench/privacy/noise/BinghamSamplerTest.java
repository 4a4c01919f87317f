package privbench.privacy.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** spec-003 section 5 item 11. */
class BinghamSamplerTest {

    private static final int N = 20_000;
    /** Kolmogorov-Smirnov critical value at alpha = 0.001: 1.95 / sqrt(N). */
    private static final double KS_CRITICAL = 1.95 / Math.sqrt(N);

    /**
     * For p = 2, A = R diag(a1, a2) R^T, the angle phi of u in A's eigenbasis has density proportional to
     * exp(-a1 cos^2 phi - a2 sin^2 phi) on [0, 2 pi): the KS distance of 20,000 draws to that law.
     */
    private static double ksDistance(double a1, double a2, double[] sampledPhi) {
        int grid = 100_000;
        double[] cdf = new double[grid + 1];
        for (int i = 1; i <= grid; i++) {
            double phi = 2 * Math.PI * (i - 0.5) / grid;
            double c = Math.cos(phi);
            double s = Math.sin(phi);
            cdf[i] = cdf[i - 1] + Math.exp(-a1 * c * c - a2 * s * s);
        }
        double[] sorted = sampledPhi.clone();
        Arrays.sort(sorted);
        double worst = 0;
        for (int i = 0; i < sorted.length; i++) {
            int g = (int) Math.min(grid, Math.round(sorted[i] / (2 * Math.PI) * grid));
            double f = cdf[g] / cdf[grid];
            worst = Math.max(worst, Math.max(Math.abs(f - (double) i / sorted.length),
                    Math.abs(f - (double) (i + 1) / sorted.length)));
        }
        return worst;
    }

    private static double[] anglesOfDraws(double[] values, double[] vectors) {
        NoiseSource noise = SeededNoise.ofSeed(17);
        double[] phi = new double[N];
        for (int t = 0; t < N; t++) {
            double[] u = BinghamSampler.sample(values, vectors, noise);
            assertEquals(1.0, Math.hypot(u[0], u[1]), 1e-12);
            double x = u[0] * vectors[0] + u[1] * vectors[1];   // coordinates in the eigenbasis
            double y = u[0] * vectors[2] + u[1] * vectors[3];
            double a = Math.atan2(y, x);
            phi[t] = a < 0 ? a + 2 * Math.PI : a;
        }
        return phi;
    }

    @Test
    void p2_angleDensity_matchesExpMinusUAu() {
        double th = 0.4;
        double[] vectors = {Math.cos(th), Math.sin(th), -Math.sin(th), Math.cos(th)};
        double[] values = {0, 3.0};
        double[] phi = anglesOfDraws(values, vectors);
        assertTrue(ksDistance(0, 3.0, phi) < KS_CRITICAL, "KS " + ksDistance(0, 3.0, phi));
        // negative control: the same draws are far from the law of 2A
        assertFalse(ksDistance(0, 6.0, phi) < KS_CRITICAL, "the test must tell A from 2A");
    }

    @Test
    void largeScale_returnsTheTopEigenvectorOfM() {
        // A = eps (lambda_max I - M) / 4 with M = diag(5, 2, 1, 0.5) rotated: eps -> infinity concentrates on v_1
        int p = 4;
        double[] m = new double[p * p];
        double[] lam = {5, 2, 1, 0.5};
        double[] v1 = {0.5, 0.5, 0.5, 0.5};
        for (int i = 0; i < p; i++) {
            m[i * p + i] = lam[3];
        }
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < p; j++) {
                m[i * p + j] += (lam[0] - lam[3]) * v1[i] * v1[j];
            }
        }
        double eps = 1e5;
        double[] a = new double[p * p];
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < p; j++) {
                a[i * p + j] = eps * ((i == j ? lam[0] : 0) - m[i * p + j]) / 4;
            }
        }
        double[] u = BinghamSampler.sample(a, p, SeededNoise.ofSeed(3));
        double dot = 0;
        for (int i = 0; i < p; i++) {
            dot += u[i] * v1[i];
        }
        assertTrue(Math.abs(dot) > 0.999, "|<u, v1>| = " + Math.abs(dot));
    }

    @Test
    void b_solvesTheKentEquation() {
        double[] a = {0, 0.5, 3, 10, 40};
        double b = BinghamSampler.solveB(a);
        double s = 0;
        for (double v : a) {
            s += 1 / (b + 2 * v);
        }
        assertEquals(1.0, s, 1e-12);
    }
}
