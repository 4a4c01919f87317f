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
}
