package privbench.harness.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.canonical.Canonical;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/**
 * {@code privbench compare} end to end on a real run: a run against itself passes, a baseline made better
 * by a wide margin fails and the output names the learner, the group and both values.
 */
class CompareCommandTest {

    @TempDir
    static Path tmp;

    private static Path run;

    @BeforeAll
    static void runTiny() {
        run = tmp.resolve("run");
        var out = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out", run.toString(),
                "--no-report", "--progress", "none");
        assertEquals(0, out.exit(), out.err());
    }

    @Test
    void aRunAgainstItself_exitsZero_andWritesTheTables() {
        var out = new Cli(tmp).run("compare", run.toString(), run.toString(), "--out", tmp.resolve("self").toString());
        assertEquals(0, out.exit(), out.out() + out.err());
        assertTrue(out.out().contains("OK: no regression"), out.out());
        assertTrue(Files.isRegularFile(tmp.resolve("self/compare.md")));
        assertTrue(Files.isRegularFile(tmp.resolve("self/compare.csv")));
    }

    @Test
    void aBaselineBetterByAWideMargin_exitsOne_namingLearnerGroupAndBothValues() throws IOException {
        CsvTable summary = CsvTable.read(run.resolve("summary.csv"));
        int mean = summary.column("accuracy_mean");
        int low = summary.column("accuracy_ci_low");
        int high = summary.column("accuracy_ci_high");
        // the group at epsilon 2, n 400, jitter 0.05: the baseline claims 0.5 more accuracy, with the same
        // interval width; the largest half-width of the tiny run is below 0.1 (an sd below 0.04 over 3 repetitions),
        // so Welch's t is above 0.5 / sqrt(2 x 0.04^2 / 3) = 15 on 4 degrees of freedom, p below 2e-4: significant
        // after Holm's correction over the run's 60 comparisons (0.05 / 60 = 8e-4). A gap of 0.25 (t = 9.3 at the
        // group's sd 0.033, p = 7e-4) sat on that threshold once the generated rows changed (issue 15)
        List<List<String>> rows = new ArrayList<>();
        String group = null;
        double current = Double.NaN;
        for (List<String> r : summary.rows()) {
            List<String> copy = new ArrayList<>(r);
            if (group == null && summary.get(r, "epsilon").equals("2") && summary.get(r, "n").equals("400")) {
                group = summary.get(r, "group_id");
                current = Double.parseDouble(r.get(mean));
                double half = (Double.parseDouble(r.get(high)) - Double.parseDouble(r.get(low))) / 2;
                assertTrue(half < 0.1, "half-width " + half);
                copy.set(mean, Canonical.number(current + 0.5));
                copy.set(low, Canonical.number(current + 0.5 - half));
                copy.set(high, Canonical.number(current + 0.5 + half));
            }
            rows.add(copy);
        }
        Path baseline = Files.createDirectories(tmp.resolve("better-baseline"));
        new CsvTable(summary.header(), rows).write(baseline.resolve("summary.csv"));

        var out = new Cli(tmp).run("compare", baseline.toString(), run.toString(), "--out", tmp.resolve("cmp").toString());
        assertEquals(1, out.exit(), out.out() + out.err());
        String line = out.out().lines().filter(l -> l.startsWith("REGRESSION")).findFirst().orElse("");
        assertTrue(line.contains("mean-difference"), out.out());
        assertTrue(line.contains(group), out.out());
        assertTrue(line.contains(" accuracy "), out.out());
        assertTrue(line.contains(ReadableNumber.of(current + 0.5)) && line.contains(ReadableNumber.of(current)), line);
        assertTrue(out.out().contains("FAILED"), out.out());
        String md = Files.readString(tmp.resolve("cmp/compare.md"));
        assertTrue(md.contains("**REGRESSION**") && md.contains(group), md);
    }

    @Test
    void aFolderWithoutSummary_isBadInput() {
        var out = new Cli(tmp).run("compare", tmp.resolve("nowhere").toString(), run.toString());
        assertEquals(2, out.exit());
        assertTrue(out.err().contains("nowhere") && out.err().contains("is not a folder"), out.err());
    }

    @Test
    void anImpossibleRule_isBadInput() {
        var out = new Cli(tmp).run("compare", run.toString(), run.toString(), "--alpha", "1.5");
        assertEquals(2, out.exit());
        assertTrue(out.err().contains("alpha must be in (0, 1), got 1.5"), out.err());
    }

    @Test
    void exact_aRerunOnOtherThreadsIsIdentical() {
        Path rerun = tmp.resolve("rerun-one-thread");
        var r = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out", rerun.toString(),
                "--no-report", "--progress", "none", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        var out = new Cli(tmp).run("compare", "--exact", run.toString(), rerun.toString());
        assertEquals(0, out.exit(), out.out() + out.err());
        assertTrue(out.out().startsWith("IDENTICAL: "), out.out());
        assertTrue(!Files.exists(rerun.resolve("compare.csv")), "--exact writes nothing");
    }

    @Test
    void exact_ignoresFitTimes_butNamesAOneDigitChangeAndAMissingGroup() throws IOException {
        CsvTable summary = CsvTable.read(run.resolve("summary.csv"));
        int time = summary.column("fit_seconds_mean");
        int mean = summary.column("accuracy_mean");
        List<List<String>> slower = new ArrayList<>();
        List<List<String>> edited = new ArrayList<>();
        String changed = summary.get(summary.rows().get(0), "group_id");
        for (int i = 0; i < summary.rows().size(); i++) {
            List<String> r = summary.rows().get(i);
            List<String> a = new ArrayList<>(r);
            a.set(time, Canonical.number(Double.parseDouble(r.get(time)) * 3 + 1));
            slower.add(a);
            List<String> b = new ArrayList<>(r);
            if (i == 0) {
                // the last bit of the double: what a summation in another order changes
                b.set(mean, Canonical.number(Math.nextUp(Double.parseDouble(r.get(mean)))));
            }
            if (i != 1) { // the second group left out
                edited.add(b);
            }
        }
        Path timed = Files.createDirectories(tmp.resolve("other-times"));
        new CsvTable(summary.header(), slower).write(timed.resolve("summary.csv"));
        var same = new Cli(tmp).run("compare", "--exact", run.toString(), timed.toString());
        assertEquals(0, same.exit(), same.out() + same.err());

        Path bad = Files.createDirectories(tmp.resolve("edited"));
        new CsvTable(summary.header(), edited).write(bad.resolve("summary.csv"));
        var out = new Cli(tmp).run("compare", "--exact", run.toString(), bad.toString());
        assertEquals(1, out.exit(), out.out() + out.err());
        assertTrue(out.out().contains("DIFFERS: group " + changed + ", accuracy_mean: baseline "), out.out());
        assertTrue(out.out().contains(", (group): baseline present, current absent"), out.out());
        assertTrue(out.out().contains("NOT IDENTICAL: 2 differences over " + summary.rows().size() + " groups"),
                out.out());
    }

    @Test
    void exact_aShardIsCheckedCellByCell_andAChangedOrMissingCellIsNamed() throws IOException {
        Path shard = tmp.resolve("shard-2-of-3");
        var r = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out", shard.toString(),
                "--no-report", "--progress", "none", "--threads", "1", "--shard", "2/3");
        assertEquals(0, r.exit(), r.err());
        CsvTable all = CsvTable.read(run.resolve("cells.csv"));
        CsvTable part = CsvTable.read(shard.resolve("cells.csv"));
        assertTrue(part.rows().size() > 0 && part.rows().size() < all.rows().size(), part.rows().size() + " cells");
        var same = new Cli(tmp).run("compare", "--exact", run.toString(), shard.toString());
        assertEquals(0, same.exit(), same.out() + same.err());
        assertTrue(same.out().startsWith("IDENTICAL: shard 2/3, " + part.rows().size() + " of " + all.rows().size()
                + " cells"), same.out());
        // the negative control: the last bit of one cell's accuracy, and one cell left out
        int acc = part.column("accuracy");
        List<List<String>> edited = new ArrayList<>();
        String changed = part.get(part.rows().get(0), "cell_id");
        String dropped = part.get(part.rows().get(1), "cell_id");
        for (int i = 0; i < part.rows().size(); i++) {
            List<String> row = new ArrayList<>(part.rows().get(i));
            if (i == 0) {
                row.set(acc, Canonical.number(Math.nextUp(Double.parseDouble(row.get(acc)))));
            }
            if (i != 1) {
                edited.add(row);
            }
        }
        Path bad = tmp.resolve("shard-edited");
        Files.createDirectories(bad);
        for (String f : List.of("summary.csv", "manifest.json")) {
            Files.copy(shard.resolve(f), bad.resolve(f));
        }
        new CsvTable(part.header(), edited).write(bad.resolve("cells.csv"));
        var out = new Cli(tmp).run("compare", "--exact", run.toString(), bad.toString());
        assertEquals(1, out.exit(), out.out() + out.err());
        assertTrue(out.out().contains("DIFFERS: cell " + changed + ", accuracy: baseline "), out.out());
        assertTrue(out.out().contains("DIFFERS: cell " + dropped + ", (cell): baseline present, current absent"),
                out.out());
        assertTrue(out.out().contains("NOT IDENTICAL: 2 differences over shard 2/3, " + part.rows().size() + " of "
                + all.rows().size() + " cells (" + (part.rows().size() - 2) + " cells identical)"), out.out());
    }
}
