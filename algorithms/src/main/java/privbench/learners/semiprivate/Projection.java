package privbench.learners.semiprivate;

import privbench.data.Dataset;
import privbench.learners.SoftmaxModel;
import privbench.linalg.RowKernel;
import privbench.linalg.RowKernels;
import privbench.linalg.Vectors;

/**
 * A data-independent (or public-data) affine map to k dimensions, z = A (x - mu), and its inverse use on
 * models: a softmax model on z is the softmax model (W A, b - W A mu) on x (post-processing).
 *
 * @param matrix k x d row-major A
 * @param mean   mu (length d; zeros for a linear map)
 * @param k      output dimension
 * @param d      input dimension
 */
record Projection(double[] matrix, double[] mean, int k, int d) {

    /**
     * The rows mapped: labels kept; the declared norm bound becomes that of the rows plus ||mu|| times
     * the operator norm bound opNorm of A (1 for orthonormal rows), +Infinity when unknown.
     */
    Dataset apply(Dataset rows, double opNorm) {
        if (rows.cols() != d) {
            throw new IllegalArgumentException("rows to project must have " + d + " features, got " + rows.cols());
        }
        double[] shift = new double[k];
        for (int c = 0; c < k; c++) {
            shift[c] = Vectors.dot(matrix, c * d, mean, 0, d);
        }
        int n = rows.rows();
        double[] x = rows.x();
        double[] z = new double[n * k];
        // A's rows four at a time against a row held where the kernel reads its vector: one pass over A per row
        RowKernel kernel = RowKernels.forRowLength(d);
        double[] row = new double[d];
        double[] four = new double[4];
        for (int i = 0; i < n; i++) {
            System.arraycopy(x, i * d, row, 0, d);
            int c = 0;
            for (; c + 3 < k; c += 4) {
                kernel.dot4(matrix, c * d, (c + 1) * d, (c + 2) * d, (c + 3) * d, row, d, four);
                for (int m = 0; m < 4; m++) {
                    z[i * k + c + m] = four[m] - shift[c + m];
                }
            }
            for (; c < k; c++) {
                z[i * k + c] = kernel.dot(matrix, c * d, row, d) - shift[c];
            }
        }
        return rows.withFeatures(z, k, opNorm * (rows.normBound() + Vectors.norm(mean)));
    }

    /** The raw-feature model equal to (W, b) on projected features: W A and b - W A mu. */
    SoftmaxModel lift(double[] weights, double[] biases, int classes) {
        double[] w = new double[classes * d];
        double[] b = biases.clone();
        for (int c = 0; c < classes; c++) {
            for (int j = 0; j < k; j++) {
                Vectors.axpy(weights[c * k + j], matrix, j * d, w, c * d, d);
            }
            b[c] -= Vectors.dot(w, c * d, mean, 0, d);
        }
        return new SoftmaxModel(w, b, classes, d);
    }
}
