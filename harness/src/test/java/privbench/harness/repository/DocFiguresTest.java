package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every measured figure of the README and of docs/ is checked against a committed file or a fresh run (issue 37):
 * anchored ({@code <!-- q -->}, {@code <!-- paired -->}) or inside a {@code checked-by} block whose test exists.
 */
class DocFiguresTest {

    @Test
    void everyFigure_isAnchored_orInATestedBlock() throws IOException {
        Path root = RepositoryPaths.root();
        List<String> problems = new ArrayList<>();
        for (Path p : UserGuideTest.pages()) {
            String name = root.relativize(p).toString();
            String text = Files.readString(p);
            for (DocFigures.CheckedBlock b : DocFigures.blocks(text, problems, name)) {
                if (!DocFigures.testExists(root, b.test())) {
                    problems.add(name + ":" + b.line() + ": checked-by names " + b.test() + ", which is no test class");
                }
            }
            for (DocFigures.Figure f : DocFigures.unchecked(text)) {
                problems.add(name + ":" + f.line() + ": figure '" + f.text()
                        + "' has no anchor (<!-- q FILE COLUMN filters -->) and no checked-by block");
            }
        }
        assertEquals(List.of(), problems, String.join("\n", problems));
    }

    @Test
    void negativeControl_anUnanchoredFigure_isCaught_andInputsAndCheckedOnesAreNot() {
        String page = String.join("\n",
                "At epsilon 0.5 and δ = 1e-5 with margin 0.1 it took 12.5 s and reached 0.931.",
                "It reached 0.942<!-- q run/summary.csv accuracy_mean learner=x --> and [0.01, 0.03]<!-- paired run/cells.csv"
                        + " accuracy a.x=1 b.x=2 -->.",
                "`--alpha 0.05` and", "```", "0.77 in a code block", "```",
                "<!-- checked-by: QuickstartTest -->", "| 0.715 ± 0.051 |", "<!-- /checked-by -->",
                "a 2.5x speed-up and 38 MB, version 3.8.7 and 1.24.2, a 100000 x 1000 matrix");
        List<String> found = DocFigures.unchecked(page).stream().map(f -> f.line() + " " + f.text()).toList();
        assertEquals(List.of("1 12.5 s", "1 0.931", "10 2.5x", "10 38 MB"), found);
    }

    @Test
    void negativeControl_aBlockNamingNoTest_andABlockLeftOpen_areCaught() throws IOException {
        assertTrue(DocFigures.testExists(RepositoryPaths.root(), "QuickstartTest"));
        assertTrue(!DocFigures.testExists(RepositoryPaths.root(), "NoSuchTest"));
        List<String> problems = new ArrayList<>();
        DocFigures.blocks("<!-- checked-by: QuickstartTest -->\n| 1.0 |\n", problems, "p.md");
        assertEquals(List.of("p.md: a checked-by block is never closed"), problems);
    }
}
