package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.linalg.StandardNormal;
import privbench.privacy.Accountant;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;

/**
 * The attack-terms columns ({@link MembershipTradeOff}): for every accountant and a spread of events, the TPR at
 * FPR 0.01 and 0.001 lies in [FPR, min(1, e^epsilon FPR + delta)] for the spent (epsilon, delta); where the guarantee
 * is mu-GDP it is the closed form Phi(Phi^-1(FPR) + mu) to 1e-9; and the (epsilon, delta) bound is the trade-off
 * region's corner, checked against its two lines by hand.
 */
class MembershipTradeOffTest {

    private static final double[] FPRS = {0.01, 0.001};

    private static List<PrivacyEvent> events() {
        List<PrivacyEvent> out = new ArrayList<>();
        for (double s : new double[] {0.5, 1, 3, 10}) {
            out.add(new PrivacyEvent.Gaussian(s));
            out.add(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(s), 50));
            out.add(new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(s, 0.01), 1000));
        }
        for (double e : new double[] {0.1, 1, 4}) {
            out.add(new PrivacyEvent.PureDp(e));
            out.add(new PrivacyEvent.Composed(List.of(new PrivacyEvent.PureDp(e), new PrivacyEvent.Gaussian(2))));
        }
        return out;
    }

    @Test
    void everyAccountantsGuarantee_allowsATprBetweenFprAndTheEpsilonDeltaBound() {
        int checked = 0;
        int gdp = 0;
        for (Accountant a : Accountants.ALL) {
            for (PrivacyEvent event : events()) {
                if (!a.supports(event)) {
                    continue;
                }
                Guarantee g;
                try {
                    g = a.guarantee(event, 1e-5, Neighbouring.ADD_REMOVE);
                } catch (IllegalArgumentException e) {
                    continue;   // an event this accountant refuses at this delta
                }
                for (double fpr : FPRS) {
                    double tpr = MembershipTradeOff.tprAt(g, fpr);
                    double bound = Math.min(1, Math.exp(g.epsilon()) * fpr + g.delta());
                    assertTrue(tpr >= fpr && tpr <= bound * (1 + 1e-12), a.id() + " " + event + " at FPR " + fpr
                            + ": TPR " + tpr + " outside [" + fpr + ", " + bound + "] for epsilon " + g.epsilon());
                    if (MembershipTradeOff.mu(g).isPresent()) {
                        double mu = MembershipTradeOff.mu(g).getAsDouble();
                        assertEquals(StandardNormal.cdf(StandardNormal.quantile(fpr) + mu), tpr, 1e-9);
                        gdp++;
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 60 && gdp > 10, checked + " checked, " + gdp + " mu-GDP");
    }

    @Test
    void muGdp_isTheGaussianTradeOff_andComposesLikeSqrtT() {
        Guarantee g = Accountants.GDP.guarantee(new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(10), 100), 1e-5,
                Neighbouring.REPLACE_ONE);
        assertEquals(1.0, MembershipTradeOff.mu(g).getAsDouble(), 1e-12);
        // mu = 1: TPR(0.01) = Phi(-2.3263 + 1) = 0.0924 (the textbook value)
        assertEquals(StandardNormal.cdf(StandardNormal.quantile(0.01) + 1), MembershipTradeOff.tprAt(g, 0.01), 1e-15);
        assertEquals(0.09236, MembershipTradeOff.tprAt(g, 0.01), 5e-5);
        // an RDP guarantee of the same event has no mu: its TPR comes from (epsilon, delta) and is larger
        Guarantee rdp = Accountants.RDP.guarantee(g.event(), 1e-5, Neighbouring.REPLACE_ONE);
        assertTrue(MembershipTradeOff.mu(rdp).isEmpty());
        assertTrue(MembershipTradeOff.tprAt(rdp, 0.01) > MembershipTradeOff.tprAt(g, 0.01));
    }

    @Test
    void theEpsilonDeltaBound_isTheRegionsCorner_andNoGuaranteeAllowsEverything() {
        // small FPR: the line e^eps a + delta binds; large FPR: the symmetric line 1 - e^-eps (1 - delta - a)
        assertEquals(Math.exp(1) * 0.01 + 1e-5, MembershipTradeOff.epsilonDeltaBound(1, 1e-5, 0.01), 1e-15);
        assertEquals(1 - Math.exp(-1) * (1 - 1e-5 - 0.5), MembershipTradeOff.epsilonDeltaBound(1, 1e-5, 0.5), 1e-15);
        assertEquals(0.01, MembershipTradeOff.epsilonDeltaBound(0, 0, 0.01), 1e-15);
        assertEquals(1 - Math.exp(-20) * 0.99, MembershipTradeOff.epsilonDeltaBound(20, 0, 0.01), 1e-15);
        assertEquals(1.0, MembershipTradeOff.epsilonDeltaBound(1, 0.999, 0.01));
        assertEquals(1.0, MembershipTradeOff.tprAt(Guarantee.nonPrivate(), 0.001));
        assertTrue(MembershipTradeOff.mu(Guarantee.nonPrivate()).isEmpty());
    }
}
