package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The most a multi-run audit can certify with a given number of runs (docs/auditing.md, "Threat models"): a perfect
 * attack detects every in run and alarms on no out run, and the pooled-tails bound of those counts at 95%
 * confidence is still finite, because Clopper-Pearson's upper bound on 0 alarms in N trials is about 3.7 / N. With
 * 1000 runs per world (100 choose the thresholds, 2 x 900 pooled trials) that is 6.19 at delta 1e-5, so a claimed
 * 10 cannot be certified above it however strong the attack; 5000 runs per world reach 7.86.
 */
class CertifiedCeilingTest {

    /** The pooled bound of a perfect attack on {@code runs} runs per world with the default selection share. */
    static double ceiling(int runs) {
        int selection = (int) Math.max(Math.round(runs * 0.02), Math.min(Math.round(runs * 0.1), 200));
        int trials = 2 * (runs - selection);
        return PooledTailBound.of(1, -1, trials, trials, 0, 1e-5, 0.05).epsilon();
    }

    @Test
    void aPerfectAttack_certifiesAtMostTheRunsCeiling() {
        assertEquals(4.58, ceiling(200), 0.005);
        assertEquals(6.19, ceiling(1000), 0.005);
        assertEquals(7.86, ceiling(5000), 0.005);
        // negative control: one false alarm more lowers the ceiling, and more runs raise it, monotonically
        int trials = 1800;
        assertTrue(PooledTailBound.of(1, -1, trials, trials, 1, 1e-5, 0.05).epsilon() < ceiling(1000));
        assertTrue(ceiling(2000) > ceiling(1000) && ceiling(2000) < ceiling(5000));
    }
}
