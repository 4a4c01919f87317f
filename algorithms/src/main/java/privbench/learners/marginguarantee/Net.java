package privbench.learners.marginguarantee;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import privbench.privacy.noise.Gaussians;

/**
 * A finite candidate set in R^k, fixed before the data are read (spec-002 P5; Bassily, Mohri and Suresh 2022
 * leave the construction open): an exact sphere theta-net, an exact grid gamma-cover of a ball, or a seeded
 * random net (CHOICE, labelled as such: exactly DP for any size, but no cover guarantee).
 *
 * @param points row-major size x k
 * @param kind   sphere, grid or random
 * @param exact  true for a net with a proved covering radius
 */
record Net(double[] points, int size, int k, String kind, boolean exact) {

    /** Which net. */
    enum Kind { SPHERE, GRID, RANDOM }

    Net {
        if (points.length != (long) size * k || size < 1) {
            throw new IllegalArgumentException("a net needs at least one point of dimension " + k);
        }
    }

    /** The largest net this project enumerates unless told otherwise (2^22 points). */
    static final int DEFAULT_CAP = 1 << 22;

    /** size uniform unit directions (normalised N(0, I_k)) from a data-independent stream (spec-002 P5c). */
    static Net random(int size, int k, double radius, RandomGenerator rng) {
        double[] p = new double[size * k];
        for (int c = 0; c < size; c++) {
            double norm;
            do {
                Gaussians.fillStandard(rng, p, c * k, k);
                norm = 0;
                for (int r = 0; r < k; r++) {
                    norm += p[c * k + r] * p[c * k + r];
                }
                norm = Math.sqrt(norm);
            } while (norm == 0);
            for (int r = 0; r < k; r++) {
                p[c * k + r] *= radius / norm;
            }
        }
        return new Net(p, size, k, "random", false);
    }

    /** The number of points a grid gamma-cover of B^k(R) enumerates, estimated as (2.1 (R + gamma) / gamma)^k. */
    static double gridSize(int k, double radius, double gamma) {
        return Math.pow(2.1 * (radius + gamma) / gamma, k);
    }

    /** The number of points of the sphere theta-net this class builds in R^k. */
    static double sphereSize(int k, double theta) {
        if (k == 1) {
            return 2;
        }
        if (k == 2) {
            return Math.ceil(2 * Math.PI / theta);
        }
        return gridSize(k, 1.0, theta / 2);
    }

    /**
     * A theta-net of the unit sphere S^{k-1} (spec-002 P5b): {+1, -1} for k = 1, ceil(2 pi / theta) equally spaced
     * angles for k = 2 (every direction within angle pi/ceil(2 pi/theta) <= theta/2), and for k >= 3 the non-zero
     * points of a (theta/2)-grid cover of B^k(1) normalised (a unit u within theta/2 of g is within theta of g/|g|).
     *
     * @throws IllegalArgumentException naming the size it would need when above the cap
     */
    static Net sphere(int k, double theta, int cap) {
        requireSize(sphereSize(k, theta), cap, "sphere " + theta + "-net of S^" + (k - 1));
        if (k == 1) {
            return new Net(new double[] {1, -1}, 2, 1, "sphere", true);
        }
        if (k == 2) {
            int m = (int) Math.ceil(2 * Math.PI / theta);
            double[] p = new double[2 * m];
            for (int c = 0; c < m; c++) {
                p[2 * c] = Math.cos(2 * Math.PI * c / m);
                p[2 * c + 1] = Math.sin(2 * Math.PI * c / m);
            }
            return new Net(p, m, 2, "sphere", true);
        }
        Net g = grid(k, 1.0, theta / 2, cap, false);
        double[] p = new double[g.points.length];
        int size = 0;
        for (int c = 0; c < g.size; c++) {
            double norm = 0;
            for (int r = 0; r < k; r++) {
                norm += g.points[c * k + r] * g.points[c * k + r];
            }
            if (norm > 0) {
                norm = Math.sqrt(norm);
                for (int r = 0; r < k; r++) {
                    p[size * k + r] = g.points[c * k + r] / norm;
                }
                size++;
            }
        }
        return new Net(Arrays.copyOf(p, size * k), size, k, "sphere", true);
    }

    /** The grid gamma-cover of B^k(R) of spec-002 P5a: (2 gamma / sqrt(k)) Z^k within B(R + gamma), projected on B(R). */
    static Net grid(int k, double radius, double gamma, int cap) {
        return grid(k, radius, gamma, cap, true);
    }

    private static Net grid(int k, double radius, double gamma, int cap, boolean project) {
        requireSize(gridSize(k, radius, gamma), cap, "grid " + gamma + "-cover of B^" + k + "(" + radius + ")");
        double step = 2 * gamma / Math.sqrt(k);
        int half = (int) Math.floor((radius + gamma) / step);
        int side = 2 * half + 1;
        double limit = (radius + gamma) * (radius + gamma);
        List<double[]> kept = new ArrayList<>();
        int[] idx = new int[k];
        Arrays.fill(idx, -half);
        long total = (long) Math.pow(side, k);
        for (long t = 0; t < total; t++) {
            double norm = 0;
            double[] v = new double[k];
            for (int r = 0; r < k; r++) {
                v[r] = idx[r] * step;
                norm += v[r] * v[r];
            }
            if (norm <= limit) {
                if (project && norm > radius * radius) {
                    double f = radius / Math.sqrt(norm);
                    for (int r = 0; r < k; r++) {
                        v[r] *= f;
                    }
                }
                kept.add(v);
            }
            for (int r = 0; r < k && ++idx[r] > half; r++) {
                idx[r] = -half;
            }
        }
        double[] p = new double[kept.size() * k];
        for (int c = 0; c < kept.size(); c++) {
            System.arraycopy(kept.get(c), 0, p, c * k, k);
        }
        return new Net(p, kept.size(), k, "grid", true);
    }

    private static void requireSize(double size, int cap, String what) {
        if (!(size <= cap)) {
            throw new IllegalArgumentException("the " + what + " needs about " + String.format("%.3g", size)
                    + " points, above the cap netCap = " + cap + ": use net: random (a seeded random net), a smaller"
                    + " k or a larger rho");
        }
    }
}
