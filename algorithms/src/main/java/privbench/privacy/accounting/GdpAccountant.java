package privbench.privacy.accounting;

import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;

/**
 * Prices Gaussian mechanisms and their compositions in mu-GDP (Dong, Roth and Su 2019): a Gaussian
 * with noise multiplier s is (1/s)-GDP, compositions add mu squared, and the final mu is converted to
 * (epsilon, delta) either exactly or with the looser bound of Wang, Zhu and Wang (2024), Cor. E.2.
 *
 * <p>Subsampled Gaussians are not supported: their GDP description is only a central-limit
 * approximation, which can under-estimate epsilon.
 */
public final class GdpAccountant implements Accountant {

    /** mu grows with the square root of the count under repetition; mu^2 adds under composition. */
    private static final EventFold MU = new EventFold(GdpAccountant::leafMu,
            (m, count) -> m * Math.sqrt((double) count), m -> m * m, Math::sqrt);

    private final Accounting conversion;

    public GdpAccountant(Accounting conversion) {
        this.conversion = conversion;
    }

    @Override
    public String id() {
        return conversion == Accounting.TIGHT ? "gdp" : "gdp-paper";
    }

    /** Exactly the leaves {@link #leafMu} gives a mu: the list of what is priced is written once. */
    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        return leafMu(leaf) >= 0;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requirePositiveDelta(delta, "GDP accounting");
        double mu = mu(event);
        if (mu < 0) {
            throw new IllegalArgumentException("gdp accountant cannot price " + event);
        }
        if (mu == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        return conversion == Accounting.TIGHT ? Gdp.epsilon(mu, delta) : Gdp.epsilonPaper(mu, delta);
    }

    /** The mu of an event, or -1 when the event has no exact GDP description. */
    public static double mu(PrivacyEvent event) {
        return MU.of(event);
    }

    private static double leafMu(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Gaussian g) {
            return 1 / g.noiseMultiplier();
        }
        if (event instanceof PrivacyEvent.NoOp) {
            return 0;
        }
        if (event instanceof PrivacyEvent.NonPrivate) {
            return Double.POSITIVE_INFINITY;
        }
        return -1;
    }
}
