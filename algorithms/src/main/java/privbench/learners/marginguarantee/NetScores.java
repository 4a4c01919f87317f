package privbench.learners.marginguarantee;

import java.util.Arrays;

/**
 * The score of Bassily, Mohri and Suresh (2022), Alg. 1 step 5 and Alg. 5: for each candidate c of a net, the number
 * of rows with y_i <c, z_i> <= margin (margin 0: the 0-1 loss, ties are errors; rho/2 for the label-DP score).
 * Replacing one row (or flipping one label) moves every count by at most 1, whatever the rows are: the exponential
 * mechanism over -count/m has sensitivity 1/m. Scores do not depend on epsilon.
 */
final class NetScores {

    private NetScores() {
    }

    /** counts[c] = #{i : y_i <net_c, z_i> <= margin} for row-major n x k rows z. */
    static int[] errors(double[] z, int n, int k, double[] signs, Net net, double margin) {
        if (net.k() != k || (long) n * k != z.length || signs.length != n) {
            throw new IllegalArgumentException("rows are n x k = " + n + " x " + k + ", the net has dimension " + net.k());
        }
        double[] p = net.points();
        int[] out = new int[net.size()];
        for (int c = 0; c < net.size(); c++) {
            int co = c * k;
            int count = 0;
            for (int i = 0; i < n; i++) {
                double dot = 0;
                int o = i * k;
                for (int r = 0; r < k; r++) {
                    dot += p[co + r] * z[o + r];
                }
                if (signs[i] * dot <= margin) {
                    count++;
                }
            }
            out[c] = count;
        }
        return out;
    }

    /** -count/m: the utilities of the exponential mechanism (sensitivity 1/m). */
    static double[] utilities(int[] errors, int m) {
        double[] u = new double[errors.length];
        for (int c = 0; c < u.length; c++) {
            u[c] = -(double) errors[c] / m;
        }
        return u;
    }

    /** The index of the smallest count (first among ties): the noise-free choice of negative controls. */
    static int argmin(int[] errors) {
        int best = 0;
        for (int c = 1; c < errors.length; c++) {
            if (errors[c] < errors[best]) {
                best = c;
            }
        }
        return best;
    }

    /** Row c of the net. */
    static double[] point(Net net, int c) {
        return Arrays.copyOfRange(net.points(), c * net.k(), (c + 1) * net.k());
    }
}
