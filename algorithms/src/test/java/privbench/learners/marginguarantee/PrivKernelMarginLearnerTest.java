package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.data.synthetic.ConcentricSpheres;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;

class PrivKernelMarginLearnerTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(PrivKernelMarginLearner.class);

    static Dataset spheres(int n, int d, long sample) {
        return new ConcentricSpheres().generate(n, d, Map.of(), SeededNoise.ofSeed(1).structural("s"),
                SeededNoise.ofSeed(sample).structural("rows"));
    }

    @Nested
    class Privacy {

        @Test
        void theoryD_isTheSpecsFormula_andACapIsLabelled() {
            // the spec's "m = 100 gives 8.3e4": ceil(100^2 ln(4000)) = 82941
            assertEquals(82_941, PrivKernelMarginLearner.theoryFeatures(100, 0.05));
            Fit f = SPEC.create(Map.of("features", 128)).fit(TrainingData.privateOnly(spheres(300, 3, 2)),
                    new Budget(1, 1e-4), SeededNoise.ofSeed(1));
            assertTrue(f.spent().caveat().contains("practical variant"), f.spent().caveat());
            assertTrue(f.spent().epsilon() <= 1);
            assertEquals(256, f.diagnostics().get("features"));
        }

        @Test
        void preconditions_areEnforced_rhoUpTo2LambdaR() {
            var data = TrainingData.privateOnly(spheres(200, 3, 2));
            assertThrows(IllegalArgumentException.class, () -> SPEC.create(Map.of("features", 16)).fit(data,
                    new Budget(1, 1e-2), SeededNoise.ofSeed(1)));
            assertThrows(IllegalArgumentException.class, () -> SPEC.create(Map.of("features", 16, "rho", 2.5)).fit(data,
                    new Budget(1, 1e-4), SeededNoise.ofSeed(1)));
            SPEC.create(Map.of("features", 16, "rho", 1.5)).fit(data, new Budget(1, 1e-4), SeededNoise.ofSeed(1));
        }

        @Test
        void theReleaseOnNeighbours_sharesTheMapAndDiffersOnlyThroughTheNoisySolver() {
            // with privacy noise removed from the solver (scaled by 0), neighbours give different models: the only
            // data access is the DP solver, so the same seed with noise gives models that differ by noise-sized
            // amounts, while the feature map (FeatureMapTest) is shared
            Dataset s = spheres(100, 3, 2);
            Dataset t = Neighbours.replaced(s, 0, new double[] {0.9, 0, 0}, 1 - s.label(0));
            var learner = SPEC.create(Map.of("features", 64, "projection", 16));
            var a = (KernelMarginModel) learner.fit(TrainingData.privateOnly(s), new Budget(1, 1e-4),
                    SeededNoise.ofSeed(5)).model();
            var b = (KernelMarginModel) learner.fit(TrainingData.privateOnly(t), new Budget(1, 1e-4),
                    SeededNoise.ofSeed(5)).model();
            assertArrayEquals(((FeatureMap.FourierFeatures) a.map()).omega(), ((FeatureMap.FourierFeatures) b.map()).omega());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void gdpAudit_passesWithTheNoise_andCatchesItScaledDown() {
            // canary neighbours: row 0 is (-0.9 e_1, +1) on S and (0.9 e_1, +1) on S'; statistic h(x_c) at the
            // canary; tight gdp accounting at mu = 0.5; 20 thresholds, 95% Clopper-Pearson (GdpAudit)
            double[][] ok = canarySamples(3000, 1.0);
            assertTrue(privbench.testing.GdpAudit.audit(ok[0], ok[1], 0.5, 1e-3, 20, 0.05).consistent());
            double[][] x = canarySamples(3000, 0.2);
            assertFalse(privbench.testing.GdpAudit.audit(x[0], x[1], 0.5, 1e-3, 20, 0.05).consistent());
        }
    }

    private static double[][] canarySamples(int runs, double noiseFactor) {
        Dataset base = spheres(20, 2, 2);
        Dataset s = Neighbours.replaced(base, 0, new double[] {-0.9, 0}, 1);
        Dataset t = Neighbours.replaced(base, 0, new double[] {0.9, 0}, 1);
        // the pair (x_c, x_0): the statistic h(x_c) - h(x_0) = <w, psi(x_c) - psi(x_0)> is along the difference
        Dataset canary = Dataset.labelled("canary", new double[] {0.9, 0, -0.9, 0}, 2, 2, new int[] {1, 1},
                base.classNames(), base.normBound());
        double delta = 1e-3;
        Budget budget = new Budget(privbench.privacy.accounting.Gdp.epsilon(0.5, delta), delta);
        var learner = SPEC.create(Map.of("features", 8, "projection", 16, "accounting", "gdp", "rho", 1.0,
                "maxIterations", 50));
        double[][] out = new double[2][runs];
        for (int r = 0; r < runs; r++) {
            double[] a = learner.fit(TrainingData.privateOnly(t), budget,
                    new ScaledNoise(SeededNoise.ofSeed(2L * r), noiseFactor)).model().scores(canary);
            double[] b = learner.fit(TrainingData.privateOnly(s), budget,
                    new ScaledNoise(SeededNoise.ofSeed(2L * r + 1), noiseFactor)).model().scores(canary);
            out[0][r] = a[0] - a[1];
            out[1][r] = b[0] - b[1];
        }
        return out;
    }

    @Nested
    class Determinism {

        @Test
        void sameSeedSameScores_otherSeedOtherScores() {
            Dataset train = spheres(300, 3, 2);
            var learner = SPEC.create(Map.of("features", 128, "kernel", "laplacian"));
            Reproducibility.assertSeedDecides(seed -> learner.fit(TrainingData.privateOnly(train), new Budget(1, 1e-4),
                    SeededNoise.forCell(seed, "c")), train);
        }
    }

    @Nested
    class Utility {

        @Test
        void separatesConcentricSpheres_whereTheLinearLearnerIsAtChance() {
            Dataset train = spheres(1000, 3, 2);
            Dataset test = spheres(2000, 3, 3);
            double kernel = Fixtures.accuracy(SPEC.create(Map.of("features", 1024)).fit(TrainingData.privateOnly(train),
                    new Budget(8, 1e-4), SeededNoise.ofSeed(1)).model(), test);
            double linear = Fixtures.accuracy(LearnerSpec.of(EffPrivMarginLearner.class).create(Map.of())
                    .fit(TrainingData.privateOnly(train), new Budget(8, 1e-4), SeededNoise.ofSeed(1)).model(), test);
            double poly = Fixtures.accuracy(SPEC.create(Map.of("features", 512, "kernel", "poly", "rho", 0.5))
                    .fit(TrainingData.privateOnly(train), new Budget(8, 1e-4), SeededNoise.ofSeed(1)).model(), test);
            assertTrue(kernel > 0.9 && linear < 0.6, "kernel " + kernel + ", linear " + linear);
            assertTrue(poly > 0.75, "polynomial kernel " + poly);
        }
    }
}
