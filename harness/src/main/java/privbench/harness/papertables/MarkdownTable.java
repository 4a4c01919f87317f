package privbench.harness.papertables;

/** A {@link PivotTable} as a GitHub-flavoured Markdown table, its notes as a paragraph below it. */
final class MarkdownTable {

    private MarkdownTable() {
    }

    static String render(PivotTable t, int decimals, boolean interval) {
        CellText text = new CellText(decimals, interval, "±", "–");
        StringBuilder md = new StringBuilder();
        md.append("| ");
        t.rowHeaders().forEach(h -> md.append(escape(h)).append(" | "));
        t.columns().forEach(c -> md.append(escape(c)).append(" | "));
        md.setLength(md.length() - 1);
        md.append("\n|");
        t.rowHeaders().forEach(h -> md.append("---|"));
        t.columns().forEach(c -> md.append("---:|"));
        md.append('\n');
        for (PivotTable.Row r : t.rows()) {
            md.append("| ");
            for (String l : r.labels()) {
                md.append(r.reference() ? "*" + escape(l) + "*" : escape(l)).append(" | ");
            }
            for (PivotTable.Cell c : r.cells()) {
                String v = text.of(c);
                md.append(switch (c.mark()) {
                    case BEST -> "**" + v + "**";
                    case REFERENCE -> c.isAbsent() ? v : "*" + v + "*";
                    case PLAIN -> v;
                }).append(" | ");
            }
            md.setLength(md.length() - 1);
            md.append('\n');
        }
        md.append('\n').append(escape(String.join(" ", t.notes()))).append('\n');
        return md.toString();
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if ("\\*_[]<>`|".indexOf(ch) >= 0) {
                sb.append('\\');
            }
            sb.append(ch);
        }
        return sb.toString();
    }
}
