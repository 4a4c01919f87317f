package privbench.learners.baseline;

import privbench.learners.AuditFamily;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.Model;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.DualCoordinateDescentSvm;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * The L2-regularised hinge-loss linear SVM without privacy: the non-private reference of the margin learners.
 *
 * <p>Minimises (1/n) sum_i max(0, 1 - y_i w.x_i) + (lambda/2) ||w||^2, that is the LIBLINEAR form
 * (1/2)||w||^2 + C sum_i hinge with C = 1/(n lambda), by dual coordinate descent (Hsieh et al. 2008,
 * {@link DualCoordinateDescentSvm}). Homogeneous by default, as in Wang, Zhu and Wang (2024, App. N); with
 * {@code bias} a constant feature 1 is appended (and penalised, as LIBLINEAR does). More than two classes
 * are fitted one-vs-rest. The epoch order comes from {@code noise.structural}, so fits are reproducible.
 * A solve that does not reach the tolerance throws. Spends no budget and claims no guarantee.
 */
@Learner(id = "non-private-svm", summary = "L2-regularised hinge-loss linear SVM by dual coordinate descent, no privacy",
        paper = "non-private reference", task = Task.MULTICLASS, nonPrivate = true,
        reference = "Hsieh, Chang, Lin, Keerthi and Sundararajan (2008), Algorithm 1 (dual coordinate descent)",
        audit = AuditFamily.GENERIC)
public final class NonPrivateSvm extends OptionsLearner<NonPrivateSvm.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "lambda, L2 penalty on the mean hinge loss; C = 1/(n lambda)")
            double lambda,
            @Hyperparam(doc = "append a constant bias feature 1 (LIBLINEAR's B = 1)") boolean bias,
            @Hyperparam(min = 0, minOpen = true, doc = "stop when max PG - min PG over an epoch is at most this")
            double tolerance,
            @Hyperparam(min = 1, doc = "cap on passes over the active rows") int maxEpochs) {

        public static final Options DEFAULTS = new Options(1e-3, false, 1e-3, 20_000);
    }

    public NonPrivateSvm(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        int d = train.cols();
        int k = train.classes();
        var solver = new DualCoordinateDescentSvm(1.0 / (n * opt.lambda()), opt.tolerance(), opt.maxEpochs(),
                opt.bias() ? 1.0 : 0.0);
        if (k == 2) {
            var r = solve(solver, train, ClippedMarginGradient.signs(train), noise, "svm-order");
            return fit(new LinearModel(r.weights(), r.bias()), r.epochs(), r.dualityGap());
        }
        double[] weights = new double[k * d];
        double[] biases = new double[k];
        int epochs = 0;
        double gap = 0;
        double[] y = new double[n];
        for (int c = 0; c < k; c++) {
            for (int i = 0; i < n; i++) {
                y[i] = train.label(i) == c ? 1.0 : -1.0;
            }
            var r = solve(solver, train, y, noise, "svm-order-class-" + c);
            System.arraycopy(r.weights(), 0, weights, c * d, d);
            biases[c] = r.bias();
            epochs = Math.max(epochs, r.epochs());
            gap = Math.max(gap, r.dualityGap());
        }
        return fit(new SoftmaxModel(weights, biases, k, d), epochs, gap);
    }

    private DualCoordinateDescentSvm.Result solve(DualCoordinateDescentSvm solver, Dataset train, double[] y,
                                                  NoiseSource noise, String orderLabel) {
        var r = solver.solve(train.x(), train.rows(), train.cols(), y, noise.structural(orderLabel));
        if (!r.converged()) {
            // the gap reached is a function of the data: the message names the settings only
            throw new IllegalStateException("non-private-svm: dual coordinate descent did not reach tolerance "
                    + opt.tolerance() + " within " + opt.maxEpochs() + " epochs (raise maxEpochs)");
        }
        return r;
    }

    private static Fit fit(Model model, int epochs, double gap) {
        return new Fit(model, Guarantee.nonPrivate(), Map.of("solver_epochs", (double) epochs, "duality_gap", gap));
    }
}
