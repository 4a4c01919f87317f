package privbench.learners.margin;

import java.util.Arrays;
import java.util.Objects;
import privbench.privacy.PrivacyEvent;

/**
 * One call of A_JLGD (Wang, Zhu and Wang 2024, Algorithm 1): the released classifier on raw features and
 * what the call did.
 *
 * @param weights      Phi^T w on raw features (d entries)
 * @param gamma        the margin parameter; the hinge scale is c = gamma / 3
 * @param dimension    k, the dimension A_NGD ran in (d when Phi = I)
 * @param identity     true when Phi = I (the projection was skipped because k_gamma >= d)
 * @param capped       true when k was capped at k_max (Lemma 6.2 no longer covers this call)
 * @param iterations   T
 * @param sigma        the noise sd added to every coordinate of every summed gradient
 * @param stepSize     eta
 * @param sensitivity  Delta, the replace-one L2 sensitivity of the summed clipped gradient
 * @param degradation  sqrt((n^2/T + k/mu^2) / ((1 + k)/mu^2)): the bound's loss from capping T (1 when uncapped)
 * @param event        what was run: T Gaussian steps of noise multiplier sigma / Delta (NonPrivate when noise-free)
 */
public record JlgdRun(double[] weights, double gamma, int dimension, boolean identity, boolean capped,
                      int iterations, double sigma, double stepSize, double sensitivity, double degradation,
                      PrivacyEvent event) {

    public JlgdRun {
        weights = weights.clone();
        Objects.requireNonNull(event, "event");
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JlgdRun r && Arrays.equals(weights, r.weights) && gamma == r.gamma
                && dimension == r.dimension && identity == r.identity && capped == r.capped
                && iterations == r.iterations && sigma == r.sigma && stepSize == r.stepSize
                && sensitivity == r.sensitivity && event.equals(r.event);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(weights) + Objects.hash(gamma, dimension, iterations, sigma, event);
    }

    @Override
    public String toString() {
        return "JlgdRun[gamma=" + gamma + ", k=" + dimension + (identity ? " (Phi = I)" : "") + ", T=" + iterations
                + ", sigma=" + sigma + "]";
    }
}
