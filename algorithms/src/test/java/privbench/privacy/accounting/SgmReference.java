package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import privbench.privacy.Accountant;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent.SubsampledGaussian;

/**
 * One reference epsilon of T Poisson-subsampled Gaussian steps (noise multiplier sigma, sampling rate q) at delta,
 * with the tolerance its source supports: a row of accountant-vectors.md. The PLD, PRV and RDP tests hold their
 * published values as tables of these rows, so that a vector is written once, as data beside its source comment,
 * and every row is checked the same way (the tolerance is the row's own, never a shared one).
 *
 * @param vector    the vector of accountant-vectors.md the row belongs to (e.g. "D2 #17"), for the test's name
 * @param tolerance the absolute tolerance, derived in the comment above the row
 */
public record SgmReference(String vector, double sigma, double q, long steps, double delta, double epsilon,
                           double tolerance) {

    /** T Poisson-subsampled Gaussian steps as one event: what DP-SGD runs and the accountants price. */
    public static PrivacyEvent sgm(double sigma, double q, long steps) {
        return new Repeated(new SubsampledGaussian(sigma, q), steps);
    }

    public PrivacyEvent event() {
        return sgm(sigma, q, steps);
    }

    /** The accountant's epsilon of the row's event at the row's delta is the reference, within the row's tolerance. */
    public void assertPricedBy(Accountant accountant) {
        assertEquals(epsilon, accountant.epsilon(event(), delta), tolerance, toString());
    }

    @Override
    public String toString() {
        return vector + ": sigma " + sigma + ", q " + q + ", T " + steps + ", delta " + delta + " -> " + epsilon
                + " +- " + tolerance;
    }
}
