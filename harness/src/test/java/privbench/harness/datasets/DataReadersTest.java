package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.harness.testing.Resources;

class DataReadersTest {

    @TempDir
    Path dir;

    private static Located<Path> at(Path p) {
        return new Located<>(p, new Location("e.yaml", 3, 5), "dataset.csv.path");
    }

    private Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Nested
    class Csv {

        @Test
        void quotedHeaderAndFields_areReadAndTheLabelColumnIsFoundByName() {
            LabelledTable t = CsvDataReader.read(at(Resources.path("data/tiny.csv")), "y", true);
            assertEquals(8, t.rows());
            assertEquals(2, t.cols());
            assertArrayEquals(new double[] {1.0, 2.0, -1.5, 0.5, 2.5, 1e-3}, Arrays.copyOf(t.x(), 6));
            assertEquals(1.5, t.x()[13], "a quoted number is a number");
            assertEquals("yes-class", t.label(0));
            assertEquals(2, t.line(0));
        }

        @Test
        void labelColumnMayBeAnywhere() throws IOException {
            Path p = file("mid.csv", "f1,label,f2\n1,a,2\n3,b,4\n");
            LabelledTable t = CsvDataReader.read(at(p), "label", true);
            assertArrayEquals(new double[] {1, 2, 3, 4}, t.x());
            assertEquals("b", t.label(1));
        }

        @Test
        void missingLabelColumn_isAllowedOnlyForPublicRows() throws IOException {
            Path p = file("public.csv", "f1,f2\n1,2\n");
            assertFalse(CsvDataReader.read(at(p), "label", false).hasLabels());
            var e = assertThrows(InputException.class, () -> CsvDataReader.read(at(p), "label", true));
            assertTrue(e.getMessage().contains("names a label column 'label' that"), e.getMessage());
            assertTrue(e.getMessage().contains("does not have; its columns are: f1, f2"), e.getMessage());
        }

        @Test
        void missingLabelColumn_pointsAtTheYamlLineWithTheNearestColumn() throws IOException {
            Path p = file("lab.csv", "f1,f2,label\n1,2,x\n");
            var yamlLabel = new privbench.harness.input.Located<>("lable",
                    new privbench.harness.input.Location("x.yaml", 4, 29), "dataset.csv.label");
            var e = assertThrows(InputException.class, () -> CsvDataReader.read(at(p), yamlLabel, true));
            assertEquals("x.yaml", e.location().file());
            assertEquals(4, e.location().line());
            assertTrue(e.problem().contains("(did you mean 'label'?)"), e.problem());
        }

        @Test
        void everyMissingValue_isReportedAtItsOwnField() throws IOException {
            // the fourth field of line 2 starts at character 7; all four missing values come in one error
            Path p = file("m.csv", "a,b,c,d,label\n1,2,3,,x\n1,,3,4,y\n1,2,3,4,x\n1,2,NA,,y\n");
            var e = assertThrows(InputException.class, () -> CsvDataReader.read(at(p), "label", true));
            List<InputException> all = e.all();
            assertEquals(4, all.size(), e.getMessage());
            assertEquals(List.of("2:7", "3:3", "5:5", "5:8"), all.stream()
                    .map(x -> x.location().line() + ":" + x.location().column()).toList());
            assertTrue(all.get(0).problem().startsWith("field 4, column 'd', must be a finite number, got ''"),
                    all.get(0).problem());
            assertTrue(e.getMessage().endsWith("4 errors"), e.getMessage());
        }

        @Test
        void badValue_isRefusedWithItsLine() throws IOException {
            Path p = file("bad.csv", "a,label\n1,x\n\n2,y\ninf,z\n");
            var e = assertThrows(InputException.class, () -> CsvDataReader.read(at(p), "label", true));
            assertEquals(5, e.location().line(), e.getMessage());
            assertTrue(e.problem().contains("column 'a', must be a finite number, got 'inf'"), e.problem());
        }

        @Test
        void wrongFieldCount_isRefusedWithItsLine() throws IOException {
            Path p = file("short.csv", "a,b,label\n1,2,x\n1,x\n");
            var e = assertThrows(InputException.class, () -> CsvDataReader.read(at(p), "label", true));
            assertEquals(3, e.location().line());
        }

        @Test
        void gzippedFiles_areRead() throws IOException {
            Path p = dir.resolve("z.csv.gz");
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
                out.write("a,label\n1.5,x\n".getBytes(StandardCharsets.UTF_8));
            }
            assertEquals(1.5, CsvDataReader.read(at(p), "label", true).x()[0]);
        }

        @Test
        void missingFile_pointsAtTheExperimentLine() {
            var e = assertThrows(InputException.class,
                    () -> CsvDataReader.read(at(dir.resolve("none.csv")), "label", true));
            assertEquals(new Location("e.yaml", 3, 5), e.location());
            assertTrue(e.problem().startsWith("dataset.csv.path names a file that does not exist"), e.problem());
        }
    }

    @Nested
    class Libsvm {

        @Test
        void sparseOneBasedEntries_areDensified() {
            LabelledTable t = LibsvmReader.read(at(Resources.path("data/tiny.libsvm")), OptionalInt.empty());
            assertEquals(8, t.rows());
            assertEquals(3, t.cols());
            assertArrayEquals(new double[] {0.5, 0, 1.0}, Arrays.copyOfRange(t.x(), 0, 3));
            assertArrayEquals(new double[] {-0.5, 0, -2}, Arrays.copyOfRange(t.x(), 9, 12), "unsorted indices");
            assertEquals("+1", t.label(0));
            assertEquals(3, t.line(1), "the comment line counts");
        }

        @Test
        void declaredWidth_padsAndRefusesLargerIndices() throws IOException {
            LabelledTable wide = LibsvmReader.read(at(Resources.path("data/tiny.libsvm")), OptionalInt.of(5));
            assertEquals(5, wide.cols());
            var e = assertThrows(InputException.class,
                    () -> LibsvmReader.read(at(Resources.path("data/tiny.libsvm")), OptionalInt.of(2)));
            assertTrue(e.problem().contains("feature index 3, beyond the 2 features declared"), e.problem());
        }

        @Test
        void malformedEntries_areRefusedWithTheirLine() throws IOException {
            Path zero = file("zero.libsvm", "1 1:2\n0 0:1\n");
            var e = assertThrows(InputException.class, () -> LibsvmReader.read(at(zero), OptionalInt.empty()));
            assertEquals(2, e.location().line());
            Path twice = file("twice.libsvm", "1 2:1 2:3\n");
            assertTrue(assertThrows(InputException.class, () -> LibsvmReader.read(at(twice), OptionalInt.empty()))
                    .problem().contains("repeats feature index 2"));
        }
    }

    @Nested
    class Classes {

        private LabelledTable table(String... labels) throws IOException {
            StringBuilder sb = new StringBuilder("f,label\n");
            for (int i = 0; i < labels.length; i++) {
                sb.append(i).append(',').append(labels[i]).append('\n');
            }
            return CsvDataReader.read(at(file("c.csv", sb.toString())), "label", true);
        }

        private static Optional<Located<String>> positive(String p) {
            return Optional.of(new Located<>(p, new Location("e.yaml", 1, 1), "dataset.csv.positive"));
        }

        @Test
        void positiveClass_isClassOneAndNumericLabelsCompareAsNumbers() throws IOException {
            ClassMapping m = ClassMapping.of(table("-1", "+1", "1.0", "-1"), "t", positive("1"), List.of(),
                    Optional.empty(), new Location("e.yaml", 1, 1));
            Dataset d = m.apply(table("-1", "+1", "1.0", "-1"), "t");
            assertEquals(List.of("-1", "1"), d.classNames());
            assertArrayEquals(new int[] {0, 1, 1, 0}, d.labels());
        }

        @Test
        void positiveOnMulticlass_isOneAgainstTheRest() throws IOException {
            LabelledTable t = table("a", "b", "c", "b");
            ClassMapping m = ClassMapping.of(t, "t", positive("b"), List.of(), Optional.empty(), new Location("e", 1, 1));
            assertTrue(m.oneVsRest());
            assertEquals(List.of("not-b", "b"), m.classNames());
            assertArrayEquals(new int[] {0, 1, 0, 1}, m.apply(t, "t").labels());
        }

        @Test
        void classPair_dropsOtherRows() throws IOException {
            LabelledTable t = table("3", "8", "5", "8", "3");
            var pair = List.of(new Located<>("3", new Location("e", 1, 1), "p[0]"),
                    new Located<>("8", new Location("e", 1, 1), "p[1]"));
            ClassMapping m = ClassMapping.of(t, "t", Optional.empty(), pair, Optional.empty(), new Location("e", 1, 1));
            Dataset d = m.apply(t, "t");
            assertEquals(4, d.rows());
            assertEquals(List.of("3", "8"), d.classNames(), "the second of the pair is positive by default");
            assertArrayEquals(new int[] {0, 1, 1, 0}, d.labels());
        }

        @Test
        void multiclass_keepsEveryClassInNumericOrder() throws IOException {
            LabelledTable t = table("10", "9", "2", "9");
            ClassMapping m = ClassMapping.of(t, "t", Optional.empty(), List.of(), Optional.empty(), new Location("e", 1, 1));
            assertEquals(List.of("2", "9", "10"), m.classNames());
        }

        @Test
        void twoTextClassesWithoutPositive_areRefused() throws IOException {
            LabelledTable t = table("M", "R");
            var e = assertThrows(InputException.class, () -> ClassMapping.of(t, "t", Optional.empty(), List.of(),
                    Optional.empty(), new Location("e.yaml", 4, 3)));
            assertTrue(e.problem().contains("name the positive one"), e.problem());
        }

        @Test
        void unknownTestLabel_isRefusedAtItsLine() throws IOException {
            ClassMapping m = ClassMapping.of(table("a", "b"), "t", positive("a"), List.of(), Optional.empty(),
                    new Location("e", 1, 1));
            var e = assertThrows(InputException.class, () -> m.apply(table("a", "c"), "test"));
            assertEquals(3, e.location().line());
        }
    }
}
