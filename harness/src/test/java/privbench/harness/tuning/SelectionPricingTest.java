package privbench.harness.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.input.Location;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.AnalyticGaussian;
import privbench.privacy.accounting.Gdp;

class SelectionPricingTest {

    private static TuningSpec spec(TuningSpec.Distribution law, double eta, double mean) {
        return new TuningSpec(TuningSpec.RANDOM_STOPPING, law, eta, mean, 0.2, "accuracy", 0.2, List.of(),
                Location.of(java.nio.file.Path.of("t.yaml")));
    }

    /** A Gaussian learner calibrated like dp-gd: one Gaussian release at its budget (analytic Gaussian). */
    private static final Function<Budget, List<PrivacyEvent>> GAUSSIAN = b -> List.of(
            new PrivacyEvent.Gaussian(AnalyticGaussian.sigma(b.epsilon(), b.delta(), 1)));

    /** A pure learner: Laplace of scale 1 / epsilon. */
    private static final Function<Budget, List<PrivacyEvent>> LAPLACE = b -> List.of(
            new PrivacyEvent.Laplace(1 / b.epsilon()));

    @Test
    void theSelectionMeetsItsTargetAndUsesMostOfIt() {
        for (TuningSpec s : List.of(spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 10),
                spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 0, 30),
                spec(TuningSpec.Distribution.POISSON, 1, 10))) {
            for (double eps : new double[] {0.3, 1, 4}) {
                RunBudget b = SelectionPricing.solve(s, new Budget(eps, 1e-5), GAUSSIAN);
                assertTrue(b.epsilonSpent() <= eps, s + " at " + eps + ": " + b.epsilonSpent());
                assertTrue(b.epsilonSpent() >= 0.99 * eps, s + " at " + eps + ": " + b.epsilonSpent());
                // the runs are cheaper than the target: the search has a price
                assertTrue(b.model().epsilon() < 0.8 * eps, "run epsilon " + b.model().epsilon() + " at " + eps);
            }
        }
    }

    /** Negative control: runs at the full target (the per-run budget not reduced) overspend, and are caught. */
    @Test
    void runsAtTheFullTargetOverspend() {
        TuningSpec s = spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 10);
        for (double eps : new double[] {0.3, 1, 4}) {
            RunBudget full = SelectionPricing.price(s, eps, 1e-5, GAUSSIAN);
            assertTrue(full.epsilonSpent() > 1.5 * eps, "at " + eps + ": " + full.epsilonSpent());
        }
    }

    /** At delta = 0 the score is Laplace and the price is the pure corollary: (2 + eta) x the run's epsilon. */
    @Test
    void pureTargetsUseThePureCorollary() {
        TuningSpec s = spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 10);
        RunBudget b = SelectionPricing.solve(s, new Budget(1, 0), LAPLACE);
        assertTrue(b.laplaceScore());
        double run = b.model().epsilon() + 1 / b.scoreScale();
        assertEquals(3 * run, b.epsilonSpent(), 1e-9);
        assertTrue(b.epsilonSpent() <= 1 && b.epsilonSpent() > 0.99);
        // a Poisson count has no pure bound
        assertThrows(IllegalArgumentException.class, () -> SelectionPricing.solve(
                spec(TuningSpec.Distribution.POISSON, 1, 10), new Budget(1, 0), LAPLACE));
    }

    /** A learner whose runs are approximate (epsilon, delta) steps without an RDP curve is refused, saying why. */
    @Test
    void approximateRunsAreRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> SelectionPricing.solve(
                spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 10), new Budget(1, 1e-5),
                b -> List.of(new PrivacyEvent.ApproxDp(b.epsilon(), b.delta()))));
        assertTrue(e.getMessage().contains("no RDP curve"), e.getMessage());
    }

    /** The GDP cross-check: for one Gaussian run the RDP price of K = 1 is not below the exact GDP epsilon. */
    @Test
    void theRdpPriceIsNotBelowTheExactPriceOfOneRun() {
        double sigma = AnalyticGaussian.sigma(0.5, 1e-5, 1);
        TuningSpec s = spec(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL, 1, 1.0001);
        RunBudget b = SelectionPricing.price(s, 0.5, 1e-5, x -> List.of(new PrivacyEvent.Gaussian(sigma)));
        double exactOneRun = Gdp.epsilon(1 / sigma, 1e-5);
        assertTrue(b.epsilonSpent() >= exactOneRun, b.epsilonSpent() + " < " + exactOneRun);
    }
}
