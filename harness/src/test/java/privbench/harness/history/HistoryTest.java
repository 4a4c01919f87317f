package privbench.harness.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.repository.RepositoryPaths;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;
import privbench.learners.Learners;

/**
 * Two quickstart runs recorded into a history database give a table per group with both runs and a trend
 * figure per group and metric. The second run is the first with one group's accuracy moved down by 0.3 (what a
 * regressing commit would record): show must mark that group, by compare's rule, and no other. Derivation: the
 * group (dp-gd at epsilon 0.1) has sd about 0.051 over 5 repetitions, so Welch's t = 0.3 / sqrt(2 x 0.051^2 / 5)
 * = 9.3 on 8 degrees of freedom, p about 1.5e-5, below Holm's smallest threshold 0.01 / 40 = 2.5e-4 (40 tests:
 * 20 groups x 2 metrics); a shift of 0.02 or less is below the minimum effect and is never marked.
 */
class HistoryTest {

    private static final String MOVED = "9880f2243144a049";   // dp-gd, epsilon = 0.1 in the quickstart

    @TempDir
    Path tmp;

    @Test
    void twoQuickstartRuns_giveATablePerGroupWithBoth_aTrendFigure_andTheMovedGroupMarked() throws Exception {
        Cli cli = new Cli(tmp, Learners.ALL, Map.of());
        Path quickstart = RepositoryPaths.root().resolve("experiments/quickstart.yaml");
        Path first = tmp.resolve("first");
        assertEquals(0, cli.run("run", quickstart.toString(), "--out", first.toString(), "--no-report",
                "--progress", "none").exit());
        Path second = regressedCopy(first, tmp.resolve("second"));
        Path db = tmp.resolve("history.db");

        var record = cli.run("history", "record", first.toString(), second.toString(), "--db", db.toString());
        assertEquals(0, record.exit(), record.err());
        assertEquals(2, record.out().lines().filter(l -> l.startsWith("recorded ")).count(), record.out());
        var again = cli.run("history", "record", first.toString(), "--db", db.toString());
        assertTrue(again.out().startsWith("already recorded"), again.out());

        Path figures = tmp.resolve("trends");
        var show = cli.run("history", "show", "--db", db.toString(), "--learner", "dp-gd", "--out", figures.toString());
        assertEquals(0, show.exit(), show.err());
        List<String> table = section(show.out(), MOVED);
        assertEquals(4, table.size(), "heading, header and one line per run:\n" + show.out());
        assertTrue(table.get(2).contains("0.7154") && !table.get(2).contains("*"), table.get(2));
        assertTrue(table.get(3).startsWith("abcdef012") && table.get(3).contains("0.4154 ± 0.05106 *"), table.get(3));
        long marked = show.out().lines().filter(l -> l.matches("\\w+\\+?\\s+\\d{4}-.*\\*.*")).count();
        assertEquals(1, marked, "only the moved group is marked:\n" + show.out());
        // trend files are named by learner and setting: the group's label, as its heading prints it
        String heading = table.get(0);
        String label = heading.substring(3, heading.indexOf("  (group"));
        String base = "trend-quickstart-" + label.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                + "-accuracy";
        assertTrue(base.contains("dp-gd") && base.contains("0-1"), base);
        assertTrue(Files.size(figures.resolve(base + ".png")) > 10_000);
        assertTrue(Files.readString(figures.resolve(base + ".svg")).contains("<svg"));

        // the schema as documented, read with plain SQL (as pandas, R or the sqlite3 shell would)
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + db);
             var r = c.createStatement().executeQuery("SELECT r.git_commit, m.mean, m.ci_low, m.ci_high, g.learner, "
                     + "g.epsilon, g.epsilon_spent, g.fit_seconds FROM metrics m JOIN groups g USING (run_id, group_id) "
                     + "JOIN runs r USING (run_id) WHERE m.group_id = '" + MOVED + "' AND m.metric = 'accuracy' "
                     + "ORDER BY r.finished_at")) {
            assertTrue(r.next());
            assertEquals("dp-gd", r.getString(5));
            assertEquals(0.1, r.getDouble(6));
            assertTrue(r.getDouble(3) < r.getDouble(2) && r.getDouble(2) < r.getDouble(4));
            assertTrue(r.getDouble(8) > 0);
            assertTrue(r.next());
            assertEquals("abcdef0123456789", r.getString(1));
        }

        // issue 36: runs with another seed are told apart, and show warns that their changes may be the seed's
        assertFalse(show.out().contains("different seeds"), show.out());
        Path reseeded = tmp.resolve("reseeded");
        regressedCopy(first, reseeded);
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(reseeded.resolve("manifest.json").toFile());
        m.put("seed", 7);
        m.put("git_commit", "fedcba9876543210");
        m.put("finished_at", "2099-02-01T00:01:00Z");
        json.writeValue(reseeded.resolve("manifest.json").toFile(), m);
        assertEquals(0, cli.run("history", "record", reseeded.toString(), "--db", db.toString()).exit());
        var mixed = cli.run("history", "show", "--db", db.toString(), "--learner", "dp-gd");
        assertTrue(mixed.out().contains("different seeds [7, "), mixed.out());
    }

    /** The lines of one group's table in show's output. */
    private static List<String> section(String out, String groupId) {
        List<String> lines = out.lines().toList();
        List<String> sec = new ArrayList<>();
        boolean in = false;
        for (String l : lines) {
            if (l.startsWith("## ")) {
                in = l.contains(groupId);
            }
            if (in && !l.isBlank() && !l.startsWith("* =")) {
                sec.add(l);
            }
        }
        return sec;
    }

    /** A copy of a run as a later commit that lowered one group's accuracy by 0.3 would have recorded it. */
    private static Path regressedCopy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        CsvTable s = CsvTable.read(from.resolve("summary.csv"));
        List<List<String>> rows = new ArrayList<>();
        for (List<String> r : s.rows()) {
            List<String> copy = new ArrayList<>(r);
            if (s.get(r, "group_id").equals(MOVED)) {
                for (String c : List.of("accuracy_mean", "accuracy_ci_low", "accuracy_ci_high")) {
                    copy.set(s.column(c), Double.toString(Double.parseDouble(s.get(r, c)) - 0.3));
                }
            }
            rows.add(copy);
        }
        new CsvTable(s.header(), rows).write(to.resolve("summary.csv"));
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(from.resolve("manifest.json").toFile());
        m.put("git_commit", "abcdef0123456789");
        m.put("git_dirty", false);
        m.put("started_at", "2099-01-01T00:00:00Z");
        m.put("finished_at", "2099-01-01T00:01:00Z");
        json.writeValue(to.resolve("manifest.json").toFile(), m);
        return to;
    }
}
