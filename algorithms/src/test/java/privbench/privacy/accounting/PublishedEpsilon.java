package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import privbench.privacy.Accountant;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent.SubsampledGaussian;

/**
 * One published epsilon of T Poisson-subsampled Gaussian steps (noise multiplier sigma, sampling rate q) at delta, as
 * one accountant must reproduce it, with the tolerance its source supports: a row of accountant-vectors.md. The rows
 * of every accountant live in one table ({@link PublishedEpsilonsTest}), so a vector is written once, as data beside
 * its source comment, the same grid can be read across accountants, and every row is checked the same way (with its
 * own tolerance, never a shared one).
 *
 * @param vector    the vector of accountant-vectors.md the row belongs to (e.g. "D2 #17"), for the test's name
 * @param tolerance the absolute tolerance, derived in the comment above the row
 */
public record PublishedEpsilon(String vector, Accountant accountant, double sigma, double q, long steps, double delta,
                               double epsilon, double tolerance) {

    /** T Poisson-subsampled Gaussian steps as one event: what DP-SGD runs and the accountants price. */
    public static PrivacyEvent sgm(double sigma, double q, long steps) {
        return new Repeated(new SubsampledGaussian(sigma, q), steps);
    }

    /** The accountant's epsilon of the row's event at the row's delta is the published one, within the tolerance. */
    public void assertReproduced() {
        assertEquals(epsilon, accountant.epsilon(sgm(sigma, q, steps), delta), tolerance, toString());
    }

    @Override
    public String toString() {
        return vector + " " + accountant.id() + ": sigma " + sigma + ", q " + q + ", T " + steps + ", delta " + delta
                + " -> " + epsilon + " +- " + tolerance;
    }
}
