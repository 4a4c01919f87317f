package privbench.harness.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.cli.CliContext;
import privbench.harness.cli.Main;
import privbench.harness.tables.CsvTable;

/**
 * The slopes recover known exponents from timings t = c n^a d^b T^e times a log-normal jitter per repetition, and
 * the bootstrap interval holds the truth; a quadratic law is told apart from a linear one.
 */
class TimeScalingTest {

    private static final List<String> HEADER = List.of("cell_id", "learner", "params", "n", "d", "epsilon",
            "repetition", "accuracy", "fit_seconds", "status");

    /** Jitter sd 0.05 in log time: with 5 repetitions and 3 values, the slope's sd is about 0.05 / sqrt(5) / 0.9. */
    private static CsvTable cells(double a, double b, double e) {
        SplittableRandom r = new SplittableRandom(7);
        List<List<String>> rows = new ArrayList<>();
        int id = 0;
        for (int n : new int[] {1000, 4000, 16000}) {
            for (int d : new int[] {10, 40, 160}) {
                for (int t : new int[] {50, 100, 200}) {
                    for (int rep = 0; rep < 5; rep++) {
                        double sec = 1e-7 * Math.pow(n, a) * Math.pow(d, b) * Math.pow(t, e)
                                * Math.exp(0.05 * r.nextGaussian());
                        rows.add(List.of("c" + id++, "dp-gd", "{\"iterations\":" + t + "}", "" + n, "" + d, "1",
                                "" + rep, "0.9", "" + sec, "ok"));
                    }
                }
            }
        }
        rows.add(List.of("c" + id, "dp-gd", "{\"iterations\":50}", "1000", "10", "1", "9", "0.9", "", "failed"));
        return new CsvTable(HEADER, rows);
    }

    private static List<TimeScaling.Slope> on(List<TimeScaling.Slope> all, String axis) {
        return all.stream().filter(s -> s.axis().equals(axis)).toList();
    }

    @Test
    void linearInN_squareRootInD_linearInIterations_recovered() {
        List<TimeScaling.Slope> all = TimeScaling.slopes(List.of(cells(1.0, 0.5, 1.0)), 400, 1);
        // 9 settings of the other two axes for each of the three axes, and one slope pooled over them
        assertEquals(10, on(all, "n").size());
        assertEquals(10, on(all, "d").size());
        assertEquals(10, on(all, "iterations").size());
        assertEquals(3, all.stream().filter(s -> s.pooled() && s.settings() == 9
                && s.fixedText().equals("pooled over 9 settings")).count());
        for (var s : all) {
            double truth = switch (s.axis()) {
                case "n", "iterations" -> 1.0;
                case "d" -> 0.5;
                default -> throw new AssertionError(s.axis());
            };
            // pooled over 9 settings the slope's sd is a third of a single setting's: hold it to 0.04
            assertEquals(truth, s.slope(), s.pooled() ? 0.04 : 0.1, s.toString());
            assertTrue(s.low() <= truth + 0.02 && truth - 0.02 <= s.high(), s.axis() + " " + s.fixedText() + ": ["
                    + s.low() + ", " + s.high() + "]");
            assertEquals(3, s.x().length);
            assertEquals("dp-gd", s.learner());
        }
    }

    @Test
    void quadraticInN_isNotLinear() {
        for (var s : on(TimeScaling.slopes(List.of(cells(2.0, 0.5, 1.0)), 400, 1), "n")) {
            assertEquals(2.0, s.slope(), 0.1);
            assertTrue(s.low() > 1.5, "the interval must exclude a linear law: " + s.low());
        }
    }

    /** The verb writes scaling.csv from a run folder; a folder without cells is a clear input error (exit 2). */
    @Test
    void scalingVerb_writesTheTable_andRefusesAFolderWithoutCells(@TempDir Path dir) throws Exception {
        cells(1.0, 0.5, 1.0).write(dir.resolve("cells.csv"));
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        var ctx = new CliContext(privbench.learners.Learners.ALL, Map.of(), dir, new PrintStream(out),
                new PrintStream(err));
        assertEquals(0, Main.execute(ctx, "scaling", dir.toString(), "--bootstrap", "50"), err.toString());
        List<String> lines = Files.readAllLines(dir.resolve("scaling.csv"));
        assertEquals(31, lines.size(), "a header, 27 slopes and 3 pooled");
        assertTrue(lines.get(0).startsWith("learner,axis,fixed,points,slope,slope_low,slope_high"), lines.get(0));
        assertTrue(out.toString().contains("dp-gd: time ~ n^1.0"), out.toString());
        assertTrue(Files.exists(dir.resolve("scaling-dp-gd-n.png")) && Files.exists(dir.resolve("scaling-dp-gd-d.svg")));
        assertEquals(2, Main.execute(ctx, "scaling", dir.resolve("none").toString()));
        assertTrue(err.toString().contains("none"), err.toString());
    }
}
