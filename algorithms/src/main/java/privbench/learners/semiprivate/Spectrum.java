package privbench.learners.semiprivate;

import java.util.Map;
import java.util.TreeMap;
import privbench.learners.DiagnosticGroup;

/**
 * Diagnostics of a public PCA: the k-th eigenvalue, the eigengap Delta_k = lambda_k - lambda_{k+1} of
 * spec-003 section 4.4, and the share of the variance the k components keep among those computed.
 */
// public: the spectrum is of the public rows
@DiagnosticGroup(publicDiagnostics = {"pca_k", "pca_lambda_1", "pca_lambda_k", "pca_eigengap"})
final class Spectrum {

    private Spectrum() {
    }

    static Map<String, Double> diagnostics(PublicPca pca) {
        double[] v = pca.variances();
        Map<String, Double> out = new TreeMap<>();
        int k = pca.k();
        out.put("pca_k", (double) k);
        out.put("pca_lambda_1", v[0]);
        out.put("pca_lambda_k", v[k - 1]);
        if (v.length > k) {
            out.put("pca_eigengap", v[k - 1] - v[k]);
        }
        return out;
    }
}
