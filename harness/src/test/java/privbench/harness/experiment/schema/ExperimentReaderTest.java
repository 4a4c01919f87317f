package privbench.harness.experiment.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.experiment.DataSource;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.Sweep;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.testing.Resources;

class ExperimentReaderTest {

    @TempDir
    Path dir;

    private Experiment write(String yaml) throws IOException {
        Path f = dir.resolve("e.yaml");
        Files.writeString(f, yaml);
        return ExperimentReader.read(f);
    }

    private static final String BASE = "name: x\nseed: 1\ndataset: {builtin: sonar}\nsplit: {test: 0.25}\n"
            + "learners: [mean-difference]\n";

    @Test
    void aTitlePlaceholder_mustNameARunColumn_andTheErrorSaysWhichOnesCan() throws IOException {
        String sweep = "sweep: {epsilon: 1, delta: 0}\nmetrics: [accuracy]\n";
        Experiment ok = write(BASE + sweep + "figures:\n  - {x: epsilon, y: accuracy, title: \"d = {d}, n {n}\"}\n");
        assertEquals("d = {d}, n {n}", ok.figures().get(0).title().orElseThrow());
        var ex = assertThrows(InputException.class, () -> write(BASE + sweep
                + "figures:\n  - {x: epsilon, y: accuracy, title: \"gamma = {gamma}\"}\n"));
        assertTrue(ex.getMessage().contains("e.yaml") && ex.getMessage().contains("'{gamma}'")
                && ex.getMessage().contains("n, d, epsilon, delta, dataset"), ex.getMessage());
    }

    @Nested
    class Numbers {

        @Test
        void epsilon_acceptsScientificInfinityAndNumericStrings() throws IOException {
            Experiment e = write(BASE + "sweep:\n  epsilon: [1e-1, .inf, \"2.5\", '1E1']\n  delta: 1e-5\n");
            assertEquals(List.of(0.1, Double.POSITIVE_INFINITY, 2.5, 10.0),
                    e.sweep().epsilon().stream().map(Located::value).toList());
            Experiment plain = write(BASE + "sweep: {epsilon: inf, delta: 0}\n");
            assertEquals(Double.POSITIVE_INFINITY, plain.sweep().epsilon().get(0).value());
        }

        @Test
        void delta_acceptsNumbersAndTheTwoRules() throws IOException {
            Experiment e = write(BASE + "sweep:\n  epsilon: 1\n  delta: [0, \"1e-5\", 1/n^2, \"1/n\"]\n");
            List<DeltaSpec> d = e.sweep().delta().stream().map(Located::value).toList();
            assertEquals(new DeltaSpec.Fixed(0), d.get(0));
            assertEquals(new DeltaSpec.Fixed(1e-5), d.get(1));
            assertEquals(1e-6, d.get(2).resolve(1000));
            assertEquals(1e-3, d.get(3).resolve(1000));
        }

        @Test
        void wholeNumbers_mayBeWrittenInScientificNotation() throws IOException {
            Experiment e = write(BASE + "repetitions: 1e1\nsweep: {epsilon: 1, delta: 0, n: [1e2]}\n");
            assertEquals(10, e.repetitions());
            assertEquals(100, e.sweep().n().get(0).value());
        }

        @Test
        void fractionalCount_isRefusedAtItsValue() {
            var ex = assertThrows(InputException.class,
                    () -> write(BASE + "sweep: {epsilon: 1, delta: 0, n: [10.5]}\n"));
            assertEquals(6, ex.location().line());
            assertTrue(ex.problem().startsWith("sweep.n[0] must be a whole number"), ex.problem());
        }
    }

    @Nested
    class Structure {

        @Test
        void tiny_readsIntoTheRecordTree() {
            Experiment e = ExperimentReader.read(Resources.path("experiments/tiny.yaml"));
            assertEquals("tiny", e.name());
            assertEquals(7, e.seed());
            assertEquals(3, e.repetitions());
            var s = assertInstanceOf(DataSource.Synthetic.class, e.dataset());
            assertEquals("margin-halfspace", s.generator().value());
            assertEquals(400, s.rows().orElseThrow().value());
            assertEquals(List.of(5), e.sweep().d().stream().map(Located::value).toList());
            assertEquals(List.of("margin"), e.sweep().generator().stream().map(Sweep.GeneratorAxis::key).toList());
            assertFalse(e.sweep().generator().get(0).listed(), "a single margin is not a column");
            assertEquals(List.of("jitter"), e.learnerAxes());
            assertEquals(List.of("accuracy", "auc", "train_accuracy"), e.metricIds());
            assertEquals(2, e.figures().size());
            assertEquals("jitter", e.figures().get(1).series());
            assertEquals(FigureSpec.ErrorBars.STD, e.figures().get(1).errorbars());
            assertTrue(e.figures().get(0).logx());
            assertFalse(e.hasFull());
        }

        @Test
        void generatorListsAnywhere_becomeListedAxes() {
            Experiment e = ExperimentReader.read(Resources.path("experiments/sweep-axes.yaml"));
            assertEquals(List.of("margin", "outliers"), e.sweep().listedGeneratorAxes());
            assertEquals(List.of(3, 6), e.sweep().d().stream().map(Located::value).toList());
            assertEquals(2 * 1, e.sweep().parameterCombinations().size());
            assertEquals(List.of(0.0, 0.1, 0.2), e.sweep().outlierFractions());
            assertEquals(List.of("append-bias:1", "unit-norm"),
                    e.preprocess().stream().map(PreprocessStep::canonical).toList());
            assertInstanceOf(PublicSpec.Fraction.class, e.publicRows());
        }

        @Test
        void fullVariant_overridesKeysDeeplyAndRenamesTheOutput() {
            Path f = Resources.path("experiments/sweep-axes.yaml");
            Experiment base = ExperimentReader.read(f, false);
            Experiment full = ExperimentReader.read(f, true);
            assertTrue(base.hasFull());
            assertEquals("sweep-axes", base.name());
            assertEquals("sweep-axes-full", full.name());
            assertEquals(4, full.repetitions());
            var s = (DataSource.Synthetic) full.dataset();
            assertEquals(600, s.rows().orElseThrow().value());
            // deep merge: keys of dataset.synthetic not named in full: stay
            assertEquals(List.of("margin", "outliers"), full.sweep().listedGeneratorAxes());
            assertEquals(List.of(50, 540), full.sweep().n().stream().map(Located::value).toList());
            assertEquals(base.sweep().epsilon(), full.sweep().epsilon());
        }

        @Test
        void fullFlag_withoutFullSection_isRefused() {
            var ex = assertThrows(InputException.class,
                    () -> ExperimentReader.read(Resources.path("experiments/tiny.yaml"), true));
            assertTrue(ex.problem().contains("has no full: section"), ex.problem());
        }

        @Test
        void csvPaths_areResolvedAgainstTheExperimentFolder() {
            Path f = Resources.path("experiments/csv.yaml");
            var c = (DataSource.CsvFile) ExperimentReader.read(f).dataset();
            assertEquals(f.getParent().resolve("../data/tiny.csv").normalize(), c.path().value());
            assertEquals("y", c.label());
        }

        @Test
        void missingFile_isOneLineNamingIt() {
            var ex = assertThrows(InputException.class, () -> ExperimentReader.read(dir.resolve("nope.yaml")));
            assertTrue(ex.getMessage().endsWith("nope.yaml: does not exist"), ex.getMessage());
        }

        @Test
        void emptyFile_isRefused() throws IOException {
            var ex = assertThrows(InputException.class, () -> write(""));
            assertEquals("is empty", ex.problem());
        }

        @Test
        void secondDocument_isRefusedWhereItStarts() {
            var ex = assertThrows(InputException.class, () -> write(BASE + "sweep: {epsilon: 1, delta: 0}\n---\nname: y\n"));
            assertEquals(8, ex.location().line());
        }
    }
}
