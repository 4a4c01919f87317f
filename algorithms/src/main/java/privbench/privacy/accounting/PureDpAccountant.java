package privbench.privacy.accounting;

import java.util.Map;
import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.Pricing;
import privbench.privacy.PrivacyEvent;

/**
 * Basic composition: epsilons add and deltas add. Prices mechanisms proved (epsilon, delta)-DP
 * directly (pure DP, Laplace, exponential mechanism, output and objective perturbation).
 */
public final class PureDpAccountant implements Accountant {

    @Override
    public String id() {
        return "pure";
    }

    /** Exactly the leaves {@link #basic} prices: the list of what is priced is written once. */
    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        return basic(leaf) != null;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requireDelta(delta);
        double[] p = totals(event);
        if (p[1] > delta * (1 + 1e-12)) {
            throw new IllegalArgumentException("the event spends delta " + p[1] + " > requested delta " + delta);
        }
        return p[0];
    }

    /** The price with the delta the event actually spends (0 for pure mechanisms), not the requested one. */
    @Override
    public Pricing price(PrivacyEvent event, double delta) {
        return new Pricing(epsilon(event, delta), totals(event)[1], id(), Map.of());
    }

    /** The guarantee with the delta the event actually spends (0 for pure mechanisms), not the requested one. */
    @Override
    public Guarantee guarantee(PrivacyEvent event, double delta, Neighbouring relation) {
        double[] p = totals(event);
        return new Guarantee(epsilon(event, delta), p[1], id(), relation, event, "");
    }

    /** (epsilon, delta) of the event under basic composition. */
    public static double[] totals(PrivacyEvent event) {
        double[] p = basic(event);
        if (p == null) {
            throw new IllegalArgumentException("pure accountant cannot price " + event);
        }
        return p;
    }

    private static double[] basic(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.PureDp p) {
            return new double[] {p.epsilon(), 0};
        }
        if (event instanceof PrivacyEvent.Laplace l) {
            return new double[] {1 / l.noiseMultiplier(), 0};
        }
        if (event instanceof PrivacyEvent.ApproxDp a) {
            return new double[] {a.epsilon(), a.delta()};
        }
        if (event instanceof PrivacyEvent.NoOp) {
            return new double[] {0, 0};
        }
        if (event instanceof PrivacyEvent.NonPrivate) {
            return new double[] {Double.POSITIVE_INFINITY, 0};
        }
        if (event instanceof PrivacyEvent.Repeated r) {
            double[] p = basic(r.event());
            return p == null ? null : new double[] {p[0] * r.count(), Math.min(1, p[1] * r.count())};
        }
        if (event instanceof PrivacyEvent.Composed c) {
            double e = 0;
            double d = 0;
            for (PrivacyEvent x : c.events()) {
                double[] p = basic(x);
                if (p == null) {
                    return null;
                }
                e += p[0];
                d += p[1];
            }
            return new double[] {e, Math.min(1, d)};
        }
        return null;
    }
}
