package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

class UnprojectedNoisyGradientDescentTest {

    private static final LearnerSpec<?> SPEC = LearnerSpec.of(UnprojectedNoisyGradientDescent.class);

    private static Fit fit(Map<String, ?> params, Dataset data, Budget budget, long seed) {
        return SPEC.create(params).fit(TrainingData.privateOnly(data), budget, SeededNoise.forCell(seed, "ngd"));
    }

    @Test
    void neverProjects_deltaIs6OverGamma_andTheScheduleIsThePapers() {
        Dataset data = Fixtures.marginData(300, 600, 0.5, 1, 2);
        Fit f = fit(Map.of("oracleMargin", 0.5, "maxIterations", 100_000), data, new Budget(1, 1e-5), 1);
        assertEquals(600, f.diagnostics().get("k"));
        assertEquals(1.0, f.diagnostics().get("projection_skipped"));
        assertEquals(12, f.diagnostics().get("sensitivity"), 1e-12);
        double mu = Gdp.muForPaper(1, 1e-5);
        int t = (int) Math.ceil(9e4 * mu * mu);
        assertEquals(t, f.diagnostics().get("iterations"));
        assertEquals(12 * Math.sqrt(t) / mu, f.diagnostics().get("sigma"), 1e-6);
        assertTrue(f.spent().caveat().contains("oracle margin"), f.spent().caveat());
        assertEquals(1.0, f.spent().epsilon(), 1e-9);
    }

    @Test
    void equalsTheOracleWhenTheOracleSkipsItsProjection() {
        // at d = 30 the oracle's k is far above d, so both run A_NGD on the same unit-ball rows with the same stream
        Dataset data = Fixtures.marginData(500, 30, 0.3, 1, 2);
        Map<String, Object> p = Map.of("oracleMargin", 0.3, "maxIterations", 200);
        var oracle = LearnerSpec.of(JlNoisyGradientDescent.class).create(p)
                .fit(TrainingData.privateOnly(data), new Budget(1, 1e-5), SeededNoise.forCell(3, "ngd"));
        assertArrayEquals(((LinearModel) oracle.model()).weights(),
                ((LinearModel) fit(p, data, new Budget(1, 1e-5), 3).model()).weights());
    }
}
