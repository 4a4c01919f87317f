package privbench.learners.semiprivate;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.Model;
import privbench.learners.OptionsLearner;
import privbench.learners.SoftmaxModel;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.noise.NoiseSource;

/**
 * The non-private reference of the semi-private family: the same SGD loop with no noise and no clipping,
 * on the raw features (k = 0) or on the top-k public principal components.
 *
 * <p>Pinto, Hu, Yang and Sanyal (2024): "public training of the linear classifier" (epsilon = infinity in
 * Figs. 4 and 5), run with and without PCA; spec-003 sections 2.3 and 2.5 (CHOICE: sigma = 0, no clipping).
 * Spends no budget and claims no guarantee, whatever budget the cell names.
 */
@Learner(id = "nonprivate", summary = "SGD on a softmax model without noise or clipping, optionally after public PCA",
        paper = "PHYS24 (epsilon = infinity)", task = Task.MULTICLASS, nonPrivate = true,
        reference = "Pinto, Hu, Yang and Sanyal (2024), the non-private reference of Figs. 4-5",
        audit = AuditFamily.DP_SGD)
public final class NonPrivateSgd extends OptionsLearner<NonPrivateSgd.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, doc = "k, public PCA dimension; 0 trains on the raw features") int k,
            @Hyperparam(doc = "centre the public rows before PCA") boolean center,
            @Hyperparam(min = 0, minOpen = true, doc = "eta, learning rate") double learningRate,
            @Hyperparam(min = 1, doc = "T, SGD steps") int steps,
            @Hyperparam(min = 1, doc = "B, expected batch size") int batchSize,
            @Hyperparam(doc = "initial weights: uniform (PyTorch default) or zero") Init init) {

        public static final Options DEFAULTS = new Options(0, true, 1.0, 500, 256, Init.UNIFORM);

        SgdSettings sgd() {
            return SgdSettings.plain(learningRate, steps, batchSize, 1.0, init, NoiseAccountant.PRV, Sampling.POISSON,
                    Calibration.Search.OPACUS);
        }
    }

    public NonPrivateSgd(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        PublicPca pca = opt.k() == 0 ? null
                : PublicPca.fit(PublicRows.required(data, "nonprivate with k > 0"), opt.k(), opt.center(),
                        data.memo());
        Dataset z = pca == null ? train : pca.project(train);
        SgdTraining.Outcome o = SgdTraining.run(z, opt.sgd(), Double.POSITIVE_INFINITY, 0, noise);
        Map<String, Double> diagnostics = new TreeMap<>(o.diagnostics());
        Model model;
        if (pca == null) {
            model = new SoftmaxModel(o.weights(), o.biases(), train.classes(), train.cols());
        } else {
            model = pca.lift(o.weights(), o.biases(), train.classes());
            diagnostics.putAll(Spectrum.diagnostics(pca));
        }
        return new Fit(model, Guarantee.nonPrivate(), diagnostics);
    }
}
