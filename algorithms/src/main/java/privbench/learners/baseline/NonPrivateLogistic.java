package privbench.learners.baseline;

import privbench.learners.AuditFamily;
import java.util.Arrays;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.Model;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.SolverDiagnostics;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.optim.DifferentiableFunction;
import privbench.optim.Lbfgs;
import privbench.optim.LogisticObjective;
import privbench.optim.SoftmaxObjective;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * L2-regularised logistic regression without privacy: the non-private reference of the ERM learners.
 *
 * <p>Binary tasks minimise (1/n) sum_i ln(1 + exp(-y_i (w.x_i + b))) + (lambda/2) ||w||^2, the objective
 * of Chaudhuri, Monteleoni and Sarwate (2011, eq. 1 with the logistic loss) and of {@code dp-gd}; k > 2
 * classes minimise the softmax cross-entropy with the same penalty on W. The intercept, when asked for,
 * is not penalised. Solved by {@link Lbfgs} from 0 to ||grad|| <= tolerance; a solve that does not
 * converge throws. Spends no budget and claims no guarantee.
 */
@Learner(id = "non-private-logistic", summary = "L2-regularised logistic (softmax) regression by L-BFGS, no privacy",
        paper = "non-private reference", task = Task.MULTICLASS, nonPrivate = true,
        reference = "L2-regularised logistic regression as in Chaudhuri, Monteleoni and Sarwate (2011), eq. (1)",
        audit = AuditFamily.GENERIC)
public final class NonPrivateLogistic extends OptionsLearner<NonPrivateLogistic.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty (lambda/2)||w||^2 on the mean loss")
            double lambda,
            @Hyperparam(doc = "fit an unpenalised intercept") boolean intercept,
            @Hyperparam(min = 0, minOpen = true, max = 1e-2, doc = "g_tol, L-BFGS stops at ||grad|| <= tolerance")
            double tolerance,
            @Hyperparam(min = 1, doc = "cap on L-BFGS iterations") int maxIterations) {

        public static final Options DEFAULTS = new Options(1e-3, true, 1e-8, 10_000);
    }

    public NonPrivateLogistic(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int d = train.cols();
        int k = train.classes();
        if (opt.intercept()) {
            requireEveryClass(train);
        }
        DifferentiableFunction objective = k == 2
                ? LogisticObjective.of(train, opt.lambda(), opt.intercept())
                : new SoftmaxObjective(train, opt.lambda(), opt.intercept());
        Lbfgs.Result r = new Lbfgs(Lbfgs.USUAL_HISTORY, opt.tolerance(), opt.maxIterations())
                .minimizeConverged(objective, new double[objective.dimension()], "non-private-logistic");
        double[] v = r.solution();
        Model model;
        if (k == 2) {
            model = new LinearModel(Arrays.copyOf(v, d), opt.intercept() ? v[d] : 0.0);
        } else {
            double[] biases = opt.intercept() ? Arrays.copyOfRange(v, k * d, k * d + k) : new double[k];
            model = new SoftmaxModel(Arrays.copyOf(v, k * d), biases, k, d);
        }
        Map<String, Double> diagnostics = SolverDiagnostics.of(r.iterations(), r.gradientNorm());
        diagnostics.put("objective", r.value());
        return new Fit(model, Guarantee.nonPrivate(), diagnostics);
    }

    /** An unpenalised intercept runs off to infinity when a class has no rows; say so instead of not converging. */
    private static void requireEveryClass(Dataset train) {
        int[] counts = new int[train.classes()];
        for (int label : train.labels()) {
            counts[label]++;
        }
        for (int c = 0; c < counts.length; c++) {
            if (counts[c] == 0) {
                throw new IllegalArgumentException("non-private-logistic with an intercept needs rows of every class, "
                        + "got none of class '" + train.classNames().get(c) + "'");
            }
        }
    }
}
