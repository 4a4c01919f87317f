package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;
import static privbench.harness.audit.NegativeControls.halved;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import privbench.harness.testing.OverClaim;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.learners.margin.JlNoisyGradientDescent;
import privbench.learners.margin.UnclippedMargin;
import privbench.learners.margin.UnprojectedNoisyGradientDescent;

/**
 * Negative controls of the margin family (ngd-noproj and wzw-jlgd-oracle: Wang, Zhu and Wang 2024, A_NGD and
 * A_JLGD, full-batch noisy gradient descent on the hinge l_{gamma/3}), with the gradient-wedge attack at the
 * settings of {@link NegativeControls} (epsilon 1, delta 0.05, 300 rows, 1500 runs per world).
 *
 * <p>Why these options. The table's default audit certifies 0 for these learners for two reasons, neither of
 * them the attack's statistic: (1) their default accounting is the paper's (Cor. E.2), whose mu at (1, 0.05)
 * is far below the exact GDP mu(1, 0.05) = 0.75, so the released model is much more private than claimed and
 * even halved noise stays below the claim (the audit measured mu = 0.22 with the paper's accounting); the
 * controls therefore use {@code accounting = tight} (exact GDP), where a correct learner sits at the claim's
 * mu. (2) T = min(n^2 mu^2, T_max) = 2000 steps at the defaults cost 2000 gradient passes per fit; T_max = 20
 * keeps a fit under a millisecond and the mechanism exactly mu-GDP (sigma is recomputed from T). With the
 * attack's two columns k_gamma >= d, so A_JLGD runs with Phi = I (spec-000 section 2.1): the oracle learner
 * is audited through the same gradient path as ngd-noproj (its projected branch draws a fresh Phi per run, so
 * the canary's projected direction is not fixed and the wedge does not apply).
 *
 * <p>Why the wedge sees the canary here: rows are divided by R = 100, the hinge's scale is c = gamma/3 = 0.033
 * and every canary's gradient is clipped to 1/c; the base rows (0.2 e) drive w.e to about c / 0.2 = 0.17 and
 * then stop, the canaries' margins -0.34 w.e +- 0.94 w.u stay below c while |w.u| < 0.1, and the sd of the
 * released w.u (in those units) is about sqrt(T) / (n mu) = 0.02: 5 sds, so the canaries push with the full
 * bound in every run the bound reads, and the measured Gaussian fit is mu = 0.744 of the claim's 0.75. The
 * certified bound of the correct learner is then 0.71 (seed 11); halving the noise doubles mu to 1.5 and the
 * factor 2 dropped calibrates for mu(2, 0.05) = 1.17, both far above the claim with 1350 evaluation runs per
 * world (the calculation of {@link NegativeControls}).
 *
 * <p>Clipping removed ({@link UnclippedMargin}: the package-private constructors, test code only). The wedge's
 * canaries have norm 4.6 R, so their unclipped hinge gradient is 4.6/c against the 1/c that Delta = 2/c charges:
 * each step moves w.u 4.6 times as far, until the in canary's margin reaches c (w.u about +0.07, the out canary's
 * at -0.07) and its gradient vanishes. The two worlds then sit several sds of w.u apart instead of mu = 0.75:
 * measured (runs seeded 24) a Gaussian fit of mu = 3.2 and a certified 5.13 for both learners (the most 1350
 * evaluation runs per world with no error can certify at delta 0.05), against the claim 1; the same learners
 * clipped certify 0.71 (seed 21, {@code correct_staysBelow}). Both take under a second of fits.
 */
class NegativeControlMarginTest {

    private static final Map<String, Object> FAST = Map.of("accounting", "tight", "maxIterations", 20);

    @ParameterizedTest
    @ValueSource(strings = {"ngd-noproj", "wzw-jlgd-oracle"})
    void correct_staysBelow(String id) throws InterruptedException {
        AuditResult r = audit(id, FAST, 1, 0.05, 1500, 300, RunNoise.seeded(21), l -> l);
        assertEquals("gradient-wedge", r.canary());
        clean(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ngd-noproj", "wzw-jlgd-oracle"})
    void noiseHalved_isCaught(String id) throws InterruptedException {
        caught(audit(id, FAST, 1, 0.05, 1500, 300, halved(22), l -> l));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ngd-noproj", "wzw-jlgd-oracle"})
    void factorTwoDropped_isCaught(String id) throws InterruptedException {
        caught(audit(id, FAST, 1, 0.05, 1500, 300, RunNoise.seeded(23), l -> OverClaim.factor(l, 2)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ngd-noproj", "wzw-jlgd-oracle"})
    void clippingRemoved_isCaught(String id) throws InterruptedException {
        Record opt = Learners.byId(id).orElseThrow().bind(FAST);
        caught(audit(id, FAST, 1, 0.05, 1500, 300, RunNoise.seeded(24), l -> unclipped(opt)));
    }

    private static PrivateLearner unclipped(Record opt) {
        return opt instanceof UnprojectedNoisyGradientDescent.Options o ? UnclippedMargin.ngdNoproj(o)
                : UnclippedMargin.jlgdOracle((JlNoisyGradientDescent.Options) opt);
    }
}
