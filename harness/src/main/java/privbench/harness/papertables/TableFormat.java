package privbench.harness.papertables;

/** The formats {@code privbench table} writes. */
public enum TableFormat {
    MD, LATEX, CSV, HTML;

    /** The table in this format. */
    public String render(PivotTable t, int decimals, boolean interval) {
        return switch (this) {
            case MD -> MarkdownTable.render(t, decimals, interval);
            case LATEX -> LatexTable.render(t, decimals, interval);
            case CSV -> CsvPivot.render(t, decimals, interval);
            case HTML -> HtmlTable.render(t, decimals, interval);
        };
    }
}
