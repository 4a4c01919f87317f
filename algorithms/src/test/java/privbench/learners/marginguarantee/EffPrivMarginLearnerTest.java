package privbench.learners.marginguarantee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.GdpAudit;
import privbench.testing.Reproducibility;
import privbench.testing.ScaledNoise;

class EffPrivMarginLearnerTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(EffPrivMarginLearner.class);

    /** w . x_c on S and on S' (row 0 replaced by the canary e_1 with label +1), m = 20, d = 2, Phi = I. */
    private static double[][] canarySamples(int runs, LongFunction<NoiseSource> source, double mu) {
        // the worst case: row 0 is (-e_1, +1) on S and (e_1, +1) on S', so while |w_1| < rho both are inside the
        // margin and the summed subgradients differ by exactly 2G along e_1
        Dataset base = Fixtures.marginData(20, 2, 0.3, 1, 2);
        Dataset s = Neighbours.replaced(base, 0, new double[] {-1, 0}, 1);
        Dataset t = Neighbours.replaced(base, 0, new double[] {1, 0}, 1);
        double delta = 1e-3;
        Budget budget = new Budget(Gdp.epsilon(mu, delta), delta);
        var learner = SPEC.create(Map.of("accounting", "gdp", "rho", 1.0, "maxIterations", 50));
        double[][] out = new double[2][runs];
        for (int r = 0; r < runs; r++) {
            out[0][r] = ((LinearModel) learner.fit(TrainingData.privateOnly(t), budget, source.apply(2L * r)).model())
                    .weights()[0];
            out[1][r] = ((LinearModel) learner.fit(TrainingData.privateOnly(s), budget, source.apply(2L * r + 1))
                    .model()).weights()[0];
        }
        return out;
    }

    @Nested
    class Privacy {

        @Test
        void kFormula_matchesTheSpecsHandValues() {
            assertEquals(85, EffPrivMarginLearner.dimension(1, 1000, 1e-5, 0.05));
            // the spec prints "k ~ 793": the formula gives 793.5, and k is its ceiling
            assertEquals(794, EffPrivMarginLearner.dimension(1, 10_000, 1e-6, 0.05));
        }

        @Test
        void preconditionsOfAlgorithm2_areEnforced() {
            var data = TrainingData.privateOnly(Fixtures.marginData(100, 20, 0.2, 1, 2));
            var learner = SPEC.create(Map.of());
            assertThrows(IllegalArgumentException.class, () -> learner.fit(data, new Budget(1, 0.02), SeededNoise.ofSeed(1)));
            assertThrows(IllegalArgumentException.class, () -> learner.fit(data, new Budget(6, 1e-2 / 2),
                    SeededNoise.ofSeed(1)));
            assertThrows(IllegalArgumentException.class, () -> SPEC.create(Map.of("rho", 1.5)).fit(data,
                    new Budget(1, 1e-4), SeededNoise.ofSeed(1)));
        }

        @Test
        void everyEmbeddedRowIsClippedTo2r_evenAdversarialOnes() {
            // rows of norm r whose projection is blown up: the clip makes every ||z_i|| <= 2r
            Dataset s = Fixtures.marginData(200, 400, 0.2, 1, 2);
            Sketch phi = Sketch.draw(Sketch.Kind.DENSE, 2, 400, SeededNoise.ofSeed(1), "p");
            double[] row = phi.transposeTimes(new double[] {1, 1});
            privbench.linalg.Vectors.scale(1 / privbench.linalg.Vectors.norm(row), row);
            Dataset t = Neighbours.replaced(s, 0, row, 1);
            double[] z = MarginRows.of(t, 1.0).embed(phi, 2.0);
            double unclipped = MarginRows.of(t, 1.0).embed(phi, Double.POSITIVE_INFINITY).length;
            assertTrue(unclipped > 0);
            for (int i = 0; i < 200; i++) {
                assertTrue(privbench.linalg.Vectors.norm(z, 2 * i, 2) <= 2 + 1e-12);
            }
        }

        @Test
        void zcdpNoise_isTheSpecsSigma_andTheGuaranteeIsWithinBudget() {
            int m = 1000;
            Fit f = SPEC.create(Map.of()).fit(TrainingData.privateOnly(Fixtures.marginData(m, 200, 0.2, 1, 2)),
                    new Budget(1, 1e-6), SeededNoise.ofSeed(1));
            double rhoZ = PrivateHingeErm.zcdpRho(1, 1e-6);
            assertEquals(0.01747, rhoZ, 1e-5);
            int k = EffPrivMarginLearner.dimension(1, m, 1e-6, 0.05);
            assertEquals(k, f.diagnostics().get("k"));
            int t = (int) Math.max(50, Math.min(Math.ceil(rhoZ * m * m / (2.0 * k)), 2000));
            assertEquals(t, f.diagnostics().get("iterations"));
            // summed-gradient sensitivity 2G, G = 2r/rho = 20
            assertEquals(2 * 20 * Math.sqrt(t / (2 * rhoZ)), f.diagnostics().get("sigma"), 1e-9);
            assertTrue(f.spent().epsilon() <= 1 && f.spent().epsilon() > 0.8, "" + f.spent().epsilon());
            assertEquals("zcdp", f.spent().accountant());
        }

        @Test
        void gdpAudit_onCanaryNeighbours_isConsistentWithTheClaimedMu() {
            double[][] x = canarySamples(3000, SeededNoise::ofSeed, 0.5);
            var r = GdpAudit.audit(x[0], x[1], 0.5, 1e-3, 20, 0.05);
            assertTrue(r.consistent(), "worst excess " + r.worstExcess());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void gdpAudit_catchesNoiseScaledDown() {
            double[][] x = canarySamples(3000, seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.2), 0.5);
            assertFalse(GdpAudit.audit(x[0], x[1], 0.5, 1e-3, 20, 0.05).consistent());
        }
    }

    @Nested
    class Determinism {

        @Test
        void sameSeedSameModel_forBothSolversAndBothEmbeddings() {
            var data = TrainingData.privateOnly(Fixtures.marginData(300, 100, 0.2, 1, 2));
            for (Map<String, ?> p : java.util.List.of(Map.of("jl", "srht"), Map.of("solver", "faithful"))) {
                var learner = SPEC.create(p);
                Reproducibility.assertSeedDecides(seed -> learner.fit(data, new Budget(1, 1e-4),
                        SeededNoise.forCell(seed, "c")));
            }
        }
    }

    @Nested
    class Utility {

        @Test
        void learnsAMarginHalfspace_andTheFaithfulSolverSpendsTheBudgetByBasicComposition() {
            Dataset train = Fixtures.marginData(2000, 200, 0.2, 1, 2);
            Dataset test = Fixtures.marginData(2000, 200, 0.2, 1, 3);
            Fit f = SPEC.create(Map.of("jl", "srht")).fit(TrainingData.privateOnly(train), new Budget(4, 1e-6),
                    SeededNoise.ofSeed(1));
            assertTrue(Fixtures.accuracy(f.model(), test) > 0.95, "accuracy " + Fixtures.accuracy(f.model(), test));
            Fit g = SPEC.create(Map.of("solver", "faithful")).fit(TrainingData.privateOnly(train), new Budget(1, 1e-6),
                    SeededNoise.ofSeed(1));
            assertEquals(1.0, g.spent().epsilon(), 1e-12);
            assertTrue(g.spent().delta() <= 1e-6 / 2 + 1e-18);
            assertTrue(g.spent().caveat().contains("RECON"));
        }
    }
}
