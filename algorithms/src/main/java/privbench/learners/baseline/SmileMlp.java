package privbench.learners.baseline;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.NoiseSource;
import smile.base.mlp.Layer;
import smile.base.mlp.OutputFunction;
import smile.classification.MLP;
import smile.math.MathEx;
import smile.math.TimeFunction;

/**
 * Smile's multilayer perceptron (tanh hidden layers, logistic output, SGD), the non-private reference of the network
 * learner: no privacy, claims nothing.
 * <p>Non-private reference for Bassily, Mohri and Suresh (2022), Section 5 (the pure-DP network learner). Rows are
 * put in the unit ball as the private learners do; Smile's thread-local generator (weight initialisation) and the
 * epoch order are seeded from the cell's structural streams.
 */
@Learner(id = "smile-mlp", summary = "Smile MLP (tanh hidden layer, logistic output, SGD), no privacy",
        paper = "non-private reference (BMS22 Sec. 5 family)", task = Task.BINARY, nonPrivate = true,
        reference = "Smile MLP (smile.classification.MLP)",
        audit = AuditFamily.GENERIC)
public final class SmileMlp extends OptionsLearner<SmileMlp.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 1, doc = "hidden units") int hidden,
            @Hyperparam(min = 1, doc = "epochs of SGD") int epochs,
            @Hyperparam(min = 0, minOpen = true, doc = "learning rate") double learningRate) {

        public static final Options DEFAULTS = new Options(16, 50, 0.1);
    }

    public SmileMlp(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        double[][] x = SmileRows.of(train);
        int[] y = train.labels();
        MathEx.setSeed(noise.structural("smile-seed").nextLong());
        MLP mlp = new MLP(Layer.input(train.cols()), Layer.tanh(opt.hidden()), Layer.mle(1, OutputFunction.SIGMOID));
        mlp.setLearningRate(TimeFunction.constant(opt.learningRate()));
        RandomGenerator order = noise.structural("smile-mlp/order");
        int[] perm = new int[x.length];
        for (int i = 0; i < perm.length; i++) {
            perm[i] = i;
        }
        for (int e = 0; e < opt.epochs(); e++) {
            for (int i = perm.length - 1; i > 0; i--) {
                int s = order.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[s];
                perm[s] = t;
            }
            for (int i : perm) {
                mlp.update(x[i], y[i]);
            }
        }
        return new Fit(new SmileRows.Scored(train.cols(), row -> {
            double[] post = new double[2];
            mlp.predict(row, post);
            return post[1] - post[0];
        }), Guarantee.nonPrivate(), Map.of("hidden", (double) opt.hidden()));
    }
}
