package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.data.synthetic.LowRankSignal;
import privbench.learners.Fit;
import privbench.learners.semiprivate.sgd.TheoryLoss;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.SeededNoise;

class PillarTheoryTest extends LedgerPricedLearnerTest {

    private static Dataset binary(int n, long seed) {
        return new LowRankSignal().generate(n, 30, Map.of("classes", 2.0, "rank", 3.0, "noise", 0.05, "normalize", 1.0),
                SeededNoise.ofSeed(1).structural("structure"), SeededNoise.ofSeed(seed).structural("rows"));
    }

    private static final Dataset PUBLIC = binary(200, 701);
    private static final Dataset PRIVATE = binary(300, 702);
    private static final PillarTheory.Options OPTIONS = new PillarTheory.Options(3, TheoryLoss.HINGE, 0.1, 0.0, 0.05,
            2.0, 20_000L);

    PillarTheoryTest() {
        super(new PillarTheory(OPTIONS), SemiPrivateData.training(PillarTheory.class, PRIVATE, PUBLIC));
    }

    /** Every noisy step of every run adds N(0, sigma^2) per coordinate, sigma the BST14 scale of the ledger. */
    @Override
    double[] ledgerSds(Fit f) {
        return new double[] {f.diagnostics().get("sigma")};
    }

    @Override
    Budget meteredBudget() {
        return new Budget(2, 1e-5);
    }

    @Nested
    class Privacy {

        /** spec-003 section 5 item 9: R runs at epsilon/(2R) plus the selection at epsilon/2 make epsilon. */
        @Test
        void ledger_runsAndSelection_addUpToTheBudget_underReplaceOne() {
            Budget budget = new Budget(2, 1e-5);
            Fit f = fit(budget, SeededNoise.ofSeed(1));
            int runs = (int) Math.ceil(Math.log(1 / 0.05));
            assertEquals(3, runs);
            assertEquals(runs, f.diagnostics().get("runs"));
            assertEquals(2.0 / (2 * runs), f.diagnostics().get("run_epsilon"), 1e-15);
            assertEquals(1.0, f.diagnostics().get("selection_epsilon"), 0.0);
            assertEquals(2.0, f.spent().epsilon(), 1e-12);
            assertEquals(1e-5, f.spent().delta(), 1e-18);
            assertEquals("pure", f.spent().accountant());
            assertEquals(Neighbouring.REPLACE_ONE, f.spent().relation());
            var event = (PrivacyEvent.Composed) f.spent().event();
            assertEquals(new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(2.0 / 6, 1e-5 / 3), 3), event.events().get(0));
            // BST14: sigma^2 = 32 L^2 n^2 ln(n/delta) ln(1/delta) / eps^2, L = 1/zeta = 1/0.09
            double l = 1 / 0.09;
            double expected = Math.sqrt(32 * l * l * 300.0 * 300 * Math.log(300 / (1e-5 / 3)) * Math.log(3 / 1e-5)) / (2.0 / 6);
            assertEquals(expected, f.diagnostics().get("sigma"), 1e-9 * expected);
        }

        @Test
        void lossConstants_matchTableOne() {
            assertEquals(1.4427, TheoryLoss.CROSS_ENTROPY.range(0.5), 1e-4);
            assertEquals(1 / Math.log(2), TheoryLoss.CROSS_ENTROPY.lipschitz(0.5), 1e-15);
            assertEquals(1 + 1 / 0.09, TheoryLoss.HINGE.range(0.09), 1e-12);
        }

        @Test
        void drawnNoise_hasTheLedgersScale() {
            assertDrawsMatchLedger();
        }

        @Test
        void multiclass_isRefused() {
            Dataset three = new LowRankSignal().generate(100, 30, Map.of("classes", 3.0), SeededNoise.ofSeed(1)
                    .structural("s"), SeededNoise.ofSeed(2).structural("r"));
            var e = assertThrows(IllegalArgumentException.class, () -> new PillarTheory(OPTIONS).fit(
                    SemiPrivateData.training(PillarTheory.class, three, PUBLIC), new Budget(1, 1e-5), SeededNoise.ofSeed(1)));
            assertTrue(e.getMessage().contains("binary"), e.getMessage());
        }
    }

    @Nested
    class Utility {

        @Test
        void nonPrivateRun_learnsTheSeparableTask() {
            Fit f = fit(new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(1));
            // two well-separated classes in a rank-3 signal: a noise-free hinge fit should be far above chance
            // (5 sd of a binomial on 300 rows is 0.14 around 0.5)
            assertTrue(SemiPrivateData.accuracy(f.model(), binary(300, 703)) > 0.75);
            assertEquals(List.of("0", "1"), PRIVATE.classNames());
        }
    }
}
