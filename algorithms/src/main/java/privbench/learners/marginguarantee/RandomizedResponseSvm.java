package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.baseline.NonPrivateSvm;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * Randomised response on the labels (each flipped with probability 1/(1 + e^epsilon)), then the project's
 * non-private linear SVM on the noisy labels: epsilon-label-DP, as each label is released by epsilon-DP randomised
 * response and the SVM is post-processing.
 * <p>Baseline of Bassily, Mohri and Suresh (2022), label-DP learner (Appendix E);
 * spec-002 A6 baseline (context: Ghazi et al. 2021).
 */
@Learner(id = "rr-svm", summary = "eps-label-DP randomised response on labels + non-private linear SVM (baseline)",
        // public: the flip probability is a function of epsilon and the class count
        publicDiagnostics = {"flip_probability"},
        paper = "BMS22 App. E baseline", task = Task.BINARY,
        reference = "Randomised response (Warner 1965) + SVM; baseline of Bassily, Mohri and Suresh (2022), App. E",
        audit = AuditFamily.OUTPUT_PERTURBATION)
public final class RandomizedResponseSvm extends OptionsLearner<RandomizedResponseSvm.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "lambda of the SVM on the noisy labels") double lambda) {

        public static final Options DEFAULTS = new Options(1e-3);
    }

    public RandomizedResponseSvm(Options opt) {
        super(opt);
    }

    /** The flip probability 1/(1 + e^epsilon) (0 without privacy). */
    static double flipProbability(double epsilon) {
        return Double.isInfinite(epsilon) ? 0.0 : 1 / (1 + Math.exp(epsilon));
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        double flip = flipProbability(budget.epsilon());
        NoiseSource rr = noise.child("randomised-response");
        int[] labels = new int[train.rows()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = rr.uniform() < flip ? 1 - train.label(i) : train.label(i);
        }
        Dataset noisy = Dataset.labelled(train.name(), train.x(), train.rows(), train.cols(), labels,
                train.classNames(), train.normBound());
        var svm = new NonPrivateSvm(new NonPrivateSvm.Options(opt.lambda(), false, 1e-3, 20_000));
        Fit inner = svm.fit(TrainingData.privateOnly(noisy), Budget.pure(Double.POSITIVE_INFINITY), noise.child("svm"));
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("flip_probability", flip));
        if (budget.isNonPrivate()) {
            return new Fit(inner.model(), Guarantee.nonPrivate(), diagnostics);
        }
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                Neighbouring.LABEL_ONLY);
        return new Fit(inner.model(), DpChecks.requireWithin(g, budget), diagnostics);
    }
}
