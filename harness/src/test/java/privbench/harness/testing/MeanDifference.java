package privbench.harness.testing;

import privbench.learners.AuditFamily;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * A test learner: the difference of the class means as a linear separator, plus Gaussian jitter of a
 * given sd from the cell's noise source (so results depend on the cell seed). It claims no privacy.
 */
@Learner(id = "mean-difference", summary = "difference of class means (test learner, not private)",
        paper = "test fixture", nonPrivate = true,
        audit = AuditFamily.FROM_GUARANTEE)
public final class MeanDifference extends OptionsLearner<MeanDifference.Options> {

    public record Options(
            @Hyperparam(min = 0, doc = "sd of the Gaussian jitter added to the weights") double jitter,
            @Hyperparam(min = 0, max = 1, doc = "shrinkage of the weights towards zero") double shrink) {
        public static final Options DEFAULTS = new Options(0.05, 0.0);
    }

    public MeanDifference(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        return Fit.of(separator(train, opt.jitter(), opt.shrink(), noise), Guarantee.nonPrivate());
    }

    /** mu+ - mu- (shrunk, jittered), with the bias putting the boundary midway between the means. */
    static LinearModel separator(Dataset train, double jitter, double shrink, NoiseSource noise) {
        if (train.rows() == 0) {
            throw new IllegalArgumentException("data must not be empty, got 0 rows");
        }
        int d = train.cols();
        double[] pos = new double[d];
        double[] neg = new double[d];
        int np = 0;
        int nn = 0;
        double[] x = train.x();
        for (int i = 0; i < train.rows(); i++) {
            double[] target = train.label(i) == 1 ? pos : neg;
            if (train.label(i) == 1) {
                np++;
            } else {
                nn++;
            }
            for (int j = 0; j < d; j++) {
                target[j] += x[i * d + j];
            }
        }
        double[] w = new double[d];
        double bias = 0;
        for (int j = 0; j < d; j++) {
            double mp = np == 0 ? 0 : pos[j] / np;
            double mn = nn == 0 ? 0 : neg[j] / nn;
            w[j] = (1 - shrink) * (mp - mn);
            bias -= w[j] * (mp + mn) / 2;
        }
        noise.addGaussian(w, jitter);
        return new LinearModel(w, bias);
    }
}
