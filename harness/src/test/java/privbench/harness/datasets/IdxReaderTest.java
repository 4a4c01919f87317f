package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.TestLearners;

/** The IDX loader on tiny files written here (Fashion-MNIST itself is not shipped or run in CI). */
class IdxReaderTest {

    @TempDir
    Path tmp;

    /** n images of 2 x 2 pixels; image i of class i % 2 has pixel values 10 i + j, brighter left for class 1. */
    static Path images(Path dir, String name, int n, boolean gz) throws IOException {
        return IdxTestFiles.images(dir.resolve(name), n, 2, 2, i -> {
            int cls = i % 2;
            return new byte[] {(byte) (cls == 1 ? 200 : 10), (byte) (10 + i), (byte) (cls == 1 ? 250 : 5), (byte) 255};
        }, gz);
    }

    static Path labels(Path dir, String name, int n, boolean gz) throws IOException {
        return IdxTestFiles.labels(dir.resolve(name), IntStream.range(0, n).map(i -> i % 2).toArray(), gz);
    }

    private static Located<Path> at(Path p) {
        return new Located<>(p, Location.of(p), "dataset.idx.images");
    }

    @Test
    void plainAndGzippedFiles_readAsUnsignedBytes_withLabels() throws IOException {
        for (boolean gz : new boolean[] {false, true}) {
            Path dir = Files.createDirectories(tmp.resolve("gz-" + gz));
            Path img = images(dir, "train-images-idx3-ubyte" + (gz ? ".gz" : ""), 6, gz);
            Path lab = labels(dir, "train-labels-idx1-ubyte" + (gz ? ".gz" : ""), 6, gz);
            assertEquals(Optional.of(lab), IdxReader.labelsBeside(img));
            LabelledTable t = IdxReader.read(at(img), Optional.of(at(lab)));
            assertEquals(6, t.rows());
            assertEquals(4, t.cols());
            assertArrayEquals(new double[] {200, 11, 250, 255}, Arrays.copyOfRange(t.x(), 4, 8), 0.0,
                    "unsigned: byte 200 reads as 200, not -56");
            assertEquals("1", t.label(1));
            assertEquals("0", t.label(4));
        }
    }

    @Test
    void malformedFiles_areRefusedByName() throws IOException {
        Path img = images(tmp, "x-images-idx3-ubyte", 4, false);
        Path shortLabels = labels(tmp, "x-labels-idx1-ubyte", 3, false);
        var e = assertThrows(InputException.class, () -> IdxReader.read(at(img), Optional.of(at(shortLabels))));
        assertTrue(e.getMessage().contains("3 labels"), e.getMessage());
        Path truncated = Files.write(tmp.resolve("t-images-idx3-ubyte"), new byte[] {0, 0, 8, 3, 0, 0, 0, 9, 0, 0,
            0, 2, 0, 0, 0, 2, 1, 2});
        var e2 = assertThrows(InputException.class, () -> IdxReader.read(at(truncated), Optional.empty()));
        assertTrue(e2.getMessage().contains("ends before"), e2.getMessage());
        Path floats = Files.write(tmp.resolve("f-images-idx3-ubyte"), new byte[] {0, 0, 0x0d, 3, 0, 0, 0, 1});
        assertThrows(InputException.class, () -> IdxReader.read(at(floats), Optional.empty()));
    }

    @Test
    void idxExperiment_withItsOwnTestFiles_runsEndToEnd() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tiny-mnist"));
        images(dir, "train-images-idx3-ubyte.gz", 40, true);
        labels(dir, "train-labels-idx1-ubyte.gz", 40, true);
        images(dir, "t10k-images-idx3-ubyte.gz", 10, true);
        labels(dir, "t10k-labels-idx1-ubyte.gz", 10, true);
        Path yaml = Files.writeString(tmp.resolve("idx.yaml"), String.join("\n",
                "name: idx-test",
                "seed: 3",
                "dataset:",
                "  idx: {images: tiny-mnist/train-images-idx3-ubyte.gz}",
                "split: {test_idx: tiny-mnist/t10k-images-idx3-ubyte.gz}",
                "public: {fraction: 0.25}",
                "preprocess: [unit-norm]",
                "sweep: {epsilon: [1], delta: 1e-5}",
                "learners: [nearest-centroid]", ""));
        var run = new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent());
        var result = run.run(ExperimentRun.Request.of(yaml, tmp).out(tmp.resolve("out")).threads(1)
                .commandLine(List.of()).build());
        assertEquals(0, result.failed());
        CsvTable t = CsvTable.read(tmp.resolve("out/cells.csv"));
        List<String> row = t.rows().get(0);
        assertEquals("tiny-mnist", t.get(row, "dataset"));
        assertEquals("30", t.get(row, "n"), "40 rows less 10 public");
        // the two classes differ in the bright left column: class means separate the 10 test images
        assertEquals(1.0, Double.parseDouble(t.get(row, "accuracy")), 0.0);
    }
}
