package privbench.harness.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/** The xi-k verb end to end on digits: one row per (class pair, k), a figure, and refused input. */
class XiKCommandTest {

    @TempDir
    Path root;

    @Test
    void digits_givesEveryPairAtEveryK_withXiFallingToZeroAtFullRank() throws IOException {
        Path out = root.resolve("xik");
        var r = new Cli(root).run("xi-k", Resources.path("experiments/digits.yaml").toString(), "--out", out.toString(),
                "--k", "1,10,64,100");
        assertEquals(0, r.exit(), r.err());
        CsvTable t = CsvTable.read(out.resolve("xi-k.csv"));
        assertEquals(XiKTable.HEADER, String.join(",", t.header()));
        // digits.yaml sweeps n over 200 and 1257: two curves, 45 pairs each, k = 100 > d = 64 skipped
        assertEquals(2 * 45 * 3, t.rows().size());
        for (List<String> row : t.rows()) {
            double xi = Double.parseDouble(t.get(row, "xi_k"));
            assertTrue(xi >= 0 && xi <= 1, row.toString());
            if (t.get(row, "k").equals("64")) {
                assertTrue(xi < 1e-9, "k = d spans everything: " + row);
            }
        }
        assertTrue(Files.size(out.resolve("xi-k.png")) > 1000);
        assertTrue(r.out().contains("45 class pairs"), r.out());
    }

    @Test
    void aKBelowOne_isBadInput() {
        var r = new Cli(root).run("xi-k", Resources.path("experiments/digits.yaml").toString(), "--out",
                root.resolve("x").toString(), "--k", "0,5");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--k values must be >= 1"), r.err());
    }
}
