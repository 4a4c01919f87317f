package privbench.harness.experiment.yaml;

import java.util.Locale;
import privbench.harness.input.Location;

/**
 * A scalar as written: its text and what the YAML parser took it for.
 */
public record YamlScalar(String text, Kind kind, Location at, String path) implements YamlNode {

    /** What the parser took the scalar for. */
    public enum Kind { STRING, NUMBER, BOOLEAN, NULL }

    @Override
    public String describe() {
        switch (kind) {
            case NUMBER:
                return "the number " + text;
            case BOOLEAN:
                return "the boolean " + text;
            case NULL:
                return "nothing (null)";
            default:
                return "'" + text + "'";
        }
    }

    /** True for an explicit null or an empty value ({@code key:} with nothing after it). */
    public boolean isNull() {
        return kind == Kind.NULL;
    }

    /** The text of a string value; numbers and booleans are refused so that typos show. */
    public String asText() {
        if (kind != Kind.STRING) {
            throw error("must be text, got " + describe());
        }
        return text;
    }

    /** The text of any non-null scalar (for labels such as class names, which may look like numbers). */
    public String asLabel() {
        if (kind == Kind.NULL) {
            throw error("must have a value");
        }
        return text;
    }

    /**
     * A number: YAML numbers, and strings that read as numbers ({@code "1e-5"}, {@code inf}, {@code .inf}).
     * NaN is refused.
     */
    public double asDouble() {
        if (kind == Kind.STRING || kind == Kind.NUMBER) {
            Double v = parseNumber(text);
            if (v != null && !v.isNaN()) {
                return v;
            }
        }
        throw error("must be a number, got " + describe());
    }

    /** A whole number that fits a long. */
    public long asLong() {
        double v = asDouble();
        if (v != Math.rint(v) || Double.isInfinite(v) || Math.abs(v) > 0x1p53) {
            // beyond 2^53 a double no longer holds every whole number: read the text exactly instead
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw error("must be a whole number, got " + describe());
            }
        }
        return (long) v;
    }

    /** A whole number that fits an int. */
    public int asInt() {
        long v = asLong();
        if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
            throw error("must be a whole number below 2^31, got " + describe());
        }
        return (int) v;
    }

    /** A boolean written as true/false (YAML 1.1 also accepts yes/no). */
    public boolean asBoolean() {
        if (kind == Kind.BOOLEAN) {
            return Boolean.parseBoolean(text) || text.equalsIgnoreCase("yes") || text.equalsIgnoreCase("on")
                    || text.equalsIgnoreCase("y");
        }
        throw error("must be true or false, got " + describe());
    }

    /** The value as a plain Java object: Double for numbers, Boolean for booleans, String otherwise. */
    public Object raw() {
        switch (kind) {
            case NUMBER:
                return asDouble();
            case BOOLEAN:
                return asBoolean();
            case NULL:
                throw error("must have a value");
            default:
                return text;
        }
    }

    /** Reads a number the way experiment files may write it; null when the text is not a number. */
    static Double parseNumber(String raw) {
        String s = raw.trim();
        switch (s.toLowerCase(Locale.ROOT)) {
            case ".inf", "+.inf", "inf", "+inf", "infinity", "+infinity":
                return Double.POSITIVE_INFINITY;
            case "-.inf", "-inf", "-infinity":
                return Double.NEGATIVE_INFINITY;
            case ".nan", "nan":
                return Double.NaN;
            default:
                break;
        }
        if (s.isEmpty() || !s.matches("[-+]?(\\d[\\d_]*)?(\\.\\d*)?([eE][-+]?\\d+)?")) {
            return null;
        }
        try {
            return Double.parseDouble(s.replace("_", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
