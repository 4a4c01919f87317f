package privbench.privacy;

import privbench.checks.Require;
import java.util.List;
import java.util.Objects;

/**
 * What a mechanism ran, stated in accountant vocabulary (after dp_accounting's {@code DpEvent}).
 *
 * <p>Learners describe what they did; accountants price it. Noise multipliers are always the noise
 * standard deviation (or Laplace scale) divided by the sensitivity, so events are unit-free.
 */
public sealed interface PrivacyEvent {

    /** Gaussian mechanism: noise sd = noiseMultiplier x L2 sensitivity. */
    record Gaussian(double noiseMultiplier) implements PrivacyEvent {
        public Gaussian {
            requirePositive("noiseMultiplier", noiseMultiplier);
        }
    }

    /** Gaussian mechanism on a Poisson subsample (each record kept independently with samplingRate). */
    record SubsampledGaussian(double noiseMultiplier, double samplingRate) implements PrivacyEvent {
        public SubsampledGaussian {
            requirePositive("noiseMultiplier", noiseMultiplier);
            if (!(samplingRate > 0 && samplingRate <= 1)) {
                throw new IllegalArgumentException("samplingRate must be in (0, 1], got " + samplingRate);
            }
        }
    }

    /** Laplace mechanism: noise scale b = noiseMultiplier x L1 sensitivity, hence (1/noiseMultiplier)-DP. */
    record Laplace(double noiseMultiplier) implements PrivacyEvent {
        public Laplace {
            requirePositive("noiseMultiplier", noiseMultiplier);
        }
    }

    /** A mechanism proved epsilon-DP directly (exponential mechanism, Gamma-norm output perturbation, ...). */
    record PureDp(double epsilon) implements PrivacyEvent {
        public PureDp {
            requirePositive("epsilon", epsilon);
        }
    }

    /** A mechanism proved (epsilon, delta)-DP directly, with no finer description available. */
    record ApproxDp(double epsilon, double delta) implements PrivacyEvent {
        public ApproxDp {
            requirePositive("epsilon", epsilon);
            if (!(delta >= 0 && delta < 1)) {
                throw new IllegalArgumentException("delta must be in [0, 1), got " + delta);
            }
        }
    }

    /** A mechanism proved rho-zCDP. */
    record Zcdp(double rho) implements PrivacyEvent {
        public Zcdp {
            requirePositive("rho", rho);
        }
    }

    /** Sequential composition of different events. */
    record Composed(List<PrivacyEvent> events) implements PrivacyEvent {
        public Composed {
            events = List.copyOf(events);
            if (events.isEmpty()) {
                throw new IllegalArgumentException("Composed needs at least one event");
            }
        }
    }

    /** The same event run count times in sequence. */
    record Repeated(PrivacyEvent event, long count) implements PrivacyEvent {
        public Repeated {
            if (count < 1) {
                throw new IllegalArgumentException("count must be >= 1, got " + count);
            }
        }
    }

    /**
     * Private selection by random stopping (Papernot and Steinke 2022; Wang, Zhu and Wang 2024, Algorithm 4):
     * a run count K ~ TNB(eta, stopRate) drawn before any data is touched, K runs of the event {@code run}
     * (each with a freshly drawn hyperparameter and fresh noise), and only the best run released.
     */
    record RandomStopping(PrivacyEvent run, double eta, double stopRate) implements PrivacyEvent {
        public RandomStopping {
            Objects.requireNonNull(run, "run");
            Require.above("eta", eta, -1);
            if (!(stopRate > 0 && stopRate < 1)) {
                throw new IllegalArgumentException("stopRate must be in (0, 1), got " + stopRate);
            }
        }
    }

    /** Private data was used with no noise: no guarantee. */
    record NonPrivate() implements PrivacyEvent {
    }

    /** Nothing private was touched (e.g. a fit on public data only): costs nothing. */
    record NoOp() implements PrivacyEvent {
    }

    /** The event run count times: the event itself once, else {@link Repeated}. */
    static PrivacyEvent repeated(PrivacyEvent event, long count) {
        return count == 1 ? event : new Repeated(event, count);
    }

    private static void requirePositive(String name, double value) {
        if (!(value > 0)) {
            throw new IllegalArgumentException(name + " must be > 0, got " + value);
        }
    }
}
