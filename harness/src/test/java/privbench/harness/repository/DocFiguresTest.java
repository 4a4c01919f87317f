package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every measured figure of the README and of docs/ is checked against a committed file or a fresh run (issue 37):
 * anchored ({@code <!-- q -->}, {@code <!-- paired -->}) or inside a {@code checked-by} block whose test exists.
 * {@link #NOT_YET_ANCHORED} is a ratchet for the pages still being converted: a page may hold at most that many
 * unchecked figures, and must hold exactly that many, so that the count only ever goes down and the list says
 * honestly what is left.
 */
class DocFiguresTest {

    /** Pages with figures not yet anchored, and how many (to reach zero, then leave this map). */
    private static final Map<String, Integer> NOT_YET_ANCHORED = Map.of();

    @Test
    void everyFigure_isAnchored_orInATestedBlock() throws IOException {
        Path root = RepositoryPaths.root();
        List<String> problems = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        for (Path p : UserGuideTest.pages()) {
            String name = root.relativize(p).toString();
            String text = Files.readString(p);
            for (DocFigures.CheckedBlock b : DocFigures.blocks(text, problems, name)) {
                if (!DocFigures.testExists(root, b.test())) {
                    problems.add(name + ":" + b.line() + ": checked-by names " + b.test() + ", which is no test class");
                }
            }
            List<DocFigures.Figure> figures = DocFigures.unchecked(text);
            int allowed = NOT_YET_ANCHORED.getOrDefault(name, 0);
            counts.put(name, figures.size());
            if (figures.size() > allowed) {
                figures.forEach(f -> problems.add(name + ":" + f.line() + ": figure '" + f.text()
                        + "' has no anchor (<!-- q FILE COLUMN filters -->) and no checked-by block"));
            } else if (figures.size() < allowed) {
                problems.add(name + ": " + figures.size() + " unchecked figures, fewer than the ratchet's " + allowed
                        + ": lower it in DocFiguresTest.NOT_YET_ANCHORED");
            }
        }
        assertEquals(List.of(), problems, String.join("\n", problems) + "\ncounts: " + counts);
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
