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
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;

/**
 * The classic perceptron on rows normalised to unit norm, without privacy: at most 1/gamma^2 updates on data
 * separable with margin gamma (Novikoff 1962), the non-private sample-complexity reference of NUZ20 (1/(alpha
 * gamma^2)).
 *
 * <p>Rosenblatt (1958), the perceptron algorithm (spec-001 section 3.8 B3): passes over the rows in index order,
 * w += y x / ||x|| on every mistake (y w.x <= 0), until a pass makes no mistake or maxEpochs passes. Homogeneous.
 * Spends no budget and claims no guarantee.
 */
@Learner(id = "perceptron", summary = "classic perceptron on unit-normalised rows, no privacy",
        paper = "non-private reference (Rosenblatt 1958; NUZ20 Sec. 1)", task = Task.BINARY, nonPrivate = true,
        reference = "Rosenblatt (1958); Novikoff (1962) mistake bound 1/gamma^2",
        audit = AuditFamily.GENERIC)
public final class Perceptron extends OptionsLearner<Perceptron.Options> {

    /** Hyperparameters. */
    public record Options(@Hyperparam(min = 1, doc = "cap on passes over the rows") int maxEpochs) {

        public static final Options DEFAULTS = new Options(1000);
    }

    public Perceptron(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        int d = train.cols();
        double[] x = train.x();
        double[] y = ClippedMarginGradient.signs(train);
        double[] norms = train.rowNorms();
        double[] w = new double[d];
        int epochs = 0;
        long updates = 0;
        boolean separated = false;
        while (epochs < opt.maxEpochs() && !separated) {
            epochs++;
            separated = true;
            for (int i = 0; i < n; i++) {
                if (norms[i] == 0) {
                    continue;
                }
                double dot = Vectors.dot(x, i * d, w, 0, d);
                if (y[i] * dot <= 0) {
                    Vectors.axpy(y[i] / norms[i], x, i * d, w, 0, d);
                    updates++;
                    separated = false;
                }
            }
        }
        return new Fit(LinearModel.of(w), Guarantee.nonPrivate(), Map.of("epochs", (double) epochs,
                "updates", (double) updates, "separated", separated ? 1.0 : 0.0));
    }
}
