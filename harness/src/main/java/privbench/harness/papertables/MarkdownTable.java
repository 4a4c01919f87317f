package privbench.harness.papertables;

import privbench.harness.tables.MarkupText;

/** A {@link PivotTable} as a GitHub-flavoured Markdown table, its notes as a paragraph below it. */
final class MarkdownTable {

    private MarkdownTable() {
    }

    static String render(PivotTable t, int decimals, boolean interval) {
        CellText text = new CellText(decimals, interval, "±", "–");
        StringBuilder md = new StringBuilder();
        md.append("| ");
        t.rowHeaders().forEach(h -> md.append(MarkupText.markdownCell(h)).append(" | "));
        t.columns().forEach(c -> md.append(MarkupText.markdownCell(c)).append(" | "));
        md.setLength(md.length() - 1);
        md.append("\n|");
        t.rowHeaders().forEach(h -> md.append("---|"));
        t.columns().forEach(c -> md.append("---:|"));
        md.append('\n');
        for (PivotTable.Row r : t.rows()) {
            md.append("| ");
            for (String l : r.labels()) {
                md.append(r.reference() ? "*" + MarkupText.markdownCell(l) + "*" : MarkupText.markdownCell(l)).append(" | ");
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
        md.append('\n').append(MarkupText.markdownCell(String.join(" ", t.notes()))).append('\n');
        return md.toString();
    }
}
