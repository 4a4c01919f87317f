package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/** The committed suite files read, name real learners, and together audit every learner of the catalogue. */
class AuditSuiteTest {

    private static final Path SUITES = Path.of("..", "experiments", "audit");

    @Test
    void committedSuites_coverEveryLearner() throws IOException {
        Set<String> audited = new HashSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(SUITES, "*.yaml")) {
            for (Path f : files) {
                for (AuditSuite.Entry e : AuditSuite.read(f).audits()) {
                    LearnerSpec<?> spec = Learners.byId(e.learner()).orElseThrow(() -> new AssertionError(f + ": "
                            + e.learner()));
                    spec.bind(e.params());
                    audited.add(e.learner());
                }
            }
        }
        for (LearnerSpec<?> spec : Learners.ALL) {
            assertTrue(audited.contains(spec.id()), spec.id() + " is in no experiments/audit suite");
        }
    }

    @Test
    void badSuite_namesTheFileAndLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, "family: x\naudits:\n  - learner: dp-gd\n    epsilon: 2\n    speed: 3\n");
        var e = assertThrows(IllegalArgumentException.class, () -> AuditSuite.read(f));
        assertTrue(e.getMessage().contains("bad.yaml, line ") && e.getMessage().contains("\"speed\""), e.getMessage());
        Files.writeString(f, "family: x\naudits:\n  - learner: dp-gd\n    epsilon: 2\n");
        var missing = assertThrows(IllegalArgumentException.class, () -> AuditSuite.read(f));
        assertTrue(missing.getMessage().contains("audits[0] needs learner, epsilon and delta"), missing.getMessage());
    }

    @Test
    void tableHeader_hasTheColumnsTheReadmeTableUses() {
        for (String c : new String[] {"learner", "claimed_epsilon", "epsilon_lb", "tightness", "runs_per_world",
            "seconds"}) {
            assertTrue(AuditTable.HEADER.contains(c), c);
        }
        assertEquals(23, AuditTable.HEADER.split(",").length);
    }
}
