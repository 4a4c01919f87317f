package privbench.harness.report;

import java.nio.file.Path;
import java.util.List;

/**
 * A block of a report, rendered alike to Markdown and HTML.
 */
public sealed interface Block {

    /** A section heading, level 1 to 4. */
    record Heading(int level, String text) implements Block {
    }

    /** A paragraph of styled text. */
    record Paragraph(List<Span> spans) implements Block {
        public Paragraph {
            spans = List.copyOf(spans);
        }

        public static Paragraph of(Span... spans) {
            return new Paragraph(List.of(spans));
        }

        public static Paragraph of(String text) {
            return new Paragraph(List.of(Span.plain(text)));
        }
    }

    /** A bulleted list; each item is styled text. */
    record Bullets(List<List<Span>> items) implements Block {
        public Bullets {
            items = items.stream().map(List::copyOf).toList();
        }
    }

    /**
     * A table: a header and rows of single-styled cells.
     *
     * @param header  column titles
     * @param rows    one cell per column
     * @param numeric which columns hold numbers (right-aligned)
     */
    record Table(List<String> header, List<List<Span>> rows, List<Boolean> numeric) implements Block {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
            numeric = List.copyOf(numeric);
            for (List<Span> r : rows) {
                if (r.size() != header.size()) {
                    throw new IllegalArgumentException("a table row has " + r.size() + " cells for " + header.size()
                            + " columns");
                }
            }
        }
    }

    /**
     * A figure: a PNG (embedded in HTML) with its SVG twin and a caption.
     *
     * @param png     the bitmap, relative to the report's folder
     * @param svg     the vector version, relative to the report's folder
     * @param alt     a short description
     * @param caption the caption below the figure
     */
    record Figure(Path png, Path svg, String alt, String caption) implements Block {
    }
}
