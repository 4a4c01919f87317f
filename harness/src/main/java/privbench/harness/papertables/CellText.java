package privbench.harness.papertables;

import java.util.Locale;

/**
 * How a value is printed: a fixed number of decimals (as papers print), the half-width after the format's own
 * plus-minus sign when asked for.
 *
 * @param decimals  decimals of the mean and of the half-width
 * @param interval  whether the half-width is printed
 * @param plusMinus the format's plus-minus ({@code ±}, or {@code $\pm$} in LaTeX)
 * @param absent    what stands for a missing value
 */
record CellText(int decimals, boolean interval, String plusMinus, String absent) {

    String of(PivotTable.Cell c) {
        if (c.isAbsent()) {
            return absent;
        }
        String text = number(c.mean());
        if (interval && !Double.isNaN(c.half())) {
            text += " " + plusMinus + " " + number(c.half());
        }
        return text;
    }

    String number(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
