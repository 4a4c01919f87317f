package privbench.harness.tables;

/** Text made safe for the two markups the reports and tables write, defined once for both writers of each. */
public final class MarkupText {

    private MarkupText() {
    }

    /** Escapes the characters that would start emphasis, links or HTML in Markdown running text; a newline is a space. */
    public static String markdown(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if ("\\*_[]<>`".indexOf(c) >= 0) {
                sb.append('\\');
            }
            sb.append(c == '\n' ? ' ' : c);
        }
        return sb.toString();
    }

    /** The same inside a Markdown table cell, where a bar would end the cell. */
    public static String markdownCell(String s) {
        return markdown(s).replace("|", "\\|");
    }

    /** Escapes HTML's four special characters of text and attribute values. */
    public static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
