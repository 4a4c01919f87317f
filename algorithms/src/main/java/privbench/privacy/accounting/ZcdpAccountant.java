package privbench.privacy.accounting;

import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;

/**
 * Prices events in zero-concentrated DP (Bun and Steinke 2016): a Gaussian with multiplier s is
 * 1/(2 s^2)-zCDP, an eps-DP mechanism (Laplace with multiplier b: eps = 1/b) is eps^2/2-zCDP, rho adds
 * under composition, and the total is converted by {@link Zcdp#epsilon}.
 *
 * <p>Subsampled Gaussians are refused: zCDP has no amplification by subsampling, so the honest zCDP price
 * of one would ignore the sampling; use the rdp, pld or prv accountant. Approximate (eps, delta) events
 * have no zCDP description.
 */
public final class ZcdpAccountant implements Accountant {

    /** rho adds under composition and multiplies by the count under repetition (Bun and Steinke 2016). */
    private static final EventFold RHO = new EventFold(ZcdpAccountant::leafRho, (rho, count) -> rho * count,
            rho -> rho, sum -> sum);

    @Override
    public String id() {
        return "zcdp";
    }

    /** Exactly the leaves {@link #leafRho} gives a rho: the list of what is priced is written once. */
    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        return leafRho(leaf) >= 0;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requireDelta(delta);
        double rho = rho(event);
        if (rho < 0) {
            throw new IllegalArgumentException("zcdp accountant cannot price " + event
                    + " (no subsampling amplification in zCDP and no (epsilon, delta) events; use rdp, pld or prv)");
        }
        return Zcdp.epsilon(rho, delta);
    }

    /** The total rho of an event, or -1 when it has no zCDP description here. */
    public static double rho(PrivacyEvent event) {
        return RHO.of(event);
    }

    private static double leafRho(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Gaussian g) {
            return Zcdp.rhoOfGaussian(g.noiseMultiplier());
        }
        if (event instanceof PrivacyEvent.Zcdp z) {
            return z.rho();
        }
        if (event instanceof PrivacyEvent.PureDp p) {
            return Zcdp.rhoOfPureDp(p.epsilon());
        }
        if (event instanceof PrivacyEvent.Laplace l) {
            return Zcdp.rhoOfPureDp(1 / l.noiseMultiplier());
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
