package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import privbench.data.Dataset;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * Canary neighbours for GDP audits of the noisy-gradient learners (spec-000 and spec-001 section 6 item 16):
 * n = 10 unit rows in R^2, (e1, +1) against (-e1, +1), budget mu = 0.5 at delta = 1e-3 (exact conversion); statistic w_out . e1.
 */
public final class Canary {

    public static final double MU = 0.5;
    public static final double DELTA = 1e-3;

    private Canary() {
    }

    /** The statistic on each side (row 0: the canary e1, row 1: -e1), runs fits each with streams 2r and 2r + 1. */
    public static double[][] samples(LearnerSpec<?> spec, Map<String, ?> params, int runs,
                                     LongFunction<NoiseSource> source) {
        double[] base = {1, 0, -0.8, 0.6, 0.0, 1.0, 1.0, 0.0, -0.6, -0.8, 0.28, 0.96, -0.96, 0.28, 0.0, -1.0,
            0.8, -0.6, -1.0, 0.0};
        int[] labels = {1, 1, 0, 1, 0, 1, 1, 0, 0, 1};
        double[] other = base.clone();
        other[0] = -1;
        List<String> classes = List.of("-1", "+1");
        Dataset s = Dataset.labelled("canary", base, 10, 2, labels, classes, 1.0);
        Dataset t = Dataset.labelled("canary", other, 10, 2, labels.clone(), classes, 1.0);
        Budget budget = new Budget(Gdp.epsilon(MU, DELTA), DELTA);
        PrivateLearner learner = spec.create(params);
        double[][] out = new double[2][runs];
        for (int r = 0; r < runs; r++) {
            out[0][r] = ((LinearModel) learner.fit(TrainingData.privateOnly(s), budget, source.apply(2L * r)).model())
                    .weights()[0];
            out[1][r] = ((LinearModel) learner.fit(TrainingData.privateOnly(t), budget, source.apply(2L * r + 1))
                    .model()).weights()[0];
        }
        return out;
    }

    /**
     * The GDP audit of mu = {@link #MU} at {@link #DELTA} (20 thresholds, 95% overall: a mu-GDP learner fails with
     * probability at most 0.05, here with fixed seeds) of runs canary fits per side.
     */
    public static GdpAudit.Result audit(LearnerSpec<?> spec, Map<String, ?> params, int runs,
                                        LongFunction<NoiseSource> source) {
        double[][] x = samples(spec, params, runs, source);
        return GdpAudit.audit(x[0], x[1], MU, DELTA, 20, 0.05);
    }

    /** The honest learner passes the audit of {@link #audit} on runs canary fits per side (stream seeds 2r, 2r + 1). */
    public static void assertConsistent(LearnerSpec<?> spec, Map<String, ?> params, int runs) {
        GdpAudit.Result r = audit(spec, params, runs, SeededNoise::ofSeed);
        assertTrue(r.consistent(), "worst excess " + r.worstExcess());
    }

    /** The learner with its noise scaled by factor (the spec's mutation) fails the same audit: the audit has power. */
    public static void assertCaught(LearnerSpec<?> spec, Map<String, ?> params, int runs, double factor) {
        GdpAudit.Result r = audit(spec, params, runs, seed -> new ScaledNoise(SeededNoise.ofSeed(seed), factor));
        assertFalse(r.consistent(), "noise x " + factor + ": worst excess " + r.worstExcess());
    }
}
