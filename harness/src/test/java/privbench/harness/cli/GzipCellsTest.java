package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.RunFolder;
import privbench.harness.testing.Resources;

/**
 * {@code run --gzip-cells} writes cells.csv.gz, and every verb that reads a run folder (report, compare, merge,
 * history, sample-complexity, and run itself when it resumes) reads it as it reads cells.csv.
 */
class GzipCellsTest extends CliInTempRoot {

    private Path plain;
    private Path gz;

    private static String tiny() {
        return Resources.path("experiments/tiny.yaml").toString();
    }

    /** The rows of a cells file in cell-id order, without fit_seconds (the one column that is a timing). */
    private static java.util.List<java.util.List<String>> rows(Path file) throws IOException {
        return rows(file, "fit_seconds");
    }

    private static java.util.List<java.util.List<String>> rows(Path file, String timing) throws IOException {
        CsvTable t = CellsFile.read(file);
        int fit = t.column(timing);
        return t.rows().stream().map(r -> {
            var copy = new java.util.ArrayList<>(r);
            copy.set(fit, "");
            return (java.util.List<String>) copy;
        }).sorted(java.util.Comparator.comparing(r -> r.get(0))).toList();
    }

    @BeforeEach
    void twoRuns() {
        plain = root.resolve("plain");
        gz = root.resolve("gz");
        assertEquals(0, run("run", tiny(), "--out", plain.toString(), "--no-report").exit());
        var out = run("run", tiny(), "--out", gz.toString(), "--gzip-cells", "--no-report");
        assertEquals(0, out.exit(), out.err());
        assertTrue(out.out().contains("cells.csv.gz"), out.out());
    }

    @Test
    void gzipRun_keepsOnlyTheCompressedFile_withTheSameRowsAndSummary() throws IOException {
        assertFalse(Files.exists(gz.resolve(CellsFile.PLAIN)));
        assertTrue(Files.isRegularFile(gz.resolve(CellsFile.GZIP)));
        try (var in = new GZIPInputStream(Files.newInputStream(gz.resolve(CellsFile.GZIP)))) {
            Path expanded = Files.write(root.resolve("expanded.csv"), in.readAllBytes());
            assertEquals(rows(plain.resolve(CellsFile.PLAIN)), rows(expanded), "the compressed file holds the cells");
        }
        assertEquals(rows(plain.resolve("summary.csv"), "fit_seconds_mean"), rows(gz.resolve("summary.csv"), "fit_seconds_mean"));
        RunFolder read = RunFolder.read(gz);
        assertEquals(36, read.cells().orElseThrow().rows().size());
    }

    @Test
    void report_compare_history_and_sampleComplexity_readTheCompressedCells() throws IOException {
        var report = run("report", gz.toString());
        assertEquals(0, report.exit(), report.err());
        assertFalse(Files.readString(gz.resolve("REPORT.md")).contains("has no cells.csv"),
                "the report found the cells");
        var compare = run("compare", plain.toString(), gz.toString());
        assertEquals(0, compare.exit(), compare.out() + compare.err());
        var history = run("history", "record", gz.toString(), "--db", root.resolve("h.db").toString());
        assertEquals(0, history.exit(), history.err());
        var sc = run("sample-complexity", gz.toString(), "--metric", "accuracy", "--target-error", "0.2", "--out", root.resolve("sc").toString());
        assertEquals(0, sc.exit(), sc.err());
    }

    @Test
    void merge_readsCompressedShards_andCanWriteEitherForm() throws IOException {
        var merged = run("merge", gz.toString(), "--out", root.resolve("m1").toString(), "--no-report");
        assertEquals(0, merged.exit(), merged.err());
        assertEquals(rows(plain.resolve(CellsFile.PLAIN)), rows(root.resolve("m1").resolve(CellsFile.PLAIN)));
        var mergedGz = run("merge", plain.toString(), "--out", root.resolve("m2").toString(), "--gzip-cells",
                "--no-report");
        assertEquals(0, mergedGz.exit(), mergedGz.err());
        assertEquals(rows(plain.resolve(CellsFile.PLAIN)), rows(root.resolve("m2").resolve(CellsFile.GZIP)));
        assertFalse(Files.exists(root.resolve("m2").resolve(CellsFile.PLAIN)));
    }

    @Test
    void resume_expandsTheCompressedCells_runsNothingAgain_andCompressesToTheSameBytes() throws IOException {
        byte[] before = Files.readAllBytes(gz.resolve(CellsFile.GZIP));
        var again = run("run", tiny(), "--out", gz.toString(), "--gzip-cells", "--no-report");
        assertEquals(0, again.exit(), again.err());
        Manifest m = Manifest.read(gz.resolve(Manifest.FILE));
        assertEquals(0, m.cellsRun(), "every cell was resumed from the compressed file, none rerun");
        assertEquals(36, m.cellsSkipped());
        assertArrayEquals(before, Files.readAllBytes(gz.resolve(CellsFile.GZIP)), "gzip output is deterministic");
        var plainAgain = run("run", tiny(), "--out", gz.toString(), "--no-report");
        assertEquals(0, plainAgain.exit(), plainAgain.err());
        assertEquals(rows(plain.resolve(CellsFile.PLAIN)), rows(gz.resolve(CellsFile.PLAIN)),
                "without --gzip-cells the resumed folder is left plain");
        assertFalse(Files.exists(gz.resolve(CellsFile.GZIP)));
    }

    @Test
    void bothForms_orADamagedGzip_areBadInput_namingTheFile() throws IOException {
        Files.copy(plain.resolve(CellsFile.PLAIN), gz.resolve(CellsFile.PLAIN));
        var both = run("report", gz.toString());
        assertEquals(2, both.exit());
        assertTrue(both.err().contains("cells.csv.gz") && both.err().contains("one of the two"), both.err());
        Files.delete(gz.resolve(CellsFile.PLAIN));
        byte[] whole = Files.readAllBytes(gz.resolve(CellsFile.GZIP));
        Files.write(gz.resolve(CellsFile.GZIP), java.util.Arrays.copyOf(whole, whole.length / 2));
        var damaged = run("compare", plain.toString(), gz.toString());
        assertEquals(2, damaged.exit());
        assertTrue(damaged.err().contains("cells.csv.gz") && damaged.err().contains("gzip"), damaged.err());
        CsvTable stillThere = CellsFile.read(plain.resolve(CellsFile.PLAIN));
        assertEquals(37, stillThere.rows().size() + 1, "the other run is untouched");
    }
}
