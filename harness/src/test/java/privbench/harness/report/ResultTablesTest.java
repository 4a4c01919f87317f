package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.RunFolder;
import privbench.harness.testing.SummaryFixture;

class ResultTablesTest {

    @TempDir
    Path tmp;

    @Test
    void bestPrivateValuePerColumnIsBold_lowerErrorIsBetter_andReferencesAreItalic() throws IOException {
        SummaryFixture s = new SummaryFixture();
        s.group("a1", "dp-gd", 1, 5, 0.80, 0.01);
        s.group("a2", "dp-gd", 8, 5, 0.90, 0.01);
        s.group("b1", "output-perturbation", 1, 5, 0.85, 0.01);
        s.group("b2", "output-perturbation", 8, 5, 0.88, 0.01);
        // a non-private reference at every epsilon: better than both, never ranked
        s.group("c1", "non-private-logistic", 1, 5, 0.99, 0).put("epsilon_spent_mean", "inf");
        s.group("c2", "non-private-logistic", 8, 5, 0.99, 0).put("epsilon_spent_mean", "inf");
        RunFolder run = RunFolder.read(s.write(tmp.resolve("run")));
        var labels = GroupLabels.ofSummaries(run.layout(), List.of(run.summary()));
        var blocks = new ResultTables(GroupLabels.rows(run.summary()), run.layout(), labels).blocks();
        assertEquals("Every row: dataset = margin-halfspace, n = 1000, d = 20, delta = 0.00001.",
                ((Block.Paragraph) blocks.get(0)).spans().get(0).text());
        Block.Table accuracy = (Block.Table) blocks.get(3);
        assertEquals(List.of("learner", "epsilon = 1", "epsilon = 8"), accuracy.header());
        assertEquals(Span.Style.PLAIN, accuracy.rows().get(0).get(1).style());   // dp-gd at 1: 0.80
        assertEquals(Span.Style.BOLD, accuracy.rows().get(0).get(2).style());    // dp-gd at 8: 0.90
        assertEquals(Span.Style.BOLD, accuracy.rows().get(1).get(1).style());    // output-perturbation at 1: 0.85
        assertEquals(Span.Style.ITALIC, accuracy.rows().get(2).get(1).style());  // the reference
        assertEquals("0.8 ± 0.012", accuracy.rows().get(0).get(1).text());
        Block.Table error = (Block.Table) blocks.get(5);
        // error = 1 - accuracy: the lowest error is the same learner, bold
        assertEquals(Span.Style.BOLD, error.rows().get(0).get(2).style());
        assertEquals(Span.Style.PLAIN, error.rows().get(1).get(2).style());
    }
}
