package privbench.harness.tuning;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import privbench.harness.experiment.TuningSpec;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.accounting.rdp.RandomStoppingRdp;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpConversion;
import privbench.privacy.accounting.rdp.RdpOrders;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * Finds the per-run budget of a private selection: the largest t such that candidates trained at
 * (1 - s) t and scored at s t (s the score share) make the whole selection meet the target.
 *
 * <p>A run is the candidate's fit composed with its noisy score (Gaussian at delta > 0, calibrated by the analytic
 * Gaussian to (s t, delta); Laplace of scale 1 / (s t) at delta = 0): a count of correct validation rows, which one
 * row changes by at most 1 under every relation privbench runs. The score is composed with the fit rather than
 * counted in parallel with it, since a positional hold-out is not a function of each row alone under add/remove.
 * The selection is priced in RDP on privbench's default grid plus order infinity (Papernot and Steinke 2022,
 * Thm 2 for TNB, Thm 6 for Poisson, over the pointwise maximum of the candidates' curves) and converted at the
 * target delta (Balle et al. 2020). A learner whose event has no RDP curve (an approximate (epsilon, delta) step)
 * is refused: no bound here covers it.
 */
public final class SelectionPricing {

    /** The accountant id recorded for a tuned selection. */
    public static final String ACCOUNTANT = "rdp-random-stopping";

    private static final double[] ORDERS = withInfinity(RdpOrders.DEFAULT.orders());
    private static final RdpAccountant RDP = new RdpAccountant(ORDERS, RdpConversion.BALLE_2020,
            FractionalSeries.EXACT);
    /** The search: t in [target / 64, target], to a relative 1e-3 in t (log bisection, 13 steps). */
    private static final double LOWEST = 1.0 / 64;

    private SelectionPricing() {
    }

    /**
     * The per-run budget for a target.
     *
     * @param events the candidates' events at a model budget (fits on public stand-in rows); an
     *               IllegalArgumentException means the learners cannot run at that budget
     * @throws IllegalArgumentException when no per-run budget meets the target, saying why
     */
    public static RunBudget solve(TuningSpec spec, Budget target, Function<Budget, List<PrivacyEvent>> events) {
        double eps = target.epsilon();
        double delta = target.delta();
        // below: runs too cheap for the learner to calibrate (refused), then runs that fit, then runs that overspend
        Attempt high = attempt(spec, eps, delta, events);
        if (high.budget != null && high.budget.epsilonSpent() <= eps) {
            return high.budget;
        }
        if (high.budget == null) {
            throw new IllegalArgumentException("no per-run budget meets epsilon " + eps + " at delta " + delta
                    + ": the learner refuses even runs at epsilon " + eps + " (" + high.refusal + ")");
        }
        double lo = eps * LOWEST;
        Attempt low = attempt(spec, lo, delta, events);
        if (low.budget != null && low.budget.epsilonSpent() > eps) {
            throw new IllegalArgumentException("no per-run budget meets epsilon " + eps + " at delta " + delta
                    + ": even runs at epsilon " + lo + " make the selection spend " + low.budget.epsilonSpent()
                    + " (lower the tuning mean or raise the target)");
        }
        RunBudget best = low.budget;
        String refusal = low.refusal;
        double hi = eps;
        while (hi / lo > 1 + 1e-3) {
            double t = Math.sqrt(lo * hi);
            Attempt at = attempt(spec, t, delta, events);
            if (at.budget != null && at.budget.epsilonSpent() > eps) {
                hi = t;
            } else {
                lo = t;
                if (at.budget != null) {
                    best = at.budget;
                } else {
                    refusal = at.refusal;
                }
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("no per-run budget meets epsilon " + eps + " at delta " + delta
                    + ": the learner refuses every run budget small enough (" + refusal + ")");
        }
        return best;
    }

    /** A priced run budget, or the learner's refusal of it. */
    private record Attempt(RunBudget budget, String refusal) {
    }

    private static Attempt attempt(TuningSpec spec, double t, double delta, Function<Budget, List<PrivacyEvent>> events) {
        try {
            return new Attempt(price(spec, t, delta, events), null);
        } catch (NoRdpCurve e) {
            throw e;
        } catch (IllegalArgumentException e) {
            return new Attempt(null, e.getMessage());
        }
    }

    /** A learner whose runs cannot be priced in RDP: refused whatever the budget. */
    static final class NoRdpCurve extends IllegalArgumentException {
        NoRdpCurve(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** The run budget at per-run t and what the selection spends with it. */
    static RunBudget price(TuningSpec spec, double t, double delta, Function<Budget, List<PrivacyEvent>> events) {
        double share = spec.scoreShare();
        Budget model = new Budget((1 - share) * t, delta);
        List<PrivacyEvent> fits = events.apply(model);
        boolean laplace = delta == 0;
        double scale = laplace ? 1 / (share * t) : AnalyticGaussian.sigma(share * t, delta, 1);
        PrivacyEvent score = laplace ? new PrivacyEvent.Laplace(scale) : new PrivacyEvent.Gaussian(scale);
        double[] run = new double[ORDERS.length];
        for (PrivacyEvent fit : fits) {
            double[] curve;
            try {
                curve = RDP.rdp(new PrivacyEvent.Composed(List.of(fit, score)));
            } catch (IllegalArgumentException e) {
                throw new NoRdpCurve("its runs spend " + fit + ", which has no RDP curve: random "
                        + "stopping over approximate (epsilon, delta) runs has no bound here (Papernot and Steinke "
                        + "price RDP runs)", e);
            }
            for (int i = 0; i < run.length; i++) {
                run[i] = Math.max(run[i], curve[i]);
            }
        }
        double[] selection = spec.distribution() == TuningSpec.Distribution.POISSON
                ? RandomStoppingRdp.poisson(ORDERS, run, spec.mean(), RdpConversion.BALLE_2020)
                : RandomStoppingRdp.truncatedNegativeBinomial(ORDERS, run, spec.eta(), spec.runCount().r(),
                        spec.runCount().mean());
        // at delta = 0 only order infinity certifies: the pure-DP reading, (2 + eta) x the run's epsilon for TNB
        double spent = delta == 0 ? selection[ORDERS.length - 1]
                : RdpConversion.BALLE_2020.epsilon(ORDERS, selection, delta).epsilon();
        return new RunBudget(model, scale, laplace, fits, spent, delta, ACCOUNTANT);
    }

    private static double[] withInfinity(double[] orders) {
        double[] out = Arrays.copyOf(orders, orders.length + 1);
        out[orders.length] = Double.POSITIVE_INFINITY;
        return out;
    }
}
