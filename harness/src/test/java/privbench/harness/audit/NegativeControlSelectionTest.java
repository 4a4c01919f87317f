package privbench.harness.audit;

import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.harness.testing.OverClaim;

/**
 * Negative controls of the exponential-mechanism selections over nets (em-nojl, nuz20-pure, priv-mrg), with
 * their family's attack ({@code selection-choice}: the pair and its probabilities are derived in
 * SelectionChoiceAttack). The control is the factor 2 dropped from the exponent (exp(epsilon u / Delta)
 * instead of exp(epsilon u / (2 Delta)), i.e. the mechanism calibrated for 2 epsilon: {@link OverClaim#factor});
 * these learners draw no Gaussian or Laplace noise, so "noise halved" has no meaning for them.
 *
 * <p>Calculation (pure DP, claim epsilon 1, 4 rows, 5000 runs per world of which 4500 evaluate the threshold):
 * the score is the side of the released candidate, so the test is the exact binomial on the chosen half. A
 * correct learner has P_in(S) = 0.269 against P_out(S) = 0.119 (ln ratio 0.81 < 1, and the Clopper-Pearson
 * bound sits below it). With the factor dropped, 0.119 against 0.018 (ln ratio 1.87): at the expected counts
 * (535 and 81 of 4500) the one-sided 97.5% bounds are 0.109 and 0.022, ln ratio 1.6 (sd of the log about
 * 0.12), so the bound clears 1 by about 5 sds. Nets of 256 directions (em-nojl, priv-mrg) keep a fit under a
 * millisecond; the net's size does not enter the calculation (each half holds about half of it). Measured
 * (runs seeded 31 and 32): correct 0.70, 0.71, 0.65; factor dropped 1.48, 1.60, 1.50 (em-nojl, nuz20-pure,
 * priv-mrg), one to three seconds per audit.
 */
class NegativeControlSelectionTest {

    private static final int RUNS = 5000;

    static Stream<Arguments> learners() {
        return Stream.of(Arguments.of("em-nojl", Map.of("netSize", 256)), Arguments.of("nuz20-pure", Map.of()),
                Arguments.of("priv-mrg", Map.of("netSize", 256)));
    }

    @ParameterizedTest
    @MethodSource("learners")
    void correct_staysBelow(String id, Map<String, Object> params) throws InterruptedException {
        clean(audit(id, null, params, 1, 0, RUNS, 4, RunNoise.seeded(31), l -> l));
    }

    @ParameterizedTest
    @MethodSource("learners")
    void factorTwoDropped_isCaught(String id, Map<String, Object> params) throws InterruptedException {
        caught(audit(id, null, params, 1, 0, RUNS, 4, RunNoise.seeded(32), l -> OverClaim.factor(l, 2)));
    }
}
