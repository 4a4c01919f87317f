package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * DP-SGD's q = B/n caveat, shown and removed. The Poisson learners' faithful mode (sampling: poisson, Opacus's)
 * takes q = min(1, B/n) and the divisor min(B, n) from the private row count n and prices the run under add/remove
 * as if n were public; the cells say so ("q = B/n treats the private row count n as public (as Opacus)"). Under
 * add/remove the neighbours' row counts differ, so the world with the extra row samples every other row at
 * B/(n+1) instead of B/n: the expected sum of the others' clipped gradients moves by about (their sum)/(n+1),
 * up to one more clip bound C along their mean direction, and their sampling adds variance; when that direction
 * is not orthogonal to the statistic's, the worlds are further apart than the accountant's C.
 *
 * <p>The pair (found by the audit4 helper): jl-dpsgd at the one-step settings of {@link NegativeControlDpSgdTest}
 * (T = 1, B = n = 300: q = 1 against 300/301; zero initial weights; claim 0.993 at delta 0.05, PRV), the
 * gradient-wedge worlds (Nasr et al. 2021 and 2023), with the JL matrix R held fixed ({@link FixedStructure}):
 * R e . R u is then a fixed non-zero number, so the base rows' gradients (along R e) reach the statistic (along
 * R u). In the world with the canary the base rows push (W_1 - W_0) along R e by about one clip bound less, which
 * adds to the canary's push on w.u when cos(R e, R u) < 0: structure seed 30 gives -0.77 (the most negative of
 * seeds 1-60; seed 7, at -0.19, certified 0.89 with a Gaussian fit of mu 0.85, above the claim's 0.75 but not
 * certified). Measured at seed 30 (runs seeded 101): certified 1.81 against the claim 0.993, Gaussian fit mu 1.28.
 * This is the faithful mode used beyond its caveat, not a bug in it (it reproduces
 * Opacus): {@code faithful_exceedsItsClaim_beyondTheCaveat} asserts that the audit certifies more than the claim.
 *
 * <p>{@code sampling: poisson-replace-one} runs the same batches and prices them under replace-one, where both
 * neighbours have n rows and q is the same (group privacy of two add/remove steps at that fixed q; see
 * {@code Sampling.POISSON_REPLACE_ONE}). The audit reads the relation from the guarantee, so it builds the
 * replace-one wedge pair (300 rows in both worlds, the canaries -e sin b +- u cos b), and must certify no more
 * than the claim: {@code replaceOne_staysBelowItsClaim}. Measured (runs seeded 102): certified 0.54 against the
 * claim 0.988 (replace-one), Gaussian fit mu 0.62 against the 0.75 of a claim met exactly: group privacy is not
 * far from tight here. Slow: 3000 fits an audit, the PRV calibration of every fit dominating (about 40 ms each):
 * {@code @Tag("slow")}, 2 to 3 minutes an audit on two loaded cores.
 */
@Tag("slow")
class NegativeControlPublicRateTest {

    private static final int RUNS = 1500;
    private static final long STRUCTURE_SEED = 30;

    @Test
    void faithful_exceedsItsClaim_beyondTheCaveat() throws InterruptedException {
        AuditResult r = audit("jl-dpsgd", "gradient-wedge", Map.of("steps", 1, "batchSize", 300, "init", "zero"), 1,
                0.05, RUNS, 300, FixedStructure.of(RunNoise.seeded(101), STRUCTURE_SEED), l -> l);
        assertEquals("add-remove", r.relation());
        caught(r);
    }

    @Test
    void replaceOne_staysBelowItsClaim() throws InterruptedException {
        AuditResult r = audit("jl-dpsgd", "gradient-wedge", Map.of("steps", 1, "batchSize", 300, "init", "zero",
                "sampling", "poisson-replace-one"), 1, 0.05, RUNS, 300,
                FixedStructure.of(RunNoise.seeded(102), STRUCTURE_SEED), l -> l);
        assertEquals("replace-one", r.relation());
        clean(r);
    }
}
