package privbench.harness.experiment;

import privbench.canonical.Canonical;
import privbench.harness.input.Location;

/**
 * A data-independent preprocessing step: it transforms each row on its own, using constants only,
 * and declares the row-norm bound it guarantees (never measured on the data).
 */
public sealed interface PreprocessStep {

    /** Where the step is written. */
    Location at();

    /** The canonical text of the step, part of the dataset's identity (e.g. {@code clip-norm:2}). */
    String canonical();

    /**
     * The norm bound every row satisfies after this step, given the bound before it.
     */
    double boundAfter(double before);

    /** Scale every row to L2 norm 1 (a zero row stays zero). */
    record UnitNorm(Location at) implements PreprocessStep {
        /** Its name in YAML and at the head of its canonical text. */
        public static final String NAME = "unit-norm";

        @Override
        public String canonical() {
            return NAME;
        }

        @Override
        public double boundAfter(double before) {
            return 1.0;
        }
    }

    /** Scale rows whose L2 norm exceeds r down to norm r. */
    record ClipNorm(double radius, Location at) implements PreprocessStep {
        /** Its name in YAML and at the head of its canonical text. */
        public static final String NAME = "clip-norm";

        @Override
        public String canonical() {
            return NAME + ":" + Canonical.number(radius);
        }

        @Override
        public double boundAfter(double before) {
            return Math.min(before, radius);
        }
    }

    /**
     * sign(x) log(1 + |x|) per feature: log1p for the non-negative counts it is meant for, and defined
     * on every real. It never increases |x|, so it keeps any earlier bound.
     */
    record Log1p(Location at) implements PreprocessStep {
        /** Its name in YAML and at the head of its canonical text. */
        public static final String NAME = "log1p";

        @Override
        public String canonical() {
            return NAME;
        }

        @Override
        public double boundAfter(double before) {
            return before;
        }
    }

    /** Append a constant feature (the bias), which adds value^2 to every squared norm. */
    record AppendBias(double value, Location at) implements PreprocessStep {
        /** Its name in YAML and at the head of its canonical text. */
        public static final String NAME = "append-bias";

        @Override
        public String canonical() {
            return NAME + ":" + Canonical.number(value);
        }

        @Override
        public double boundAfter(double before) {
            return Math.sqrt(before * before + value * value);
        }
    }

    /**
     * Public per-feature bounds (as diffprivlib's {@code bounds=}): feature j is clipped to [low_j, high_j] and mapped
     * affinely to [-1, 1]. The bounds come from the user's knowledge of the domain (a glucose level lies in 0..200
     * mg/dL), never from the rows, so the step is data-independent; every row then has norm at most sqrt(k).
     */
    record PublicBounds(double[] low, double[] high, Location at) implements PreprocessStep {
        /** Its name in YAML and at the head of its canonical text. */
        public static final String NAME = "public-bounds";

        public PublicBounds {
            low = low.clone();
            high = high.clone();
        }

        /** The number of features the bounds are for. */
        public int features() {
            return low.length;
        }

        /** Feature j of a value, clipped to its bounds and mapped to [-1, 1]. */
        public double map(int j, double v) {
            double c = Math.max(low[j], Math.min(high[j], v));
            return Math.max(-1, Math.min(1, 2 * (c - low[j]) / (high[j] - low[j]) - 1));
        }

        @Override
        public String canonical() {
            StringBuilder sb = new StringBuilder(NAME).append(':');
            for (int j = 0; j < low.length; j++) {
                sb.append(j == 0 ? "" : ";").append(Canonical.number(low[j])).append(',')
                        .append(Canonical.number(high[j]));
            }
            return sb.toString();
        }

        @Override
        public double boundAfter(double before) {
            // nextUp: the norm of k entries of magnitude at most 1, computed in floating point, may round up
            return Math.nextUp(Math.sqrt(low.length));
        }
    }
}
