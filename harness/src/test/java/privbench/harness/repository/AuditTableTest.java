package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * The committed audit table (results/audit/audit-table.csv, issue 16) covers every learner, certifies no bound above
 * any claim, and the auditing table of docs/auditing.md quotes it: each row's certified bound, runs and claim as the CSV holds
 * them, to the printed precision (a bound of 3 decimals within rounding of the CSV's 4).
 */
class AuditTableTest {

    private static final Path TABLE = RepositoryPaths.root().resolve("results/audit/audit-table.csv");
    private static final Path GUIDE = RepositoryPaths.root().resolve("docs/auditing.md");

    private static Map<String, List<String>> rowsByLearner(CsvTable t) {
        Map<String, List<String>> out = new HashMap<>();
        for (List<String> row : t.rows()) {
            out.put(t.get(row, "learner"), row);
        }
        return out;
    }

    @Test
    void everyLearnerIsAudited_andNoBoundExceedsItsClaim() throws IOException {
        CsvTable t = CsvTable.read(TABLE);
        Map<String, List<String>> rows = rowsByLearner(t);
        List<String> missing = new ArrayList<>();
        for (LearnerSpec<?> spec : Learners.ALL) {
            if (!rows.containsKey(spec.id())) {
                missing.add(spec.id());
            }
        }
        assertTrue(missing.isEmpty(), "learners without a row in " + TABLE.getFileName() + ": " + missing);
        for (List<String> row : t.rows()) {
            String learner = t.get(row, "learner");
            assertEquals("false", t.get(row, "violation"), learner + " is marked as a violation");
            double claim = Double.parseDouble(t.get(row, "claimed_epsilon").replace("inf", "Infinity"));
            double bound = Double.parseDouble(t.get(row, "epsilon_lb"));
            assertTrue(bound <= claim, learner + ": certified " + bound + " above its claim " + claim);
        }
    }

    @Test
    void theReadmeTableQuotesTheCsv() throws IOException {
        CsvTable t = CsvTable.read(TABLE);
        Map<String, List<String>> rows = rowsByLearner(t);
        List<String> lines = Files.readAllLines(GUIDE);
        int header = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("| learner | family (attack) | method | claimed epsilon")) {
                header = i;
            }
        }
        assertTrue(header >= 0, "docs/auditing.md has no auditing table");
        int quoted = 0;
        for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String[] cells = lines.get(i).split("\\|");
            String learner = cells[1].strip();
            List<String> row = rows.get(learner);
            assertFalse(row == null, "docs/auditing.md row " + learner + " has no line in the CSV");
            // the README prints 3 decimals of the bound the CSV holds to 4 (itself rounded): equal within both roundings
            double csv = Double.parseDouble(t.get(row, "epsilon_lb"));
            double readme = Double.parseDouble(cells[5].strip());
            assertEquals(csv, readme, 0.0005 + 0.00005, learner + ": README bound against the CSV's");
            assertEquals(t.get(row, "runs_per_world"), cells[7].strip().split(" ")[0], learner + ": runs per world");
            // every other number of the row, each within the rounding it is printed to (the block is checked-by here)
            String[] claim = cells[4].strip().replace(")", "").split(" \\(");
            String claimedEpsilon = t.get(row, "claimed_epsilon");
            if (claimedEpsilon.equals("inf")) {
                assertEquals(List.of("inf", "none"), List.of(claim), learner + ": claimed epsilon (delta)");
            } else {
                assertEquals(Double.parseDouble(claimedEpsilon), Double.parseDouble(claim[0]), 0.00051,
                        learner + ": claimed epsilon");
                assertEquals(Double.parseDouble(t.get(row, "claimed_delta")), Double.parseDouble(claim[1]), 0.0,
                        learner + ": claimed delta");
            }
            if (!cells[6].strip().equals("-")) {
                assertEquals(Double.parseDouble(t.get(row, "tightness")), Double.parseDouble(cells[6].strip()), 0.0051,
                        learner + ": tightness");
            }
            assertEquals(Double.parseDouble(t.get(row, "seconds")), Double.parseDouble(cells[8].strip()), 0.51,
                    learner + ": seconds");
            String gaussian = cells[9].strip();
            if (!gaussian.equals("-")) {
                String[] parts = gaussian.replace("mu ", "").replace("eps ", "").split(",\\s*");
                assertEquals(Double.parseDouble(t.get(row, "mu_estimate")), Double.parseDouble(parts[0]), 0.0051,
                        learner + ": Gaussian-fit mu");
                assertEquals(Double.parseDouble(t.get(row, "epsilon_estimate")), Double.parseDouble(parts[1]), 0.0051,
                        learner + ": Gaussian-fit epsilon");
            }
            quoted++;
        }
        assertEquals(rows.size(), quoted, "docs/auditing.md's table must list every row of the CSV");
    }
}
