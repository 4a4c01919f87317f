package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.learners.Fit;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.NoiseMeter;
import privbench.testing.Reproducibility;

/**
 * The NegativeControl and Determinism groups (style guide B4) of a semi-private learner whose ledger names the sd of
 * every Gaussian draw it makes. They are one idea for all such learners: the draws, seen through a
 * {@link NoiseMeter}, agree with the ledger (the subclass's Privacy group calls {@link #assertDrawsMatchLedger()}),
 * noise halved below the meter is seen (the check has power), and the seed decides the model to the bit. A test
 * class names its learner, its data and its ledger; its Privacy and Utility groups stay its own.
 */
abstract class LedgerPricedLearnerTest {

    private final PrivateLearner learner;
    private final TrainingData data;

    /** The learner under test with the test class's fixed options, and the data every fit of the test runs on. */
    LedgerPricedLearnerTest(PrivateLearner learner, TrainingData data) {
        this.learner = learner;
        this.data = data;
    }

    /** The learner under test on the test class's fixed data. */
    final Fit fit(Budget budget, NoiseSource noise) {
        return learner.fit(data, budget, noise);
    }

    /** The sds the fit's ledger prices: one for every draw, or one per scale in increasing order. */
    abstract double[] ledgerSds(Fit f);

    /** The budget the meter checks run at. */
    Budget meteredBudget() {
        return new Budget(1, 1e-5);
    }

    /** The cell label of the determinism check's streams (the seed is what varies). */
    String cell() {
        return "c";
    }

    /** Every draw of a metered fit (stream seed 1) has the sd the ledger prices: NoiseMeter.Measurement#agrees. */
    void assertDrawsMatchLedger() {
        var m = NoiseMeter.measure(n -> fit(meteredBudget(), n), this::ledgerSds, 1);
        assertTrue(m.agrees(), m.toString());
    }

    @Nested
    class NegativeControl {

        @Test
        void noiseHalved_isCaughtByTheMeter() {
            var m = NoiseMeter.measure(n -> fit(meteredBudget(), n), LedgerPricedLearnerTest.this::ledgerSds, 0.5);
            assertFalse(m.agrees(), m.toString());
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_bitIdentical_anotherSeed_different() {
            Reproducibility.assertSeedDecides(seed -> fit(new Budget(1, 1e-5), SeededNoise.forCell(seed, cell())));
        }
    }
}
