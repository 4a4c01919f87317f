package privbench.canonical;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one canonical text of a value, wherever a value becomes part of an id, a file or a column: the
 * {@code params} JSON, cell and group ids, dataset identities, summary columns. Changing any output here
 * changes every committed cell id, so {@code CanonicalTest} pins it.
 */
public final class Canonical {

    private Canonical() {
    }

    /** A value as text: enums in kebab case, doubles by {@link #number}, anything else by String.valueOf. */
    public static String text(Object value) {
        if (value instanceof Enum<?> en) {
            return kebab(en.name());
        }
        if (value instanceof Double d) {
            return number(d);
        }
        if (value instanceof Float f) {
            return number(f.doubleValue());
        }
        return String.valueOf(value);
    }

    /** Shortest plain decimal form: 1e-05 becomes 0.00001, 2.0 becomes 2; infinities become inf/-inf. */
    public static String number(double v) {
        if (v == Double.POSITIVE_INFINITY) {
            return "inf";
        }
        if (v == Double.NEGATIVE_INFINITY) {
            return "-inf";
        }
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (v == 0) {
            return "0";
        }
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }

    /** LAST_ITERATE becomes last-iterate. */
    public static String kebab(String constant) {
        return constant.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * A JSON object with sorted keys and no spaces: strings and enums quoted, infinities as "inf" and
     * "-inf" strings, other numbers and booleans bare. E.g. {"iterations":200,"stepSize":0.1}.
     */
    public static String json(Map<String, ?> values) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, ?> e : new TreeMap<>(values).entrySet()) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append('"').append(e.getKey()).append("\":").append(jsonValue(e.getValue()));
        }
        return sb.append('}').toString();
    }

    private static String jsonValue(Object v) {
        if (v instanceof Enum<?> || v instanceof String) {
            return '"' + text(v).replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
        if (v instanceof Double d && Double.isInfinite(d)) {
            return '"' + number(d) + '"';
        }
        return text(v);
    }
}
