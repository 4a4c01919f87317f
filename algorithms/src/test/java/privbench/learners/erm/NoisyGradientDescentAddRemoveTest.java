package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.SeededNoise;

/**
 * dp-gd under add/remove: D and D plus one row are neighbours, so nothing but the clipped gradient sum (sensitivity
 * G) may tell them apart. A zero row adds nothing to that sum (its logistic gradient is l'(0) 0 = 0), so with the same
 * noise the releases on D and on D plus a zero row must be identical to the bit. Before the fix the step size, the
 * penalty shrink and the paper horizon used the private n, and these two releases differed by the noise's scale
 * (zero rows, n = 20 against 21, d = 2000, claimed epsilon 1: certified 2.68). The negative control is the
 * replace-one configuration, which may use n (both neighbours have it) and must show the difference.
 */
class NoisyGradientDescentAddRemoveTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(NoisyGradientDescent.class);
    private static final Budget BUDGET = new Budget(1, 1e-5);

    /** n random unit rows in d dimensions with random labels, then {@code zeros} zero rows. */
    private static Dataset rows(int n, int zeros, int d, long seed) {
        var rng = new SplittableRandom(seed);
        double[] x = new double[(n + zeros) * d];
        int[] labels = new int[n + zeros];
        for (int i = 0; i < n; i++) {
            double norm = 0;
            for (int j = 0; j < d; j++) {
                x[i * d + j] = rng.nextGaussian();
                norm += x[i * d + j] * x[i * d + j];
            }
            for (int j = 0; j < d; j++) {
                x[i * d + j] /= Math.sqrt(norm);
            }
            labels[i] = rng.nextInt(2);
        }
        return Dataset.labelled("rows", x, n + zeros, d, labels, List.of("a", "b"), 1.0);
    }

    private static Fit fit(Map<String, Object> params, Dataset data) {
        return SPEC.create(params).fit(TrainingData.privateOnly(data), BUDGET,
                SeededNoise.forCell(11, "dp-gd/add-remove"));
    }

    private static double[] weights(Fit f) {
        return ((LinearModel) f.model()).weights();
    }

    private static Map<String, Object> addRemove(String horizon) {
        Map<String, Object> p = new HashMap<>(Map.of("relation", "add-remove", "publicRows", 50, "iterations", 40,
                "horizon", horizon, "lambda", 0.01));
        return p;
    }

    @Test
    void aZeroRowChangesNothing_forEveryLossHorizonAndEstimator() {
        for (String loss : new String[] {"logistic", "hinge"}) {
            for (String horizon : new String[] {"fixed", "paper"}) {
                for (String estimator : new String[] {"last", "average"}) {
                    Map<String, Object> p = addRemove(horizon);
                    p.put("loss", loss);
                    p.put("estimator", estimator);
                    if (loss.equals("hinge")) {
                        // the hinge's subgradient at margin 0 is -1/c: a zero row adds -y/c x = 0 all the same
                        p.put("hingeScale", 0.5);
                    }
                    Fit on = fit(p, rows(20, 0, 30, 5));
                    Fit plusOne = fit(p, rows(20, 1, 30, 5));
                    assertArrayEquals(weights(on), weights(plusOne), 0.0, loss + "/" + horizon + "/" + estimator);
                    assertEquals(Neighbouring.ADD_REMOVE, on.spent().relation());
                    assertTrue(on.spent().caveat().contains("public row count N = 50"), on.spent().caveat());
                }
            }
        }
    }

    @Test
    void addRemoveWithoutAPublicRowCount_isRefusedWhenTheLearnerIsBound() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> SPEC.create(Map.of("relation", "add-remove")));
        assertTrue(e.getMessage().contains("publicRows"), e.getMessage());
    }

    @Test
    void theNewParameterAtItsDefault_leavesTheParamsColumnAsItWas() {
        String json = SPEC.canonicalJson(SPEC.bind(Map.of()));
        assertFalse(json.contains("publicRows"), json);
        assertTrue(SPEC.canonicalJson(SPEC.bind(addRemove("fixed"))).contains("\"publicRows\":50"));
    }

    @Test
    void negativeControl_replaceOneUsesN_soTheZeroRowShows() {
        Map<String, Object> p = new HashMap<>(Map.of("iterations", 40, "lambda", 0.01));
        double[] a = weights(fit(p, rows(20, 0, 30, 5)));
        double[] b = weights(fit(p, rows(20, 1, 30, 5)));
        assertFalse(Arrays.equals(a, b), "the check must see a schedule that reads n");
    }
}
