package privbench.harness.report;

import privbench.harness.tables.MarkupText;
import java.util.List;

/**
 * Renders report blocks as GitHub-flavoured Markdown.
 */
final class MarkdownRenderer {

    private MarkdownRenderer() {
    }

    static String render(List<Block> blocks) {
        StringBuilder md = new StringBuilder();
        for (Block b : blocks) {
            if (b instanceof Block.Heading h) {
                md.append("#".repeat(h.level())).append(' ').append(MarkupText.markdown(h.text())).append("\n\n");
            } else if (b instanceof Block.Paragraph p) {
                md.append(spans(p.spans(), false)).append("\n\n");
            } else if (b instanceof Block.Bullets list) {
                list.items().forEach(item -> md.append("- ").append(spans(item, false)).append('\n'));
                md.append('\n');
            } else if (b instanceof Block.Table t) {
                table(t, md);
            } else if (b instanceof Block.Figure f) {
                String png = f.png().toString().replace('\\', '/');
                md.append("![").append(MarkupText.markdown(f.alt())).append("](").append(png).append(")\n\n");
                // caption: "" asks for none: the SVG link stays
                md.append(f.caption().isBlank() ? "" : "*" + MarkupText.markdown(f.caption()) + "* ").append("([SVG](")
                        .append(f.svg().toString().replace('\\', '/')).append("))\n\n");
            }
        }
        return md.toString();
    }

    private static void table(Block.Table t, StringBuilder md) {
        md.append("| ").append(String.join(" | ", t.header().stream().map(h -> MarkupText.markdown(h).replace("|", "\\|")).toList()))
                .append(" |\n|");
        for (boolean numeric : t.numeric()) {
            md.append(numeric ? "---:|" : "---|");
        }
        md.append('\n');
        for (List<Span> row : t.rows()) {
            md.append("| ");
            for (int i = 0; i < row.size(); i++) {
                md.append(i > 0 ? " | " : "").append(spans(List.of(row.get(i)), true));
            }
            md.append(" |\n");
        }
        md.append('\n');
    }

    private static String spans(List<Span> spans, boolean inTable) {
        StringBuilder sb = new StringBuilder();
        for (Span s : spans) {
            if (s.text().isEmpty()) {
                continue;
            }
            String text = s.style() == Span.Style.CODE ? s.text().replace("`", "'") : MarkupText.markdown(s.text());
            if (inTable) {
                text = text.replace("|", "\\|");
            }
            switch (s.style()) {
                case BOLD -> sb.append("**").append(text).append("**");
                case ITALIC -> sb.append('*').append(text).append('*');
                case CODE -> sb.append('`').append(text).append('`');
                default -> sb.append(text);
            }
        }
        return sb.toString();
    }
}
