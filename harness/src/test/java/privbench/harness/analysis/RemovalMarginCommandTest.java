package privbench.harness.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/** The removal-margin verb end to end: curves per data setting, a table, a figure, refused input. */
class RemovalMarginCommandTest {

    @TempDir
    Path root;

    @Test
    void writesOneCurvePerDataSetting_withTheFlippedRowsRemovedFirst() throws IOException {
        Path out = root.resolve("rm");
        var r = new Cli(root).run("removal-margin", Resources.path("experiments/removal-margin.yaml").toString(),
                "--out", out.toString(), "--max-fraction", "0.02");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(out.resolve("removal-margin.csv"));
        assertEquals(MarginCurveTable.HEADER, lines.get(0));
        // 400 rows (300 training + 100 test), up to 2% = 8 removals: 9 points per curve, two curves
        assertEquals(1 + 2 * 9, lines.size(), String.join("\n", lines));
        assertTrue(Files.size(out.resolve("removal-margin.png")) > 1000);
        assertTrue(Files.readString(out.resolve("removal-margin.csv")).lines().skip(1)
                .noneMatch(l -> l.contains(",false,") && !l.contains(",,")), "an unconverged row claims a margin");
        assertTrue(Files.readString(out.resolve("removal-margin.svg")).contains("<svg"));
        // the clean data are separated from the start; with 3 of 300 training labels flipped the margin is 0 until
        // the flipped rows (the lowest margins) are removed, within the 2% = 8 removals
        assertTrue(r.out().lines().anyMatch(l -> l.contains("outliers=0:") && l.contains("first > 0 at 0.00%")),
                r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.contains("outliers=0.01:") && !l.contains("first > 0 at 0.00%")
                && !l.contains("never")), r.out());
    }

    @Test
    void unconvergedFits_areExcludedAndCounted_neverReportedAsAPositiveMargin() throws IOException {
        // one pass of dual coordinate descent cannot meet the tolerance nor a 0.1% duality gap on 400 rows, so
        // fits stop unconverged; their w may still separate the rows, which is what must not be reported
        Path out = root.resolve("rm1");
        var r = new Cli(root).run("removal-margin", Resources.path("experiments/removal-margin.yaml").toString(),
                "--out", out.toString(), "--max-fraction", "0.02", "--max-epochs", "1");
        assertEquals(0, r.exit(), r.err());
        var t = privbench.harness.tables.CsvTable.read(out.resolve("removal-margin.csv"));
        long unconverged = 0;
        long unconvergedSeparating = 0;
        for (List<String> row : t.rows()) {
            boolean converged = Boolean.parseBoolean(t.get(row, "svm_converged"));
            assertEquals(Boolean.toString(!converged), t.get(row, "excluded"), row.toString());
            if (!converged) {
                unconverged++;
                assertEquals("", t.get(row, "margin"), "no margin is claimed from an unconverged fit: " + row);
                unconvergedSeparating += Double.parseDouble(t.get(row, "min_margin")) > 0 ? 1 : 0;
            }
        }
        assertTrue(unconverged > 0, "the fixture must produce unconverged fits, else the test proves nothing");
        assertTrue(unconvergedSeparating > 0, "and some of them must separate (the case the exclusion is for)");
        assertTrue(r.err().contains(unconverged + " fits did not converge"), r.err());
        assertTrue(r.out().contains("did not converge and are excluded"), r.out());
    }

    @Test
    void anImpossibleFraction_isBadInput() {
        var r = new Cli(root).run("removal-margin", Resources.path("experiments/removal-margin.yaml").toString(),
                "--out", root.resolve("x").toString(), "--max-fraction", "1.5");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("maxFraction must be in [0, 1)"), r.err());
    }
}
