package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.data.synthetic.ConcentricSpheres;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** The Smile references claim nothing, are seeded, and fit data no halfspace separates. */
class SmileReferencesTest {

    private static Dataset spheres(int n, long sample) {
        return new ConcentricSpheres().generate(n, 3, Map.of(), SeededNoise.ofSeed(1).structural("s"),
                SeededNoise.ofSeed(sample).structural("rows"));
    }

    @Test
    void kernelSvmAndMlp_claimNothing_areReproducible_andFitConcentricSpheres() {
        Dataset train = spheres(600, 2);
        Dataset test = spheres(1000, 3);
        for (Class<? extends privbench.learners.PrivateLearner> c : java.util.List.of(SmileKernelSvm.class,
                SmileMlp.class)) {
            var learner = LearnerSpec.of(c).create(Map.of());
            var a = learner.fit(TrainingData.privateOnly(train), Budget.pure(1), SeededNoise.forCell(1, "c"));
            var b = learner.fit(TrainingData.privateOnly(train), Budget.pure(1), SeededNoise.forCell(1, "c"));
            assertFalse(a.spent().isPrivate(), c.getSimpleName());
            assertArrayEquals(a.model().scores(test), b.model().scores(test), c.getSimpleName());
            double acc = Fixtures.accuracy(a.model(), test);
            assertTrue(acc > (c == SmileKernelSvm.class ? 0.95 : 0.7), c.getSimpleName() + " accuracy " + acc);
        }
    }
}
