package privbench.harness.papertables;

import java.util.ArrayList;
import java.util.List;
import privbench.harness.tables.CsvLines;

/**
 * A {@link PivotTable} as CSV (through {@link CsvLines}, the one CSV writer): the labels, then per column its mean
 * and, with an interval, {@code <column> half-width}; a last column {@code best} names the columns whose value in
 * the row is marked best. No notes: CSV has no place for them.
 */
final class CsvPivot {

    private CsvPivot() {
    }

    static String render(PivotTable t, int decimals, boolean interval) {
        CellText text = new CellText(decimals, false, "", "");
        List<String> header = new ArrayList<>(t.rowHeaders());
        for (String c : t.columns()) {
            header.add(c);
            if (interval) {
                header.add(c + " half-width");
            }
        }
        header.add("best");
        StringBuilder out = new StringBuilder(CsvLines.join(header)).append('\n');
        for (PivotTable.Row r : t.rows()) {
            List<String> line = new ArrayList<>(r.labels());
            List<String> best = new ArrayList<>();
            for (int i = 0; i < r.cells().size(); i++) {
                PivotTable.Cell c = r.cells().get(i);
                line.add(text.of(c));
                if (interval) {
                    line.add(c.isAbsent() || Double.isNaN(c.half()) ? "" : text.number(c.half()));
                }
                if (c.mark() == PivotTable.Mark.BEST) {
                    best.add(t.columns().get(i));
                }
            }
            line.add(String.join("; ", best));
            out.append(CsvLines.join(line)).append('\n');
        }
        return out.toString();
    }
}
