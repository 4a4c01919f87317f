package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownRendererTest {

    @Test
    void render_escapesMarkupInTextAndPipesInTables() {
        String md = MarkdownRenderer.render(List.of(
                new Block.Heading(2, "a_b"),
                Block.Paragraph.of(Span.bold("x*y"), Span.plain(" and "), Span.code("c`d"), Span.italic("it")),
                new Block.Table(List.of("k", "v"), List.of(List.of(Span.plain("p|q"), Span.bold("0.9 ± 0.1"))),
                        List.of(false, true)),
                new Block.Figure(Path.of("figures", "f.png"), Path.of("figures", "f.svg"), "alt [x]", "cap *c*")));
        assertEquals("## a\\_b\n\n"
                + "**x\\*y** and `c'd`*it*\n\n"
                + "| k | v |\n|---|---:|\n| p\\|q | **0.9 ± 0.1** |\n\n"
                + "![alt \\[x\\]](figures/f.png)\n\n*cap \\*c\\** ([SVG](figures/f.svg))\n\n", md);
    }
}
