package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.HyperparamGroup;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * A Gaussian random projection to k dimensions (Johnson-Lindenstrauss), then DP-SGD on a softmax model.
 *
 * <p>Nguyen, Ullman and Zakynthinou (2020), as the "JL" baseline of Pinto, Hu, Yang and Sanyal (2024),
 * Table II; spec-003 section 2.5: R in R^{k x d} with R_ij ~ N(0, 1/k) (scikit-learn's
 * GaussianRandomProjection), z = R x, no centring. R is drawn from the structural stream "jl", independent
 * of the data, so it costs nothing; DP-SGD spends the whole budget (add/remove-one while B < n, replace-one when
 * B >= n; PRV by default).
 * The public rows are unused. The released model is (W R, b) on the raw features.
 */
@Learner(id = "jl-dpsgd", summary = "Gaussian random projection to k dimensions, then DP-SGD (JL baseline)",
        diagnosticGroups = SgdTraining.class,
        secureNoise = true,
        paper = "NUZ20; PHYS24 Table II", task = Task.MULTICLASS,
        reference = "Nguyen, Ullman and Zakynthinou (2020), as the JL baseline of Pinto, Hu, Yang and Sanyal (2024)",
        audit = AuditFamily.DP_SGD)
public final class JlDpSgd extends OptionsLearner<JlDpSgd.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "k, projected dimension") int k,
            @HyperparamGroup DpSgdOptions dpsgd) {

        public static final Options DEFAULTS = new Options(10, DpSgdOptions.PAPER);
    }

    public JlDpSgd(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int d = train.cols();
        Projection jl = new Projection(matrix(opt.k(), d, noise.structural("jl")), new double[d], opt.k(), d);
        SgdTraining.Outcome o = SgdTraining.run(jl.apply(train, Double.POSITIVE_INFINITY), opt.dpsgd().settings(),
                budget.epsilon(), budget.delta(), noise, data.memo());
        Guarantee g = o.guaranteeWithin(budget);
        return new Fit(jl.lift(o.weights(), o.biases(), train.classes()), g, o.diagnostics());
    }

    /** R_ij ~ N(0, 1/k), k x d row-major. */
    static double[] matrix(int k, int d, RandomGenerator rng) {
        double[] r = new double[k * d];
        Gaussians.fillStandard(rng, r, 0, r.length);
        double scale = 1 / Math.sqrt(k);
        for (int j = 0; j < r.length; j++) {
            r[j] *= scale;
        }
        return r;
    }
}
