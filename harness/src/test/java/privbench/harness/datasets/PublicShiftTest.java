package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.PublicShift;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;
import privbench.privacy.noise.SeededNoise;

/** Distribution shift of the public rows: data-independent, public rows only, nested across shift levels. */
class PublicShiftTest {

    @TempDir
    Path tmp;

    private DataPreparation prep(String publicLine, String sweepExtra) throws IOException {
        Path yaml = Files.writeString(tmp.resolve("s.yaml"), String.join("\n",
                "name: shift",
                "seed: 9",
                "dataset:",
                "  synthetic: {generator: low-rank-signal, n: 400, d: 16}",
                "split: {test: 0.25}",
                publicLine,
                "sweep: {epsilon: [1], delta: 1e-5" + sweepExtra + "}",
                "learners: [nearest-centroid]", ""));
        Experiment e = ExperimentReader.read(yaml);
        return new DataPreparation(e.seed(), e, new DataLoader(new DataDirectory(Optional.empty(), Map.of())).load(e));
    }

    private static DataKey key(double mix) {
        Map<String, Double> p = new HashMap<>(Map.of("rank", 10.0, "classes", 10.0, "spread", 0.3, "noise", 0.1,
                "normalize", 0.0));
        p.put(PublicShift.MIX_AXIS, mix);
        return new DataKey(p, 0, 16, 0);
    }

    @Test
    void sweptMixUniform_changesOnlyPublicRows_andKeepsTheirNorms() throws IOException {
        DataPreparation prep = prep("public: {fraction: 0.25}", ", public-mix-uniform: [0, 1]");
        PreparedData clean = prep.prepare(key(0));
        PreparedData shifted = prep.prepare(key(1));
        assertEquals(clean.privatePool(), shifted.privatePool());
        assertEquals(clean.test(), shifted.test());
        assertEquals(prep.cleanIdentity(key(0)), prep.cleanIdentity(key(1)), "one data seed for every shift");
        Dataset a = clean.publicRows();
        Dataset b = shifted.publicRows();
        assertArrayEquals(a.labels(), b.labels());
        for (int i = 0; i < a.rows(); i++) {
            assertEquals(Math.sqrt(a.rowNormSquared(i)), Math.sqrt(b.rowNormSquared(i)), 1e-9);
        }
        assertNotEquals(a, b);
        assertEquals(shifted, prep.prepare(key(1)), "the shift's draws are seeded");
    }

    @Test
    void fixedNoiseShift_onFileStyleSyntax_perturbsPublicRows_only() throws IOException {
        DataPreparation plain = prep("public: {fraction: 0.25}", "");
        DataPreparation noisy = prep("public: {fraction: 0.25, shift: {noise: 0.5}}", "");
        DataKey k = key(0);
        Map<String, Double> params = new HashMap<>(k.params());
        params.remove(PublicShift.MIX_AXIS);
        DataKey bare = new DataKey(params, 0, 16, 0);
        PreparedData a = plain.prepare(bare);
        PreparedData b = noisy.prepare(bare);
        assertEquals(a.privatePool(), b.privatePool());
        double diff = 0;
        for (int j = 0; j < a.publicRows().x().length; j++) {
            double t = b.publicRows().x()[j] - a.publicRows().x()[j];
            diff += t * t;
        }
        // N(0, 0.25) on 100 x 16 entries: mean square 0.25 +- 0.009 (5 sd = 0.045)
        assertEquals(0.25, diff / a.publicRows().x().length, 0.045);
    }

    @Test
    void tinyRotation_isNearlyTheIdentity_andNonSquareImagesAreRefused() {
        double[] x = new double[2 * 9];
        for (int j = 0; j < x.length; j++) {
            x[j] = j;
        }
        Dataset rows = Dataset.unlabelled("img", x, 2, 9, List.of("a", "b"), Double.POSITIVE_INFINITY);
        Dataset turned = ShiftedRows.apply(rows, new PublicShift(0, 0, 1e-6), SeededNoise.ofSeed(1).structural("r"));
        assertArrayEquals(x, turned.x(), 1e-6);
        Dataset five = Dataset.unlabelled("odd", new double[5], 1, 5, List.of("a", "b"), Double.POSITIVE_INFINITY);
        assertThrows(IllegalArgumentException.class, () -> ShiftedRows.apply(five, new PublicShift(0, 0, 15),
                SeededNoise.ofSeed(1).structural("r")));
    }

    @Test
    void shiftAxes_withoutPublicRows_andOutOfRange_areRefused() {
        var e = assertThrows(InputException.class, () -> prep("", ", public-mix-uniform: [0, 0.1]"));
        assertTrue(e.getMessage().contains("no public"), e.getMessage());
        var r = assertThrows(InputException.class, () -> prep("public: {fraction: 0.2}", ", public-mix-uniform: [2]"));
        assertTrue(r.getMessage().contains("[0, 1]"), r.getMessage());
        var s = assertThrows(InputException.class, () -> prep("public: {fraction: 0.2, shift: {noise: -1}}", ""));
        assertTrue(s.getMessage().contains("noise"), s.getMessage());
    }
}
