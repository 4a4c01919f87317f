package privbench.learners.auc;

import privbench.learners.AuditFamily;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.evaluation.Auc;
import privbench.evaluation.Predictions;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * Private choice of lambda for the pairwise perturbation learners: each lambda of the paper's grid is trained on
 * its own disjoint part of the private rows, and the exponential mechanism picks one by its AUC on a last,
 * held-out part.
 *
 * <p>The parameter-tuning algorithm of Chaudhuri, Monteleoni and Sarwate (2011, Section 6, Algorithm 3)
 * applied to Algorithms 1 and 2 of Wang, Yang, Lei, Ying and Zhang (2021), whose Section 6.3 leaves private
 * tuning of AUC maximisation as future work; spec-004 pitfall P2 asks for it beside the paper's non-private
 * 10-fold CV. The rows of each class are shuffled by a structural stream and dealt round-robin into
 * |Lambda| + 1 = 6 parts (Lambda = {1e-4, 1e-3, 1e-2, 0.1, 1}, the paper's grid). Model k is
 * {@code auc-output-perturbation} or {@code auc-objective-perturbation} with lambda_k on part k, under the whole
 * budget. Its score is its midrank AUC on part 6, which moves by at most 1/min(n+_v, n-_v) when one validation
 * example is replaced by one with the same label; model k is released with probability proportional to
 * exp(epsilon AUC_k min(n+_v, n-_v) / 2).
 *
 * <p>Privacy: every example is in exactly one part. An example of part k affects model k only (an
 * (epsilon, delta) mechanism), and the choice and the release are post-processing of the models and the
 * validation part; an example of the validation part affects only the exponential mechanism (epsilon-DP),
 * the models being independent of it. So the whole is (epsilon, delta)-DP with delta that of the base learner
 * (parallel composition). The partition depends on the labels only, which replacement by an example with the
 * same label leaves unchanged, and the numbers of positives and negatives in every part are functions of the
 * public n+ and n-: the relation is the base learners' (label-preserving replacement, n+ and n- public). The
 * price is data: each model sees a sixth of the rows. epsilon = +Infinity picks the best validation AUC
 * without noise and claims nothing.
 */
@Learner(id = "auc-private-tuning",
        // public: the chosen lambda (the exponential mechanism's output) and the score sensitivity
        // (class counts, fixed by replace-one-same-label); private: the exact validation AUCs it chose from
        publicDiagnostics = {"chosen_lambda", "score_sensitivity"},
        privateDiagnostics = {"validation_auc_*"},
        secureNoise = true,
        summary = "lambda chosen privately: one pairwise perturbation model per lambda on disjoint parts, "
                + "exponential mechanism on held-out AUC",
        paper = "CMS11 Alg. 3 on WYLYZ21 Alg. 1-2",
        reference = "Chaudhuri, Monteleoni and Sarwate (2011), private parameter tuning (Algorithm 3), applied to "
                + "Wang, Yang, Lei, Ying and Zhang (2021), Algorithms 1 and 2",
        audit = AuditFamily.PRIVATE_SELECTION)
public final class AucPrivateTuning extends OptionsLearner<AucPrivateTuning.Options> {

    private static final String ID = "auc-private-tuning";
    /** Lambda, the grid of the paper's Section 6.1. */
    static final List<Double> GRID = List.of(1e-4, 1e-3, 1e-2, 1e-1, 1.0);

    /** Which perturbation learner is tuned. */
    public enum Mechanism {
        /** {@code auc-output-perturbation} (Algorithm 1). */
        OUTPUT,
        /** {@code auc-objective-perturbation} (Algorithm 2). */
        OBJECTIVE
    }

    /** Hyperparameters (lambda is what is chosen). */
    public record Options(
            @Hyperparam(doc = "which learner: output (Algorithm 1) or objective (Algorithm 2) perturbation")
            Mechanism mechanism,
            @Hyperparam(doc = "l, pairwise loss: least-squares (output only), logistic or logistic-natural")
            PairwiseLoss loss,
            @Hyperparam(doc = "guarantee: pure (eps-DP) or approx ((eps, delta)-DP)") DpRegime guarantee,
            @Hyperparam(doc = "pairs per replaced example: paper or tight") PairAccounting accounting,
            @Hyperparam(doc = "sigma of output perturbation with approx: classic or analytic")
            AucOutputPerturbation.GaussianCalibration gaussian,
            @Hyperparam(min = 0, minOpen = true, doc = "R, row-norm clip when no norm bound is declared; D_X = 2R")
            double clip,
            @Hyperparam(min = 0, minOpen = true, max = 1e-3,
                    doc = "g_tol, the exact solver stops at ||grad|| <= tolerance") double tolerance,
            @Hyperparam(min = 1, doc = "cap on L-BFGS iterations; a solve that hits it throws") int maxIterations) {

        public static final Options DEFAULTS = new Options(Mechanism.OUTPUT, PairwiseLoss.LOGISTIC, DpRegime.PURE,
                PairAccounting.PAPER, AucOutputPerturbation.GaussianCalibration.CLASSIC, 1.0, 1e-9, 10_000);

        // the default mechanism is output perturbation so that every loss binds on its own; the pair
        // (objective, least-squares) is refused here
        public Options {
            if (mechanism == Mechanism.OBJECTIVE && loss == PairwiseLoss.LEAST_SQUARES) {
                throw new IllegalArgumentException("loss must be logistic or logistic-natural for " + ID
                        + " with mechanism: objective (no objective perturbation for least squares), "
                        + "got least-squares");
            }
        }
    }

    public AucPrivateTuning(Options opt) {
        super(opt);
    }

    @Override
    public Optional<String> secureNoiseRefusal() {
        return opt.mechanism() == Mechanism.OUTPUT ? base(GRID.get(0)).secureNoiseRefusal()
                : Optional.of("mechanism: objective perturbation needs continuous noise; use mechanism: output");
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int parts = GRID.size() + 1;
        List<int[]> split = partition(train.labels(), parts, noise.structural("tuning-partition"));
        Dataset validation = train.rows(split.get(parts - 1));
        int vPos = count(validation.labels(), 1);
        if (vPos < 1 || vPos == validation.rows()) {
            throw new IllegalArgumentException(ID + " needs at least " + parts + " rows of each class (one per part), "
                    + "got n+ = " + count(train.labels(), 1) + ", n- = " + (train.rows() - count(train.labels(), 1)));
        }
        Fit[] fits = new Fit[GRID.size()];
        double[] scores = new double[GRID.size()];
        Map<String, Double> diagnostics = new TreeMap<>();
        for (int k = 0; k < GRID.size(); k++) {
            TrainingData part = TrainingData.privateOnly(train.rows(split.get(k)));
            fits[k] = base(GRID.get(k)).fit(part, budget, noise.child("lambda-" + k));
            scores[k] = new Auc().value(Predictions.of(fits[k].model(), validation));
            diagnostics.put("validation_auc_" + k, scores[k]);
        }
        double sensitivity = 1.0 / Math.min(vPos, validation.rows() - vPos);
        int chosen = budget.isNonPrivate() ? argmax(scores)
                : ExponentialMechanism.select(scores, budget.epsilon(), sensitivity, noise.child("selection"));
        diagnostics.put("chosen_lambda", GRID.get(chosen));
        diagnostics.put("score_sensitivity", sensitivity);
        Fit winner = fits[chosen];
        if (budget.isNonPrivate()) {
            return new Fit(winner.model(), Guarantee.nonPrivate().withCaveat(winner.spent().caveat()), diagnostics);
        }
        double delta = 0;
        for (Fit f : fits) {
            delta = Math.max(delta, f.spent().delta());
        }
        PrivacyEvent event = delta > 0 ? new PrivacyEvent.ApproxDp(budget.epsilon(), delta)
                : new PrivacyEvent.PureDp(budget.epsilon());
        Guarantee g = Accountants.PURE.guarantee(event, budget.delta(), Neighbouring.REPLACE_ONE_SAME_LABEL)
                .withCaveat(winner.spent().caveat());
        return new Fit(winner.model(), DpChecks.requireWithin(g, budget), diagnostics);
    }

    private PrivateLearner base(double lambda) {
        if (opt.mechanism() == Mechanism.OUTPUT) {
            return new AucOutputPerturbation(new AucOutputPerturbation.Options(opt.loss(), opt.guarantee(),
                    opt.gaussian(), opt.accounting(), lambda, opt.clip(),
                    new AucSolverOptions(opt.tolerance(), opt.maxIterations(), SolverMode.EXACT, 1)));
        }
        return new AucObjectivePerturbation(new AucObjectivePerturbation.Options(opt.loss(), opt.guarantee(),
                opt.accounting(), lambda, opt.clip(),
                new AucSolverOptions(opt.tolerance(), opt.maxIterations(), SolverMode.EXACT, 1)));
    }

    /**
     * The row indices of each part: the rows of each class in a shuffled order dealt round-robin. Depends on the
     * label vector and the structural stream only.
     */
    static List<int[]> partition(int[] labels, int parts, RandomGenerator rng) {
        List<List<Integer>> out = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            out.add(new ArrayList<>());
        }
        for (int c = 0; c <= 1; c++) {
            List<Integer> rows = new ArrayList<>();
            for (int i = 0; i < labels.length; i++) {
                if (labels[i] == c) {
                    rows.add(i);
                }
            }
            for (int i = rows.size() - 1; i > 0; i--) {
                int j = (int) (Gaussians.uniform(rng) * (i + 1));
                rows.set(j, rows.set(i, rows.get(j)));
            }
            for (int i = 0; i < rows.size(); i++) {
                out.get(i % parts).add(rows.get(i));
            }
        }
        List<int[]> result = new ArrayList<>();
        for (List<Integer> part : out) {
            result.add(part.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return result;
    }

    private static int argmax(double[] v) {
        int best = 0;
        for (int k = 1; k < v.length; k++) {
            if (v[k] > v[best]) {
                best = k;
            }
        }
        return best;
    }

    private static int count(int[] labels, int c) {
        int n = 0;
        for (int l : labels) {
            n += l == c ? 1 : 0;
        }
        return n;
    }
}
