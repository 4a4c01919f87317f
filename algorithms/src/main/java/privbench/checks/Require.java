package privbench.checks;

/**
 * The generic argument checks every package shares (optimisers, data generators, noise samplers, learners), one
 * definition each so that a NaN or an infinity is refused the same way, with the same message, everywhere:
 * "NAME must be a finite number > 0, got VALUE".
 */
public final class Require {

    private Require() {
    }

    /** A finite value above 0 (a scale, a step size, a tolerance). */
    public static double positive(String name, double value) {
        return above(name, value, 0);
    }

    /** A finite value at or above 0 (a ridge, a bias feature). */
    public static double nonNegative(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be a finite number >= 0, got " + value);
        }
        return value;
    }

    /** A finite value strictly above a bound. */
    public static double above(String name, double value, double bound) {
        if (!(value > bound) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be a finite number > " + number(bound) + ", got " + value);
        }
        return value;
    }

    /** 0 and -1 as written in the messages ("> 0", "> -1"), other bounds as doubles print. */
    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
