package privbench.harness.papertables;

import privbench.harness.tables.MarkupText;

/** A {@link PivotTable} as an HTML {@code <table>} fragment with its notes in the caption. */
final class HtmlTable {

    private HtmlTable() {
    }

    static String render(PivotTable t, int decimals, boolean interval) {
        CellText text = new CellText(decimals, interval, "±", "–");
        StringBuilder h = new StringBuilder("<table class=\"privbench\">\n<caption>")
                .append(MarkupText.html(t.title())).append(". ").append(MarkupText.html(String.join(" ", t.notes())))
                .append("</caption>\n<thead><tr>");
        t.rowHeaders().forEach(c -> h.append("<th>").append(MarkupText.html(c)).append("</th>"));
        t.columns().forEach(c -> h.append("<th>").append(MarkupText.html(c)).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (PivotTable.Row r : t.rows()) {
            h.append("<tr>");
            for (String l : r.labels()) {
                h.append("<th scope=\"row\">").append(r.reference() ? "<i>" + MarkupText.html(l) + "</i>" : MarkupText.html(l))
                        .append("</th>");
            }
            for (PivotTable.Cell c : r.cells()) {
                String v = MarkupText.html(text.of(c));
                h.append("<td>").append(switch (c.mark()) {
                    case BEST -> "<b>" + v + "</b>";
                    case REFERENCE -> c.isAbsent() ? v : "<i>" + v + "</i>";
                    case PLAIN -> v;
                }).append("</td>");
            }
            h.append("</tr>\n");
        }
        return h.append("</tbody>\n</table>\n").toString();
    }
}
