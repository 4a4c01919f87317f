package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/ARCHITECTURE.md's "Adding a learner: the exact diff" is true of the tree: its class compiles and declares what
 * the catalogue needs (the contract and diagnostics tests run it too), it is not in the catalogue yet, and each hunk
 * on an existing file still applies (its context lines are in that file, its added lines not yet).
 */
class DocumentedLearnerTest {

    @Test
    void theDocumentedClass_compiles_andDeclaresItsFamilyAndDiagnostics() {
        LearnerSpec<?> spec = DocumentedLearner.spec();
        assertEquals("mean-difference-gauss", spec.id());
        assertEquals(AuditFamily.OUTPUT_PERTURBATION, spec.auditFamily());
        assertTrue(spec.diagnosticKeys().isPublic("sigma"), "sigma must be declared public");
        assertTrue(Learners.byId(spec.id()).isEmpty(), "the example must stay out of the catalogue");
    }

    @Test
    void everyHunkOnAnExistingFile_stillApplies() throws IOException {
        List<DocumentedLearner.Hunk> edits = DocumentedLearner.hunks().stream()
                .filter(h -> h.marker().equals("---")).toList();
        assertEquals(List.of("algorithms/src/main/java/privbench/learners/Learners.java", "experiments/ci/erm.yaml",
                "experiments/audit/output-perturbation.yaml"), edits.stream().map(DocumentedLearner.Hunk::path).toList());
        List<String> problems = problems(edits);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void negativeControl_aHunkWhoseContextMovedOrWhoseLineIsIn_isCaught() throws IOException {
        var moved = new DocumentedLearner.Hunk("---", "experiments/ci/erm.yaml", List.of("   - id: no-such-learner",
                "+  - id: mean-difference-gauss"));
        var applied = new DocumentedLearner.Hunk("---", "experiments/ci/erm.yaml", List.of("   - id: non-private-svm",
                "+  - id: non-private-svm"));
        assertEquals(List.of("experiments/ci/erm.yaml has no line '  - id: no-such-learner'"), problems(List.of(moved)));
        assertEquals(List.of("experiments/ci/erm.yaml already has '  - id: non-private-svm'"), problems(List.of(applied)));
    }

    /** Context lines (a leading space) the file lacks, and added lines (a leading +) naming ids it has already. */
    private static List<String> problems(List<DocumentedLearner.Hunk> hunks) throws IOException {
        List<String> problems = new ArrayList<>();
        for (DocumentedLearner.Hunk h : hunks) {
            List<String> lines = Files.readAllLines(DocumentedLearner.root().resolve(h.path()));
            for (String l : h.lines()) {
                String text = l.isEmpty() ? "" : l.substring(1);
                if (l.startsWith(" ") && !text.strip().equals("...") && !lines.contains(text)) {
                    problems.add(h.path() + " has no line '" + text + "'");
                }
                if (l.startsWith("+") && text.contains("id: ") && lines.contains(text)) {
                    problems.add(h.path() + " already has '" + text + "'");
                }
            }
        }
        return problems;
    }
}
