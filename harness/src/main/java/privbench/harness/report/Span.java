package privbench.harness.report;

/**
 * A run of text with one style, the inline unit of a report.
 *
 * @param text  the text, unescaped
 * @param style how it is shown
 */
public record Span(String text, Style style) {

    /** Inline styles every output format has. */
    public enum Style { PLAIN, BOLD, ITALIC, CODE }

    public static Span plain(String text) {
        return new Span(text, Style.PLAIN);
    }

    public static Span bold(String text) {
        return new Span(text, Style.BOLD);
    }

    public static Span italic(String text) {
        return new Span(text, Style.ITALIC);
    }

    public static Span code(String text) {
        return new Span(text, Style.CODE);
    }
}
