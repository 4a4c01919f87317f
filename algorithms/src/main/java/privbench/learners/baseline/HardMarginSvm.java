package privbench.learners.baseline;

import privbench.learners.AuditFamily;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.DualCoordinateDescentSvm;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * The homogeneous hard-margin linear SVM without privacy (the max-margin separator), approached by the soft-margin
 * dual with a large C: the non-private reference of NUZ20 (spec-001 section 3.8 B3).
 *
 * <p>Vapnik (1998) hard-margin SVM, solved by dual coordinate descent (Hsieh et al. 2008,
 * {@link DualCoordinateDescentSvm}) with C = cost on the summed hinge, no bias; on separable data with C large the
 * solution is the max-margin separator. The epoch order comes from {@code noise.structural}. Spends no budget and claims no guarantee.
 */
@Learner(id = "svm-hard", summary = "homogeneous hard-margin linear SVM (dual coordinate descent, C large), no privacy",
        paper = "non-private reference (Vapnik 1998; NUZ20 Sec. 1)", task = Task.BINARY, nonPrivate = true,
        reference = "Vapnik (1998); Hsieh, Chang, Lin, Keerthi and Sundararajan (2008), dual coordinate descent",
        audit = AuditFamily.GENERIC)
public final class HardMarginSvm extends OptionsLearner<HardMarginSvm.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "C on the summed hinge (large: hard margin)") double cost,
            @Hyperparam(min = 0, minOpen = true, doc = "stop when max PG - min PG over an epoch is at most this")
            double tolerance,
            @Hyperparam(min = 1, doc = "cap on passes over the active rows") int maxEpochs) {

        public static final Options DEFAULTS = new Options(1e4, 1e-3, 20_000);
    }

    public HardMarginSvm(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        var solver = new DualCoordinateDescentSvm(opt.cost(), opt.tolerance(), opt.maxEpochs(), 0.0);
        var r = solver.solve(train.x(), train.rows(), train.cols(), ClippedMarginGradient.signs(train),
                noise.structural("svm-hard-order"));
        return new Fit(LinearModel.of(r.weights()), Guarantee.nonPrivate(),
                Map.of("epochs", (double) r.epochs(), "duality_gap", r.dualityGap()));
    }
}
