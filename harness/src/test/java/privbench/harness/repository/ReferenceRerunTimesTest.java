package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;

/**
 * {@code results/timing/reference-reruns/reruns.csv}, the wall times of whole reruns of reference folders (issue 39,
 * item 3), says what the committed manifests say: the committed folder's seconds and the rerun's
 * ({@code started_at} to {@code finished_at}), their ratio, a rerun at a clean tree of the commit it names, and a
 * {@code compare --exact} output that found the rows' groups identical.
 */
class ReferenceRerunTimesTest {

    private static final Path ROOT = RepositoryPaths.root();
    private static final Path RERUNS = ROOT.resolve("results/timing/reference-reruns");

    private static long seconds(Path manifest) throws IOException {
        JsonNode n = new ObjectMapper().readTree(manifest.toFile());
        return Duration.between(Instant.parse(n.get("started_at").asText()),
                Instant.parse(n.get("finished_at").asText())).toSeconds();
    }

    /** What is wrong with each row, against the files it names. */
    static List<String> problems(CsvTable table) throws IOException {
        List<String> out = new ArrayList<>();
        int line = 1;
        for (List<String> row : table.rows()) {
            line++;
            String at = "line " + line + ": ";
            Path committed = ROOT.resolve("results/reference").resolve(table.get(row, "folder")).resolve("manifest.json");
            Path rerun = RERUNS.resolve(table.get(row, "rerun"));
            long was = seconds(committed);
            long now = seconds(rerun.resolve("manifest.json"));
            if (was != Long.parseLong(table.get(row, "committed_seconds"))) {
                out.add(at + "committed_seconds " + table.get(row, "committed_seconds") + ", the manifest says " + was);
            }
            if (now != Long.parseLong(table.get(row, "rerun_seconds"))) {
                out.add(at + "rerun_seconds " + table.get(row, "rerun_seconds") + ", the manifest says " + now);
            }
            String ratio = String.format(Locale.ROOT, "%.3f", (double) now / was);
            if (!ratio.equals(table.get(row, "fraction_of_committed"))) {
                out.add(at + "fraction_of_committed " + table.get(row, "fraction_of_committed") + ", the seconds give "
                        + ratio);
            }
            JsonNode m = new ObjectMapper().readTree(rerun.resolve("manifest.json").toFile());
            if (!m.get("git_commit").asText().startsWith(table.get(row, "checked_at")) || m.get("git_dirty").asBoolean()) {
                out.add(at + "the rerun's manifest names " + m.get("git_commit").asText()
                        + (m.get("git_dirty").asBoolean() ? " (dirty)" : "") + ", not " + table.get(row, "checked_at"));
            }
            String compare = Files.readString(rerun.resolve("compare.txt")).strip();
            String identical = "IDENTICAL: " + table.get(row, "identical") + " groups";
            if (!compare.startsWith(identical) || !table.get(row, "identical").equals(table.get(row, "groups"))) {
                out.add(at + "compare.txt says \"" + compare + "\", the row " + table.get(row, "identical") + " of "
                        + table.get(row, "groups") + " groups identical");
            }
        }
        return out;
    }

    @Test
    void everyRowIsWhatItsManifestsAndComparisonSay() throws IOException {
        CsvTable table = CsvTable.read(RERUNS.resolve("reruns.csv"));
        assertFalse(table.rows().isEmpty(), "no reruns listed: the check would prove nothing");
        List<String> problems = problems(table);
        assertEquals(List.of(), problems, String.join("\n", problems));
    }

    @Test
    void rowsThatSayOtherwiseAreCaught() throws IOException {
        CsvTable table = CsvTable.read(RERUNS.resolve("reruns.csv"));
        assertEquals("line 2: rerun_seconds", first(problems(changed(table, "rerun_seconds", "1000"))));
        assertEquals("line 2: fraction_of_committed", first(problems(changed(table, "fraction_of_committed", "0.400"))));
        assertEquals("line 2: compare.txt", first(problems(changed(table, "identical", "29"))));
    }

    private static CsvTable changed(CsvTable table, String column, String value) {
        List<List<String>> rows = new ArrayList<>(table.rows());
        List<String> first = new ArrayList<>(rows.get(0));
        first.set(table.column(column), value);
        rows.set(0, first);
        return new CsvTable(table.header(), rows);
    }

    /** The first problem's line and what it is about (its first two words). */
    private static String first(List<String> problems) {
        assertEquals(1, problems.size(), problems.toString());
        String[] words = problems.get(0).split(" ");
        return words[0] + " " + words[1] + " " + words[2];
    }
}
