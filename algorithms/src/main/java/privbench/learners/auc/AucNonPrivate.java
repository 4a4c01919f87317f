package privbench.learners.auc;

import privbench.learners.AuditFamily;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.SolverDiagnostics;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * The regularised pairwise ERM for AUC maximisation without privacy: the No-Pert reference of the AUC learners.
 *
 * <p>Wang, Yang, Lei, Ying and Zhang (2021), eq. (2) ("AUC-ERM"; No-Pert in Figures 1-3):
 * w_hat = argmin (1/(n+ n-)) sum_{i in I, j in J} l(w.(x_i - x_j)) + (lambda/2) ||w||^2, homogeneous (pairwise
 * differences cancel any intercept). Least squares is solved in closed form (Appendix B), the logistic losses
 * by L-BFGS with exact pairwise gradients to ||grad|| <= tolerance ({@link AucErm}); a solve that does not
 * converge throws. Rows are clipped to the declared norm bound (or {@code clip}) exactly as the private
 * learners do, so the three see the same objective. Spends no budget and claims no guarantee.
 */
@Learner(id = "auc-nonprivate", summary = "pairwise AUC-ERM minimiser (least squares or logistic), no privacy",
        paper = "WYLYZ21 eq. (2)", nonPrivate = true,
        reference = "Wang, Yang, Lei, Ying and Zhang (2021), Differentially private ERM for AUC maximization, "
                + "Neurocomputing, eq. (2) (No-Pert)",
        audit = AuditFamily.GENERIC)
public final class AucNonPrivate extends OptionsLearner<AucNonPrivate.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "l, pairwise loss: least-squares, logistic (base 2, the paper's) or logistic-natural")
            PairwiseLoss loss,
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2") double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "R, row-norm clip when no norm bound is declared") double clip,
            @HyperparamGroup AucSolverOptions solving) {

        public static final Options DEFAULTS = new Options(PairwiseLoss.LOGISTIC, 1e-3, 1.0, AucSolverOptions.EXACT);
    }

    public AucNonPrivate(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        ClassRows rows = ClassRows.of(train, opt.clip(), id());
        var settings = opt.solving().settings();
        AucErm.Solution s = AucErm.minimiseShared(train, data.memo(), rows, opt.loss(), opt.lambda(), opt.clip(),
                settings, noise, id());
        Map<String, Double> diagnostics = SolverDiagnostics.of(s.iterations(), s.gradientNorm());
        diagnostics.putAll(Map.of("n_pos", (double) rows.positiveCount(), "n_neg", (double) rows.negativeCount()));
        Guarantee none = Guarantee.nonPrivate();
        if (AucErm.usesSgd(opt.solving().solver(), opt.loss())) {
            none = none.withCaveat("paper-sgd solver: an approximate minimiser (Wang et al. 2021, Sec. 6.1)");
        }
        return new Fit(LinearModel.of(s.w()), none, diagnostics);
    }
}
