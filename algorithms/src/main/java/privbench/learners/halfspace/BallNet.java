package privbench.learners.halfspace;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import privbench.privacy.noise.Gaussians;

/**
 * The r-net of Algorithm 2 of Nguyen, Ullman and Zakynthinou (2020) line 3 with r = gamma/10 (spec-001 section 3.6),
 * enumerated one point at a time in an order fixed by (kind, m, r) alone, so the net is never materialised and
 * never depends on the data.
 * <ul>
 *   <li>sphere, m = 2: N = ceil(2 pi / r) equally spaced angles (neighbours at chord <= r).</li>
 *   <li>sphere, m >= 3: g in h Z^m, h = r / sqrt(m), with ||g|| in [1 - r/2, 1 + r/2], normalised; every unit u has a
 *   g within r/2, and ||g/||g|| - u|| <= 2 ||g - u|| <= r. Collinear lattice points are kept once (the one of
 *   smallest norm on the ray).</li>
 *   <li>ball: g in h Z^m, h = 2r / sqrt(m), ||g|| <= 1 + r, projected onto the unit ball (points outside that
 *   share a ray kept once); covering radius h sqrt(m) / 2 = r, projection is non-expansive.</li>
 *   <li>random: N_c uniform unit vectors from the structure stream.</li>
 * </ul>
 * The proof of Claim 11.1 only needs a net point within r of the unit vector w_A*, which both lattice nets give.
 */
final class BallNet {

    private final NetKind kind;
    private final int m;
    private final double r;
    private final long candidates;

    BallNet(NetKind kind, int m, double r, long candidates) {
        if (m < 1 || !(r > 0 && r < 1) || candidates < 1) {
            throw new IllegalArgumentException("a net needs m >= 1, r in (0, 1) and N_c >= 1, got m=" + m + ", r=" + r
                    + ", N_c=" + candidates);
        }
        this.kind = kind;
        this.m = m;
        this.r = r;
        this.candidates = candidates;
    }

    /**
     * log10 of an estimate of |W| that needs no enumeration: the lattice points' volume ratio (shell or ball of
     * radius 1 + r over h^m), 2 pi / r for the circle, N_c for the random net.
     */
    double log10EstimatedSize() {
        if (kind == NetKind.RANDOM) {
            return Math.log10(candidates);
        }
        if (kind == NetKind.SPHERE && m == 2) {
            return Math.log10(Math.ceil(2 * Math.PI / r));
        }
        double logUnitBall = (m / 2.0) * Math.log(Math.PI) - lgamma(m / 2.0 + 1);
        double h = spacing();
        double logVolume;
        if (kind == NetKind.BALL) {
            logVolume = logUnitBall + m * Math.log(1 + r);
        } else {
            double outer = m * Math.log(1 + r / 2);
            double inner = m * Math.log(1 - r / 2);
            logVolume = logUnitBall + outer + Math.log1p(-Math.exp(inner - outer));
        }
        return (logVolume - m * Math.log(h)) / Math.log(10);
    }

    /** The lattice spacing h. */
    double spacing() {
        return kind == NetKind.BALL ? 2 * r / Math.sqrt(m) : r / Math.sqrt(m);
    }

    /** Calls the action with every net point in the fixed order (the array is reused: copy it to keep it). */
    long forEach(RandomGenerator structure, Consumer<double[]> action) {
        double[] w = new double[m];
        if (kind == NetKind.RANDOM) {
            for (long c = 0; c < candidates; c++) {
                double norm = 0;
                for (int j = 0; j < m; j++) {
                    w[j] = Gaussians.standard(structure);
                    norm += w[j] * w[j];
                }
                norm = Math.sqrt(norm);
                for (int j = 0; j < m; j++) {
                    w[j] /= norm;
                }
                action.accept(w);
            }
            return candidates;
        }
        if (kind == NetKind.SPHERE && m == 2) {
            long count = (long) Math.ceil(2 * Math.PI / r);
            for (long c = 0; c < count; c++) {
                double theta = 2 * Math.PI * c / count;
                w[0] = Math.cos(theta);
                w[1] = Math.sin(theta);
                action.accept(w);
            }
            return count;
        }
        double h = spacing();
        double outer = kind == NetKind.BALL ? 1 + r : 1 + r / 2;
        double inner = kind == NetKind.BALL ? 0 : 1 - r / 2;
        int reach = (int) Math.floor(outer / h);
        int[] k = new int[m];
        Arrays.fill(k, -reach);
        long count = 0;
        while (true) {
            long sq = 0;
            for (int j = 0; j < m; j++) {
                sq += (long) k[j] * k[j];
            }
            double norm = h * Math.sqrt(sq);
            if (norm <= outer && norm >= inner && keep(k, norm, sq == 0)) {
                double f = kind == NetKind.BALL && norm <= 1 ? h : (norm == 0 ? 0 : h / norm);
                for (int j = 0; j < m; j++) {
                    w[j] = k[j] * f;
                }
                action.accept(w);
                count++;
            }
            int j = m - 1;
            while (j >= 0 && k[j] == reach) {
                k[j] = -reach;
                j--;
            }
            if (j < 0) {
                return count;
            }
            k[j]++;
        }
    }

    /** Counts the points by enumeration. */
    long count() {
        long[] c = {0};
        return forEach(null, w -> c[0]++);
    }

    /**
     * Whether lattice point g = k h is the one kept on its ray: g = c v with v primitive (c the gcd); the points
     * normalised or projected to the same unit vector are c' v for consecutive c', and only the first is kept.
     */
    private boolean keep(int[] k, double norm, boolean origin) {
        if (origin) {
            return kind == NetKind.BALL;
        }
        if (kind == NetKind.BALL && norm <= 1) {
            return true;
        }
        int c = 0;
        for (int v : k) {
            c = gcd(c, Math.abs(v));
        }
        if (c <= 1) {
            return true;
        }
        double previous = norm * (c - 1) / c;
        // sphere: the previous multiple must fall below the shell; ball: it must lie inside the unit ball
        return kind == NetKind.BALL ? previous <= 1 : previous < 1 - r / 2;
    }

    private static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** ln Gamma(x) for x >= 1/2 (Lanczos, g = 7; relative error ~1e-15), for the volume estimate only. */
    private static double lgamma(double x) {
        double[] c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61503916999185, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
            1.5056327351493116e-7};
        x -= 1;
        double a = c[0];
        double t = x + 7.5;
        for (int i = 1; i < 9; i++) {
            a += c[i] / (x + i);
        }
        return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
    }
}
