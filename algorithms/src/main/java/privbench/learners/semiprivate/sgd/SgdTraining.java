package privbench.learners.semiprivate.sgd;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.DiagnosticGroup;
import privbench.learners.SweepMemo;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SecurePricing;

/**
 * DP-SGD on features a learner has prepared (projected, embedded or raw): calibrates sigma to the share
 * of the budget it is given, runs {@link DpSgd} and reports the guarantee and diagnostics. With epsilon
 * = +Infinity it runs the paper's non-private reference: sigma = 0 and no clipping (spec-003 CHOICE).
 */
// public: the noise multiplier, q = B/n and T follow from n, the budget and the options;
// private: the clipped share and the empty-batch count read the data and the secret batches
@DiagnosticGroup(publicDiagnostics = {"sigma", "sampling_rate", "steps"},
        privateDiagnostics = {"clipped_fraction", "empty_batches"})
public final class SgdTraining {

    /** Builds the gradient rule for (k features, C classes, clip, noise sd sigma C). */
    public interface RuleFactory {
        GradientRule create(int k, int classes, double clip, double noiseStd);
    }

    /**
     * A trained softmax model on the prepared features.
     *
     * @param weights     C x k row-major
     * @param biases      C
     * @param guarantee   what the run spent (non-private when epsilon was +Infinity)
     * @param privacy     the calibration (null for a non-private run)
     * @param diagnostics sigma, q, T, clipped fraction, ...
     */
    public record Outcome(double[] weights, double[] biases, Guarantee guarantee, SgdPrivacy privacy,
                   Map<String, Double> diagnostics) {

        /**
         * The guarantee a learner records for this run: a private run's, checked within the budget, and
         * {@link #guarantee} unchanged for the non-private reference (epsilon = +Infinity claims none).
         */
        public Guarantee guaranteeWithin(Budget budget) {
            return guarantee.isPrivate() ? DpChecks.requireWithin(guarantee, budget) : guarantee;
        }

        /** As {@link #guaranteeWithin(Budget)}, a private guarantee carrying the caveat (public rows it did not cover). */
        public Guarantee guaranteeWithin(Budget budget, String caveat) {
            return guarantee.isPrivate() ? DpChecks.requireWithin(guarantee.withCaveat(caveat), budget) : guarantee;
        }
    }

    private SgdTraining() {
    }

    /** With Opacus's flat clipping. */
    public static Outcome run(Dataset z, SgdSettings s, double epsilon, double delta, NoiseSource noise) {
        return run(z, s, epsilon, delta, noise, FlatClipRule::new);
    }

    public static Outcome run(Dataset z, SgdSettings s, double epsilon, double delta, NoiseSource noise, RuleFactory rules) {
        return run(z, s, epsilon, delta, noise, rules, SweepMemo.NONE);
    }

    /** With Opacus's flat clipping, the calibration and price shared with the run's other cells. */
    public static Outcome run(Dataset z, SgdSettings s, double epsilon, double delta, NoiseSource noise,
                              SweepMemo memo) {
        return run(z, s, epsilon, delta, noise, FlatClipRule::new, memo);
    }

    /**
     * Calibrates sigma (or takes the run's remembered calibration for the same settings, n and budget), trains and
     * prices the run.
     */
    public static Outcome run(Dataset z, SgdSettings s, double epsilon, double delta, NoiseSource noise, RuleFactory rules,
                              SweepMemo memo) {
        int n = z.rows();
        int k = z.cols();
        int classes = z.classes();
        boolean isPrivate = epsilon != Double.POSITIVE_INFINITY;
        SgdPrivacy privacy = isPrivate
                ? SgdPrivacy.calibrate(s, n, epsilon, delta, SecurePricing.isSecure(noise), memo) : null;
        double sigma = isPrivate ? privacy.noiseMultiplier() : 0;
        double clip = isPrivate ? s.clip() : Double.POSITIVE_INFINITY;
        GradientRule rule = rules.create(k, classes, clip, sigma * s.clip());
        DpSgd.Result r = DpSgd.train(z.x(), n, k, z.labels(), classes, s, rule, noise);
        double[] p = r.params();
        Map<String, Double> diagnostics = new TreeMap<>();
        diagnostics.put("sigma", sigma);
        diagnostics.put("sampling_rate", SgdPrivacy.rate(s, n));
        diagnostics.put("steps", (double) s.steps());
        diagnostics.put("clipped_fraction", r.clippedFraction());
        diagnostics.put("empty_batches", (double) r.emptyBatches());
        Guarantee g = isPrivate ? privacy.guarantee(delta, memo) : Guarantee.nonPrivate();
        return new Outcome(Arrays.copyOf(p, classes * k), Arrays.copyOfRange(p, classes * k, p.length), g, privacy,
                diagnostics);
    }
}
