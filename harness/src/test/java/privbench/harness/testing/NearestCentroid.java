package privbench.harness.testing;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * A multiclass test learner: nearest class mean, as scores 2 mu_c . x - |mu_c|^2.
 */
@Learner(id = "nearest-centroid", summary = "nearest class mean (multiclass test learner, not private)",
        paper = "test fixture", task = Task.MULTICLASS, nonPrivate = true,
        audit = AuditFamily.FROM_GUARANTEE)
public final class NearestCentroid extends OptionsLearner<NearestCentroid.Options> {

    public record Options(@Hyperparam(min = 0, doc = "unused") double unused) {
        public static final Options DEFAULTS = new Options(0.0);
    }

    public NearestCentroid(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int k = train.classes();
        int d = train.cols();
        double[] mu = new double[k * d];
        int[] count = new int[k];
        for (int i = 0; i < train.rows(); i++) {
            int c = train.label(i);
            count[c]++;
            for (int j = 0; j < d; j++) {
                mu[c * d + j] += train.x()[i * d + j];
            }
        }
        double[] w = new double[k * d];
        double[] b = new double[k];
        for (int c = 0; c < k; c++) {
            for (int j = 0; j < d; j++) {
                double m = count[c] == 0 ? 0 : mu[c * d + j] / count[c];
                w[c * d + j] = 2 * m;
                b[c] -= m * m;
            }
        }
        return Fit.of(new SoftmaxModel(w, b, k, d), Guarantee.nonPrivate());
    }
}
