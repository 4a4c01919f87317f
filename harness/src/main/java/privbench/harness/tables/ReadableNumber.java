package privbench.harness.tables;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * Numbers written for people (reports, comparison tables): a few significant digits, no exponent for
 * ordinary magnitudes, {@code inf} for infinity and an empty text for a missing value. The tables
 * themselves keep every digit.
 */
public final class ReadableNumber {

    private ReadableNumber() {
    }

    /** A count with its noun, singular for one: "1 figure", "3 figures" (nouns taking a plain s only). */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** Four significant digits: 0.9572, 12.35, 0.0001234, 1.235e+07. */
    public static String of(double v) {
        return of(v, 4);
    }

    /** The number with at most this many significant digits. */
    public static String of(double v, int digits) {
        if (Double.isNaN(v)) {
            return "";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        if (v == 0) {
            return "0";
        }
        double a = Math.abs(v);
        if (a >= 1e7 || a < 1e-4) {
            return String.format(Locale.ROOT, "%." + (digits - 1) + "e", v);
        }
        return new BigDecimal(v).round(new MathContext(digits)).stripTrailingZeros().toPlainString();
    }

    /** A p-value: two significant digits, {@code <1e-300} below what a double holds. */
    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "";
        }
        if (p == 0) {
            return "<1e-300";
        }
        return p >= 1e-4 ? of(p, 2) : String.format(Locale.ROOT, "%.1e", p);
    }
}
