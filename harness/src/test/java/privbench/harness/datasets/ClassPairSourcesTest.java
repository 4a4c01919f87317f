package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;

/**
 * {@code classes: [a, b]} on every file source (CSV, LIBSVM, IDX): the rows of the two classes are kept in file
 * order, the second class is positive unless {@code positive:} names the first, and a class the data do not
 * have is refused at its line.
 */
class ClassPairSourcesTest {

    @TempDir
    Path tmp;

    /** Twelve rows of classes i % 3 whose single feature is the row number, so kept rows show which they were. */
    private static final int ROWS = 12;

    private void csv() throws IOException {
        StringBuilder b = new StringBuilder("x,y\n");
        for (int i = 0; i < ROWS; i++) {
            b.append(i).append(',').append(i % 3).append('\n');
        }
        Files.writeString(tmp.resolve("three.csv"), b);
    }

    private void libsvm() throws IOException {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ROWS; i++) {
            b.append(i % 3).append(" 1:").append(i).append('\n');
        }
        Files.writeString(tmp.resolve("three.libsvm"), b);
    }

    private void idx() throws IOException {
        IdxTestFiles.images(tmp.resolve("three-images-idx3-ubyte"), ROWS, 1, 1, i -> new byte[] {(byte) i}, false);
        IdxTestFiles.labels(tmp.resolve("three-labels-idx1-ubyte"), IntStream.range(0, ROWS).map(i -> i % 3).toArray(),
                false);
    }

    private LoadedData.Files load(String dataset) throws IOException {
        csv();
        libsvm();
        idx();
        Path yaml = Files.writeString(tmp.resolve("pair.yaml"), String.join("\n",
                "name: pair-test",
                "seed: 1",
                "dataset:",
                "  " + dataset,
                "split: {test: 0.25}",
                "sweep: {epsilon: 1, delta: 0}",
                "learners: [mean-difference]", ""));
        Experiment e = ExperimentReader.read(yaml);
        return (LoadedData.Files) new DataLoader(new DataDirectory(Optional.empty(), Map.of())).load(e);
    }

    @Test
    void everyFileSource_keepsTheRowsOfTheTwoClasses_secondPositive() throws IOException {
        for (String dataset : List.of("csv: {path: three.csv, label: y, classes: [0, 2]}",
                "libsvm: {path: three.libsvm, classes: [0, 2]}",
                "idx: {images: three-images-idx3-ubyte, classes: [0, 2]}")) {
            LoadedData.Files f = load(dataset);
            Dataset rows = f.rows();
            // rows 0, 2, 3, 5, 6, 8, 9, 11: classes 0 and 2 in file order; the class-1 rows are gone
            assertArrayEquals(new double[] {0, 2, 3, 5, 6, 8, 9, 11}, rows.x(), 0.0, dataset);
            assertArrayEquals(new int[] {0, 1, 0, 1, 0, 1, 0, 1}, rows.labels(), dataset);
            assertEquals(List.of("0", "2"), f.facts().classNames(), dataset);
            assertTrue(f.label().endsWith("[2-vs-0]"), dataset + ": " + f.label());
            assertTrue(f.identity().contains("{classes=0,2}"), f.identity());
        }
    }

    @Test
    void positiveNamesWhichOfThePairIsClassOne() throws IOException {
        LoadedData.Files f = load("csv: {path: three.csv, label: y, classes: [0, 2], positive: 0}");
        assertArrayEquals(new int[] {1, 0, 1, 0, 1, 0, 1, 0}, f.rows().labels());
        assertTrue(f.label().endsWith("[0-vs-2]"), f.label());
    }

    @Test
    void aClassTheDataLack_orAPositiveOutsideThePair_isRefusedAtItsLine() throws IOException {
        var absent = assertThrows(InputException.class,
                () -> load("idx: {images: three-images-idx3-ubyte, classes: [0, 7]}"));
        assertTrue(absent.getMessage().contains("'7'") && absent.getMessage().contains("0, 1, 2"),
                absent.getMessage());
        assertTrue(absent.getMessage().contains("pair.yaml:4"), absent.getMessage());
        var outside = assertThrows(InputException.class,
                () -> load("libsvm: {path: three.libsvm, classes: [0, 2], positive: 1}"));
        assertTrue(outside.getMessage().contains("one of the two classes kept"), outside.getMessage());
        var three = assertThrows(InputException.class,
                () -> load("csv: {path: three.csv, label: y, classes: [0, 1, 2]}"));
        assertTrue(three.getMessage().contains("exactly two"), three.getMessage());
    }
}
