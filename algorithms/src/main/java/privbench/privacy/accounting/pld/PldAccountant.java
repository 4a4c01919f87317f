package privbench.privacy.accounting.pld;

import privbench.privacy.Accountant;
import privbench.privacy.DpChecks;
import privbench.privacy.PrivacyEvent;

/**
 * Privacy loss distribution accounting (Meiser and Mohammadi 2018; Koskela, Jalko and Honkela 2020), in the
 * pessimistic form of dp_accounting's {@code PLDAccountant}: each step's loss distribution is discretised
 * "connect the dots" (Doroshenko et al. 2022) on a grid of step {@code h}, both add and remove directions
 * are composed by FFT convolution with pessimistic truncation, and epsilon is read off exactly from the
 * discrete result. Every approximation moves mass to larger losses, so the answer is an upper bound up to
 * floating-point rounding of the FFT (of order 1e-12 in delta).
 *
 * <p>Supports Gaussian, Poisson-subsampled Gaussian, pure eps-DP events (priced by their dominating pair,
 * randomised response; Laplace with multiplier b as eps = 1/b), no-ops, non-private steps, and any
 * {@code Repeated} / {@code Composed} of them. Neighbouring relation: add/remove one record.
 */
public final class PldAccountant implements Accountant {

    /** dp_accounting's default value discretisation interval. */
    public static final double DEFAULT_STEP = 1e-4;
    /** P-mass left off each end of one step's grid (it goes to +Infinity or to the first point). */
    private static final double STEP_TAIL = 1e-18;
    /** Mass truncated from each end after a convolution (pessimistically). */
    private static final double COMPOSITION_TAIL = 1e-14;

    private final double h;

    /** An accountant with grid step {@link #DEFAULT_STEP}. */
    public PldAccountant() {
        this(DEFAULT_STEP);
    }

    /** @param step grid step of the privacy loss (smaller is tighter and slower) */
    public PldAccountant(double step) {
        this.h = DpChecks.requirePositive("step", step);
    }

    @Override
    public String id() {
        return "pld";
    }

    @Override
    public boolean supportsLeaf(PrivacyEvent leaf) {
        return leaf instanceof PrivacyEvent.Gaussian || leaf instanceof PrivacyEvent.SubsampledGaussian
                || leaf instanceof PrivacyEvent.Laplace || leaf instanceof PrivacyEvent.PureDp
                || leaf instanceof PrivacyEvent.NoOp || leaf instanceof PrivacyEvent.NonPrivate;
    }

    @Override
    public double epsilon(PrivacyEvent event, double delta) {
        DpChecks.requireDelta(delta);
        return distributions(event).epsilon(delta);
    }

    /** The delta of the event at eps (the larger of the two directions). */
    public double delta(PrivacyEvent event, double epsilon) {
        return distributions(event).delta(epsilon);
    }

    /** The composed loss distributions of the event, both directions. */
    public AddRemovePld distributions(PrivacyEvent event) {
        if (!supports(event)) {
            throw new IllegalArgumentException("pld accountant cannot price " + event
                    + " (supported: Gaussian, SubsampledGaussian, Laplace, PureDp and their compositions)");
        }
        return build(event);
    }

    private AddRemovePld build(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Repeated r) {
            return build(r.event()).selfCompose(r.count(), COMPOSITION_TAIL);
        }
        if (event instanceof PrivacyEvent.Composed c) {
            AddRemovePld total = null;
            for (PrivacyEvent e : c.events()) {
                AddRemovePld next = build(e);
                total = total == null ? next : total.compose(next, COMPOSITION_TAIL);
            }
            return total;
        }
        if (event instanceof PrivacyEvent.SubsampledGaussian s && s.samplingRate() < 1) {
            return new AddRemovePld(
                    discretise(new SubsampledGaussianPair(s.noiseMultiplier(), s.samplingRate(), true)),
                    discretise(new SubsampledGaussianPair(s.noiseMultiplier(), s.samplingRate(), false)));
        }
        return symmetric(leaf(event));
    }

    private PrivacyLossDistribution leaf(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.SubsampledGaussian s) {
            return discretise(new SubsampledGaussianPair(s.noiseMultiplier(), 1, true));
        }
        if (event instanceof PrivacyEvent.Gaussian g) {
            return discretise(new SubsampledGaussianPair(g.noiseMultiplier(), 1, true));
        }
        if (event instanceof PrivacyEvent.Laplace l) {
            return discretise(new RandomizedResponsePair(1 / l.noiseMultiplier()));
        }
        if (event instanceof PrivacyEvent.PureDp p) {
            return discretise(new RandomizedResponsePair(p.epsilon()));
        }
        if (event instanceof PrivacyEvent.NonPrivate) {
            return PrivacyLossDistribution.nonPrivate(h);
        }
        return PrivacyLossDistribution.identity(h);
    }

    private PrivacyLossDistribution discretise(DominatingPair pair) {
        return PrivacyLossDistribution.connectTheDots(pair, h, STEP_TAIL);
    }

    private static AddRemovePld symmetric(PrivacyLossDistribution d) {
        return new AddRemovePld(d, d);
    }
}
