package privbench.privacy.accounting.pld;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.PrivacyEvent.Repeated;
import privbench.privacy.PrivacyEvent.SubsampledGaussian;

/**
 * The PLD accountant on thousands of compositions: values computed with dp_accounting's PLD in
 * accountant-vectors.md (D1 #14, D2 #15, D2 #17), quoted to 4-6 decimals. Same discretisation family
 * (connect the dots, grid 1e-4), different truncation details: agreement ~1e-5, ours never lower by more.
 */
class PldLongRunsTest {

    private static final PldAccountant PLD = new PldAccountant();

    private static PrivacyEvent sgm(double sigma, double q, long steps) {
        return new Repeated(new SubsampledGaussian(sigma, q), steps);
    }

    @Test
    void abadiSetting_vector14() {
        // sigma 4, q 0.01, T 10000 / 40000, delta 1e-5: PLD 0.9470 / 2.0334
        assertEquals(0.9470, PLD.epsilon(sgm(4, 0.01, 10_000), 1e-5), 1e-4);
        assertEquals(2.0334, PLD.epsilon(sgm(4, 0.01, 40_000), 1e-5), 1e-4);
    }

    @Test
    void opacusSetting_vector15() {
        // sigma 1.5, q 0.04, delta 1e-5: 6.7671 at T 2249, 6.7688 at T 2250
        assertEquals(6.7671, PLD.epsilon(sgm(1.5, 0.04, 2249), 1e-5), 1e-4);
        assertEquals(6.7688, PLD.epsilon(sgm(1.5, 0.04, 2250), 1e-5), 1e-4);
    }

    @Test
    void longRunsOfThePrvGrid_vector17() {
        // delta 1e-6: (0.8, 0.001, 20000) -> 1.286152, (2.0, 0.05, 50000) -> 45.225844
        assertEquals(1.286152, PLD.epsilon(sgm(0.8, 0.001, 20_000), 1e-6), 2e-5);
        assertEquals(45.225844, PLD.epsilon(sgm(2.0, 0.05, 50_000), 1e-6), 1e-3);
    }
}
