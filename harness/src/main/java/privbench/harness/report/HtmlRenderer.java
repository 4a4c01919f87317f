package privbench.harness.report;

import privbench.harness.tables.MarkupText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;

/**
 * Renders report blocks as one self-contained HTML page: styles inline, figures embedded as base64 PNG.
 */
final class HtmlRenderer {

    private static final String STYLE = """
            body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; max-width: 72em; margin: 2em auto;
                   padding: 0 1em; color: #222; line-height: 1.45; overflow-wrap: break-word; }
            h1, h2, h3 { line-height: 1.2; } h2 { border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 2em; }
            .table { max-width: 100%; overflow-x: auto; margin: .8em 0 1.4em; }
            table { border-collapse: collapse; font-size: .92em; }
            th, td { border: 1px solid #ccc; padding: .25em .6em; vertical-align: top; }
            th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            td { overflow-wrap: anywhere; } td:not(.num) { min-width: 6em; }
            code { background: #f3f3f3; padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; }
            figure { margin: 1.5em 0; } figure img { max-width: 100%; height: auto; border: 1px solid #eee; }
            figcaption { font-size: .9em; color: #444; margin-top: .2em; }
            @media (max-width: 40em) { body { margin: 1em auto; padding: 0 .5em; } table { font-size: .85em; }
                                       th, td { padding: .2em .35em; } }
            """;

    private HtmlRenderer() {
    }

    /** The page; figures are read from files relative to the report folder. */
    static String render(String title, List<Block> blocks, Path folder) throws IOException {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        html.append("<title>").append(MarkupText.html(title)).append("</title>\n<style>\n").append(STYLE)
                .append("</style>\n</head>\n<body>\n");
        for (Block b : blocks) {
            if (b instanceof Block.Heading h) {
                html.append("<h").append(h.level()).append('>').append(MarkupText.html(h.text())).append("</h")
                        .append(h.level()).append(">\n");
            } else if (b instanceof Block.Paragraph p) {
                html.append("<p>").append(spans(p.spans())).append("</p>\n");
            } else if (b instanceof Block.Bullets list) {
                html.append("<ul>\n");
                list.items().forEach(item -> html.append("<li>").append(spans(item)).append("</li>\n"));
                html.append("</ul>\n");
            } else if (b instanceof Block.Table t) {
                table(t, html);
            } else if (b instanceof Block.Figure f) {
                String data = Base64.getEncoder().encodeToString(Files.readAllBytes(folder.resolve(f.png())));
                // the caption is drawn in the figure itself: here it is the image's text alternative, not repeated
                html.append("<figure>\n<img alt=\"").append(MarkupText.html(f.alt() + ". " + f.caption()))
                        .append("\" src=\"data:image/png;base64,").append(data).append("\">\n<figcaption><a href=\"")
                        .append(MarkupText.html(f.svg().toString().replace('\\', '/'))).append("\">SVG</a></figcaption>\n</figure>\n");
            }
        }
        return html.append("</body>\n</html>\n").toString();
    }

    private static void table(Block.Table t, StringBuilder html) {
        // a wide table scrolls inside its box on a narrow screen; the page itself never scrolls sideways
        html.append("<div class=\"table\"><table>\n<thead><tr>");
        t.header().forEach(h -> html.append("<th>").append(MarkupText.html(h)).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (List<Span> row : t.rows()) {
            html.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                html.append(t.numeric().get(i) ? "<td class=\"num\">" : "<td>").append(spans(List.of(row.get(i))))
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    private static String spans(List<Span> spans) {
        StringBuilder sb = new StringBuilder();
        for (Span s : spans) {
            String text = MarkupText.html(s.text());
            switch (s.style()) {
                case BOLD -> sb.append("<strong>").append(text).append("</strong>");
                case ITALIC -> sb.append("<em>").append(text).append("</em>");
                case CODE -> sb.append("<code>").append(text).append("</code>");
                default -> sb.append(text);
            }
        }
        return sb.toString();
    }
}
