package privbench.harness.papertables;

import java.util.Map;

/**
 * A {@link PivotTable} as a LaTeX {@code tabular} with booktabs rules (the notes as comments above it, for the
 * caption): bold {@code \textbf}, references {@code \textit}, Greek settings in math mode.
 */
final class LatexTable {

    /** Setting names that print as symbols. */
    private static final Map<String, String> SYMBOLS = Map.of("epsilon", "\\varepsilon", "delta", "\\delta",
            "n", "n", "d", "d");

    private LatexTable() {
    }

    static String render(PivotTable t, int decimals, boolean interval) {
        CellText text = new CellText(decimals, interval, "$\\pm$", "--");
        StringBuilder tex = new StringBuilder();
        tex.append("% privbench table: ").append(t.title()).append(" (needs \\usepackage{booktabs})\n");
        for (String note : t.notes()) {
            tex.append("% ").append(note.replace("\n", " ")).append('\n');
        }
        tex.append("\\begin{tabular}{").append("l".repeat(t.rowHeaders().size()))
                .append("r".repeat(t.columns().size())).append("}\n\\toprule\n");
        StringBuilder head = new StringBuilder();
        t.rowHeaders().forEach(h -> head.append(escape(h)).append(" & "));
        t.columns().forEach(c -> head.append(column(c)).append(" & "));
        tex.append(head, 0, head.length() - 3).append(" \\\\\n\\midrule\n");
        for (PivotTable.Row r : t.rows()) {
            StringBuilder line = new StringBuilder();
            for (String l : r.labels()) {
                line.append(r.reference() ? "\\textit{" + escape(l) + "}" : escape(l)).append(" & ");
            }
            for (PivotTable.Cell c : r.cells()) {
                String v = text.of(c);
                line.append(switch (c.mark()) {
                    case BEST -> "\\textbf{" + v + "}";
                    case REFERENCE -> c.isAbsent() ? v : "\\textit{" + v + "}";
                    case PLAIN -> v;
                }).append(" & ");
            }
            tex.append(line, 0, line.length() - 3).append(" \\\\\n");
        }
        return tex.append("\\bottomrule\n\\end{tabular}\n").toString();
    }

    /** {@code epsilon = 0.1} as {@code $\varepsilon = 0.1$}; other settings as escaped text. */
    private static String column(String label) {
        int eq = label.indexOf(" = ");
        if (eq > 0 && SYMBOLS.containsKey(label.substring(0, eq))) {
            String value = label.substring(eq + 3);
            return "$" + SYMBOLS.get(label.substring(0, eq)) + " = " + (value.equals("inf") ? "\\infty" : escape(value))
                    + "$";
        }
        return escape(label);
    }

    /** The ten characters LaTeX treats specially in text. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            sb.append(switch (ch) {
                case '\\' -> "\\textbackslash{}";
                case '~' -> "\\textasciitilde{}";
                case '^' -> "\\textasciicircum{}";
                case '&', '%', '$', '#', '_', '{', '}' -> "\\" + ch;
                default -> String.valueOf(ch);
            });
        }
        return sb.toString();
    }
}
