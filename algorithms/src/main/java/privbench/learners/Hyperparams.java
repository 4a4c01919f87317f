package privbench.learners;

import java.lang.reflect.RecordComponent;

/**
 * Range checks of a learner's Options record against its {@link Hyperparam} declarations.
 */
public final class Hyperparams {

    private Hyperparams() {
    }

    /** Returns the options after checking every numeric component (of groups too) against its declared range. */
    public static <O extends Record> O checked(O options) {
        for (RecordComponent rc : options.getClass().getRecordComponents()) {
            Object value;
            try {
                value = rc.getAccessor().invoke(options);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + rc.getName(), e);
            }
            if (rc.isAnnotationPresent(HyperparamGroup.class) && value instanceof Record group) {
                checked(group);
                continue;
            }
            Hyperparam h = rc.getAnnotation(Hyperparam.class);
            if (h == null) {
                throw new IllegalStateException(options.getClass().getName() + "." + rc.getName()
                        + " has no @Hyperparam or @HyperparamGroup declaration");
            }
            if (value instanceof Number num) {
                checkRange(rc.getName(), num.doubleValue(), h);
            }
        }
        return options;
    }

    /** Checks one numeric value against a declaration; the message names the parameter and the range. */
    public static void checkRange(String name, double v, Hyperparam h) {
        boolean lowOk = h.minOpen() ? v > h.min() : v >= h.min();
        boolean highOk = h.maxOpen() ? v < h.max() : v <= h.max();
        if (Double.isNaN(v) || !lowOk || !highOk) {
            throw new IllegalArgumentException(name + " must be in " + describeRange(h) + ", got " + fmt(v));
        }
    }

    /** The declared range in interval notation, e.g. "(0, +inf)". */
    public static String describeRange(Hyperparam h) {
        return (h.minOpen() ? "(" : "[") + fmt(h.min()) + ", " + fmt(h.max()) + (h.maxOpen() ? ")" : "]");
    }

    private static String fmt(double v) {
        if (v == Double.POSITIVE_INFINITY) {
            return "+inf";
        }
        if (v == Double.NEGATIVE_INFINITY) {
            return "-inf";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
