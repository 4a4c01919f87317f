package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;
import privbench.harness.external.ExternalSpecs;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * No cells.csv in the repository (CI baselines, reference results) publishes a diagnostic its learner does not
 * declare public. Results made before the declarations existed are listed by name until they are regenerated.
 */
class CommittedDiagnosticsTest {

    private static final Path ROOT = RepositoryPaths.root();
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Reference results that publish a diagnostic their learner does not declare public. Empty since the
     * reproduction-fidelity issue replaced the last one (WZW24 E4 small, which published M''s run count K); a
     * new entry needs a reason here. The CI baselines keep no cells.csv (their .gitignore keeps summary.csv only).
     */
    private static final Set<String> KNOWN_STALE = Set.of();

    /** file -> "learner: key" of every published diagnostic its learner does not declare public. */
    private static Map<String, Set<String>> undeclared() throws IOException {
        Map<String, Set<String>> out = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(ROOT.resolve("results"))) {
            files = walk.filter(p -> p.getFileName().toString().equals("cells.csv")
                    || p.getFileName().toString().equals("cells.csv.gz")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no cells.csv under " + ROOT.resolve("results") + ": the scan would prove nothing");
        for (Path file : files) {
            CsvTable t = CsvTable.read(file);
            Set<String> bad = new TreeSet<>();
            for (List<String> row : t.rows()) {
                String text = t.get(row, "diagnostics");
                if (text.isEmpty()) {
                    continue;
                }
                if (t.get(row, "params").contains("\"" + ExternalSpecs.PROGRAM_KEY + "\"")) {
                    // an external learner declares no diagnostics: privbench publishes none of its program's
                    if (!text.equals("{}")) {
                        bad.add(t.get(row, "learner") + ": " + text);
                    }
                    continue;
                }
                LearnerSpec<?> spec = Learners.byId(t.get(row, "learner")).orElseThrow(
                        () -> new AssertionError(file + ": unknown learner " + t.get(row, "learner")));
                Map<String, Double> d = JSON.readValue(text, new TypeReference<Map<String, Double>>() { });
                for (String key : d.keySet()) {
                    if (!spec.diagnosticKeys().isPublic(key)) {
                        bad.add(spec.id() + ": " + key);
                    }
                }
            }
            if (!bad.isEmpty()) {
                out.put(ROOT.relativize(file).toString().replace('\\', '/'), bad);
            }
        }
        return out;
    }

    @Test
    void committedCells_publishOnlyDeclaredDiagnostics_besideTheListedStaleReferenceResults() throws IOException {
        Map<String, Set<String>> found = undeclared();
        for (String file : found.keySet()) {
            assertTrue(KNOWN_STALE.contains(file), file + " publishes undeclared diagnostics " + found.get(file)
                    + "; they are outside the guarantee (rerun it, which now keeps them out of cells.csv)");
        }
        assertEquals(new TreeSet<>(KNOWN_STALE), found.keySet(), "a listed stale file is clean now: remove it from "
                + "KNOWN_STALE");
    }
}
