package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;

class PureDpAccountantTest {

    private static final PureDpAccountant PURE = new PureDpAccountant();

    @Test
    void basicComposition_addsEpsilonsAndDeltas() {
        PrivacyEvent e = new PrivacyEvent.Composed(List.of(
                new PrivacyEvent.PureDp(0.5),
                new PrivacyEvent.Repeated(new PrivacyEvent.Laplace(4), 8),      // 8 x 0.25
                new PrivacyEvent.ApproxDp(1, 1e-6),
                new PrivacyEvent.NoOp()));
        assertArrayEquals(new double[] {3.5, 1e-6}, PureDpAccountant.totals(e), 1e-15);
        assertEquals(3.5, PURE.epsilon(e, 1e-5), 1e-15);
    }

    @Test
    void guarantee_recordsTheDeltaSpent_notTheDeltaAsked() {
        Guarantee g = PURE.guarantee(new PrivacyEvent.PureDp(1), 1e-5, Neighbouring.REPLACE_ONE);
        assertEquals(0, g.delta());
        assertEquals("pure", g.accountant());
        Guarantee a = PURE.guarantee(new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(1, 1e-7), 3), 1e-5,
                Neighbouring.ADD_REMOVE);
        assertEquals(3e-7, a.delta(), 1e-20);
    }

    @Test
    void eventSpendingMoreDeltaThanAsked_isRefused() {
        PrivacyEvent e = new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(1, 1e-5), 3);
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> PURE.epsilon(e, 1e-5));
        assertTrue(ex.getMessage().contains("delta"));
        assertThrows(IllegalArgumentException.class, () -> PURE.epsilon(new PrivacyEvent.PureDp(1), -1));
    }

    @Test
    void gaussianEvents_areNotPriced() {
        assertFalse(PURE.supports(new PrivacyEvent.Gaussian(1)));
        assertThrows(IllegalArgumentException.class, () -> PURE.epsilon(new PrivacyEvent.Gaussian(1), 1e-5));
        assertEquals(Double.POSITIVE_INFINITY, PURE.epsilon(new PrivacyEvent.NonPrivate(), 0));
    }
}
