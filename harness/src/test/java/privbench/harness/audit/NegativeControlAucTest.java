package privbench.harness.audit;

import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import privbench.testing.ScaledNoise;

/**
 * Negative controls of the pairwise-AUC family (auc-output-perturbation, auc-objective-perturbation: Wang et
 * al. 2021, Lemma 1 and Algorithm 2), with the family's minimiser-shift attack at claim epsilon 1 (pure DP),
 * 100 rows (50 positives including the canary, 50 zero rows as negatives) and 100 runs per world.
 *
 * <p>The control is the classic AUC error: the sensitivity computed as if replacing an example changed one
 * pair, where it changes all m pairs it is in (m = n+ + n- = 100 as the paper prints it). Both learners' noise
 * scale is (sensitivity part) m / (n+ n-) times a constant, so the error is their noise scaled by 1/m
 * ({@link ScaledNoise}; for objective perturbation the Jacobian term and its extra ridge are left as
 * calibrated, so this is the sensitivity error alone). The attack's noiseless minimisers are 0.15 of the
 * charged sensitivity apart at these settings (measured: |theta_in - theta_out| = 11.8 against Delta = 77 at
 * 300 rows, the same ratio here), so with the noise scale Delta / (m epsilon) the shift is about 15 scale
 * units while the Gamma(2)-norm noise in two dimensions exceeds 7 units with probability below 1%: 90
 * error-free evaluation runs per world would certify ln(0.96 / 0.040) = 3.2; the threshold chosen on 10
 * selection runs leaves a few errors, and both controls certify 2.45 (measured, runs seeded 42). The correct
 * learners certify 0 (the statistic's mu is 0.06 at 2000 runs: the learners are loose, see below).
 *
 * <p>Noise halved is not a negative control here, because it is not a violation: for a logistic (monotone)
 * pairwise loss the gradient change of a replaced positive over its pairs is at most D_X B / 2 per pair
 * (both derivatives have the same sign, so ||a (x_in - x_j) - b (x_out - x_j)|| <= B max(||x_in - x_j||,
 * ||x_out - x_j||, ||x_in - x_out||) <= 2 R B = D_X B), half of Lemma 1's 2 D_X B, and it touches n- of the
 * n+ + n- pairs the printed bound charges. The learner's worst case is therefore at most Delta / 2 and its
 * realised epsilon at most epsilon / 2: with the noise halved it is still epsilon-DP, and no sound audit can
 * certify a bound above the claim.
 */
class NegativeControlAucTest {

    private static final int N = 100;
    private static final int RUNS = 100;
    /** m = n+ + n-: the pairs a replaced example is in, as Lemma 1 prints it. */
    private static final int PAIRS_PER_EXAMPLE = N;

    @ParameterizedTest
    @ValueSource(strings = {"auc-output-perturbation", "auc-objective-perturbation"})
    void correct_staysBelow(String id) throws InterruptedException {
        clean(audit(id, Map.of(), 1, 0, RUNS, N, RunNoise.seeded(41), l -> l));
    }

    @ParameterizedTest
    @ValueSource(strings = {"auc-output-perturbation", "auc-objective-perturbation"})
    void onePairSensitivity_isCaught(String id) throws InterruptedException {
        RunNoise seeded = RunNoise.seeded(42);
        RunNoise onePair = (world, run) -> new ScaledNoise(seeded.noise(world, run), 1.0 / PAIRS_PER_EXAMPLE);
        caught(audit(id, Map.of(), 1, 0, RUNS, N, onePair, l -> l));
    }
}
