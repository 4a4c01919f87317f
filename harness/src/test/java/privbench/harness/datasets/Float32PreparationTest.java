package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.testing.Resources;
import privbench.linalg.Parallelism;
import privbench.testing.ThreadedParallelism;

/**
 * {@code precision: float32} rows, preprocessed and rounded block by block (generated rows as they are drawn,
 * gathered rows as they are gathered), are the bits of the float64 preparation rounded once
 * ({@link Dataset#toFloat32()} of each finished part, what every float32 cell saw before), on generated and on
 * file data, with preprocessing that rounds (log1p, clip-norm) and changes the columns (append-bias), on one and
 * on three threads.
 */
class Float32PreparationTest {

    private static final DataDirectory DIRS = new DataDirectory(Optional.empty(), Map.of());
    private static final String STEPS = "preprocess: [log1p, {clip-norm: 0.5}, append-bias]\n";

    @TempDir
    Path tmp;

    private DataPreparation prep(String resource, String extra, boolean float32) throws IOException {
        String text = Files.readString(Resources.path(resource)) + "\n" + extra + (float32 ? "precision: float32\n" : "");
        Path file = Files.writeString(tmp.resolve((float32 ? "f32-" : "f64-") + Path.of(resource).getFileName()), text);
        Experiment e = ExperimentReader.read(file);
        assertEquals(float32, e.float32());
        return new DataPreparation(e.seed(), e, new DataLoader(DIRS).load(e));
    }

    /** Every part as float32, the float64 part rounded once: names, shape, bound, labels and every float's bits. */
    private static void assertRoundedOnce(PreparedData f64, PreparedData f32) {
        assertSameFloats(f64.privatePool().toFloat32(), f32.privatePool());
        assertSameFloats(f64.publicRows().toFloat32(), f32.publicRows());
        assertSameFloats(f64.test().toFloat32(), f32.test());
    }

    private static void assertSameFloats(Dataset expected, Dataset actual) {
        assertTrue(actual.isFloat32(), actual.toString());
        assertEquals(expected.name(), actual.name());
        assertEquals(expected.rows(), actual.rows());
        assertEquals(expected.cols(), actual.cols());
        assertEquals(expected.normBound(), actual.normBound());
        assertEquals(expected.hasLabels(), actual.hasLabels());
        if (expected.hasLabels()) {
            assertArrayEquals(expected.labels(), actual.labels(), expected.name());
        }
        // assertArrayEquals on float[] compares floatToIntBits: the same bits, not merely close values
        assertArrayEquals(expected.xFloat(), actual.xFloat(), expected.name());
    }

    private void checkGenerated(String extra) throws IOException {
        DataKey key = new DataKey(Map.of("margin", 0.1, "concentration", 10.0), 0.05, 6, 1);
        PreparedData f64 = prep("experiments/blocks.yaml", extra, false).prepare(key);
        DataPreparation p32 = prep("experiments/blocks.yaml", extra, true);
        assertRoundedOnce(f64, p32.prepare(key, Parallelism.SEQUENTIAL));
        assertRoundedOnce(f64, p32.prepare(key, ThreadedParallelism.THREE));
    }

    @Test
    void generatedRows_roundedAsDrawn_areTheFloat64RowsRoundedOnce() throws IOException {
        checkGenerated(STEPS);
        checkGenerated("");
    }

    @Test
    void generatedRows_withShiftedPublicRows_areTheFloat64RowsRoundedOnce() throws IOException {
        checkGenerated(STEPS + "public: {fraction: 0.1, shift: {noise: 0.5}}\n");
    }

    @Test
    void fileRows_gatheredInBlocks_areTheFloat64RowsRoundedOnce() throws IOException {
        // sonar.yaml: a test split, a public fraction, log1p and clip-norm
        DataPreparation p64 = prep("experiments/sonar.yaml", "", false);
        DataPreparation p32 = prep("experiments/sonar.yaml", "", true);
        for (int rep = 0; rep < 2; rep++) {
            DataKey key = new DataKey(Map.of(), 0, 60, rep);
            PreparedData f64 = p64.prepare(key);
            assertRoundedOnce(f64, p32.prepare(key, Parallelism.SEQUENTIAL));
            assertRoundedOnce(f64, p32.prepare(key, ThreadedParallelism.THREE));
        }
    }

    /**
     * Negative control: rounding the rows to float32 before preprocessing (then preprocessing the widened floats
     * and rounding again) changes bits; the comparison must see it, or it would also pass a path that rounds early.
     */
    @Test
    void roundingBeforePreprocessing_isCaught() throws IOException {
        DataKey key = new DataKey(Map.of("margin", 0.1, "concentration", 10.0), 0.05, 6, 1);
        DataPreparation p64 = prep("experiments/blocks.yaml", "", false);
        Experiment withSteps = ExperimentReader.read(Files.writeString(tmp.resolve("steps.yaml"),
                Files.readString(Resources.path("experiments/blocks.yaml")) + "\n" + STEPS));
        Dataset raw = p64.prepare(key).privatePool();
        Dataset right = Preprocessing.apply(raw, withSteps.preprocess()).toFloat32();
        Dataset early = Preprocessing.apply(raw.toFloat32().withFeatures(raw.toFloat32().x().clone(), raw.cols(),
                raw.normBound()), withSteps.preprocess()).toFloat32();
        assertFalse(Arrays.equals(right.xFloat(), early.xFloat()), "rounding twice must not pass as rounding once");
        assertSameFloats(right, Float32Rows.gather(raw, null, withSteps.preprocess(), ThreadedParallelism.THREE));
    }
}
