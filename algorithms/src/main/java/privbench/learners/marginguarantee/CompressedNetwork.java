package privbench.learners.marginguarantee;

import privbench.privacy.RowClipping;
import privbench.data.Dataset;
import privbench.learners.Model;

/**
 * The feed-forward network of Bassily, Mohri and Suresh (2022), Section 5, in its JL-compressed form: L layers of
 * width N, activation sigma_eta(a) = tanh(eta a / 4) (spec-002 pitfall 10), no activation at the output, weights
 * W_j = Phi_{j-1}^T W~_j. The forward pass is u_1 = W~_1^T (Phi_0 x), a_j = sigma(u_j),
 * u_{j+1} = W~_{j+1}^T (Phi_j a_j), h(x) = W~_L^T (Phi_{L-1} a_{L-1}); rows are put in the unit ball by the public
 * per-row factor first.
 *
 * @param phi0    Phi_0, k x d
 * @param hidden  Phi_1..Phi_{L-1}, each k x N row-major
 * @param weights W~_1..W~_{L-1} (k x N row-major) then W~_L (k)
 */
record CompressedNetwork(Sketch phi0, double[][] hidden, double[][] weights, int width, double eta, double radius)
        implements Model {

    @Override
    public int classes() {
        return 2;
    }

    @Override
    public int features() {
        return phi0.cols();
    }

    @Override
    public void scores(Dataset data, double[] out) {
        int n = data.rows();
        int k = phi0.rows();
        double[] factors = new double[n];
        for (int i = 0; i < n; i++) {
            double norm = Math.sqrt(data.rowNormSquared(i));
            factors[i] = RowClipping.unitBallFactor(norm, radius);
        }
        double[] p = new double[n * k];
        phi0.project(data.x(), n, factors, p);
        forward(p, n, k, out);
    }

    /** h on rows already projected by Phi_0 (n x k): the compressed pass the score and the model share. */
    void forward(double[] projected, int n, int k, double[] out) {
        double[] a = new double[width];
        double[] q = new double[k];
        for (int i = 0; i < n; i++) {
            System.arraycopy(projected, i * k, q, 0, k);
            int layers = weights.length;
            for (int j = 0; j < layers - 1; j++) {
                double[] w = weights[j];
                for (int c = 0; c < width; c++) {
                    double u = 0;
                    for (int r = 0; r < k; r++) {
                        u += w[r * width + c] * q[r];
                    }
                    a[c] = Math.tanh(eta * u / 4);
                }
                double[] phi = hidden[j];
                for (int r = 0; r < k; r++) {
                    double s = 0;
                    for (int c = 0; c < width; c++) {
                        s += phi[r * width + c] * a[c];
                    }
                    q[r] = s;
                }
            }
            double[] last = weights[layers - 1];
            double h = 0;
            for (int r = 0; r < k; r++) {
                h += last[r] * q[r];
            }
            out[i] = h;
        }
    }
}
