package privbench.harness.audit.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.testing.ZeroNoise;

/**
 * The wedge realises the sensitivity dp-gd charges: with the noise switched off ({@link ZeroNoise}), both
 * canaries' clipped gradients are the full bound R = 1 at every step, so the released w.u of the two worlds
 * differ by exactly 2 R cos(beta) eta sum_t (1 - eta n lambda)^t, i.e. cos(beta) = 0.955 of the charged
 * sensitivity 2R carried through the same steps. Any step in which a canary went inactive would show here.
 */
class GradientWedgeAttackTest {

    @Test
    void noiselessWorlds_differByCosBetaOfTheChargedSensitivity() {
        LearnerSpec<?> spec = Learners.byId("dp-gd").orElseThrow();
        Record options = spec.bind(Map.of("iterations", 50));
        PrivateLearner learner = spec.create(options);
        int n = 300;
        AttackContext c = new AttackContext(spec, learner, Neighbouring.REPLACE_ONE, n, 2, 1,
                Dataset.empty("p", 2, Rows.CLASSES));
        Worlds w = new GradientWedgeAttack().worlds(c);
        Budget budget = new Budget(1, 1e-5);
        double in = w.score().applyAsDouble(learner.fit(TrainingData.privateOnly(w.in()), budget, new ZeroNoise(1))
                .model());
        double out = w.score().applyAsDouble(learner.fit(TrainingData.privateOnly(w.out()), budget, new ZeroNoise(2))
                .model());
        // dp-gd's logistic step: eta = 1 / (n (R^2 / 4 + lambda)), shrink 1 - eta n lambda, lambda = 1e-3, with R
        // the rows' declared bound, which is also the clip on each gradient (the sensitivity is 2R)
        double lambda = 1e-3;
        double r = GradientWedgeAttack.DECLARED_BOUND;
        double eta = 1 / (n * (r * r / 4 + lambda));
        double shrink = 1 - eta * n * lambda;
        double sum = 0;
        for (int t = 0; t < 50; t++) {
            sum += Math.pow(shrink, t);
        }
        double charged = 2 * r * eta * sum;
        assertEquals(Math.cos(GradientWedgeAttack.BETA), (in - out) / charged, 1e-9);
    }
}
