package privbench.harness.experiment;

import privbench.canonical.Canonical;


/**
 * A delta as written in a sweep: a number, or a rule resolved per cell with n the training size.
 */
public sealed interface DeltaSpec {

    /** The delta for a cell with n training rows. */
    double resolve(int n);

    /** The canonical text, part of the cell id ({@code 0.00001}, {@code 1/n^2}, {@code 1/n}). */
    String canonical();

    /** A fixed delta. */
    record Fixed(double value) implements DeltaSpec {
        @Override
        public double resolve(int n) {
            return value;
        }

        @Override
        public String canonical() {
            return Canonical.number(value);
        }
    }

    /** delta = 1/n^2. */
    record InverseNSquared() implements DeltaSpec {
        @Override
        public double resolve(int n) {
            return 1.0 / ((double) n * n);
        }

        @Override
        public String canonical() {
            return "1/n^2";
        }
    }

    /** delta = 1/n, which is too weak to mean privacy for most uses, but some papers sweep it. */
    record InverseN() implements DeltaSpec {
        @Override
        public double resolve(int n) {
            return 1.0 / n;
        }

        @Override
        public String canonical() {
            return "1/n";
        }
    }
}
