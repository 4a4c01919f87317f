package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.canonical.Canonical;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** noisy-gd-full is dp-gd under BMS22's id with that baseline's defaults: one class, identical fits. */
class NoisyGdFullAliasTest {

    @Test
    void sameClass_otherDefaults_identicalFitsForIdenticalOptions() {
        LearnerSpec<?> alias = Learners.byId("noisy-gd-full").orElseThrow();
        LearnerSpec<?> base = Learners.byId("dp-gd").orElseThrow();
        assertSame(base.learnerClass(), alias.learnerClass());
        assertEquals("hinge", Canonical.text(alias.param("loss").defaultValue()));
        assertEquals("logistic", Canonical.text(base.param("loss").defaultValue()));
        var data = TrainingData.privateOnly(Fixtures.marginData(300, 20, 0.2, 1, 2));
        Map<String, Object> asAlias = Map.of("loss", "hinge", "hingeScale", 0.1, "lambda", 0.0, "estimator", "average");
        double[] a = ((LinearModel) alias.create(Map.of()).fit(data, new Budget(1, 1e-5), SeededNoise.ofSeed(1)).model())
                .weights();
        double[] b = ((LinearModel) base.create(asAlias).fit(data, new Budget(1, 1e-5), SeededNoise.ofSeed(1)).model())
                .weights();
        assertArrayEquals(a, b);
    }
}
