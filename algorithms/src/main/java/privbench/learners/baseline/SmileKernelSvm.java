package privbench.learners.baseline;

import privbench.learners.AuditFamily;
import java.util.Map;
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
import smile.classification.SVM;
import smile.math.MathEx;
import smile.math.kernel.GaussianKernel;

/**
 * Smile's Gaussian-kernel SVM (LASVM), the non-private reference of the kernel learner: no privacy, claims nothing.
 * <p>Non-private reference for Bassily, Mohri and Suresh (2022), Algorithm 3; Bordes, Ertekin, Weston and Bottou
 * (2005), LASVM, as Smile implements it. Rows are put in the unit ball as the private learners do; Smile's
 * thread-local generator is seeded from the cell's structural stream, so fits are reproducible.
 */
@Learner(id = "smile-kernel-svm", summary = "Smile Gaussian-kernel SVM (LASVM), no privacy", paper = "non-private"
        + " reference (BMS22 Alg. 3 family)", task = Task.BINARY, nonPrivate = true,
        reference = "Smile SVM with GaussianKernel: Bordes et al. (2005) LASVM",
        audit = AuditFamily.GENERIC)
public final class SmileKernelSvm extends OptionsLearner<SmileKernelSvm.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "sigma, kernel exp(-||x-x'||^2 / (2 sigma^2))") double bandwidth,
            @Hyperparam(min = 0, minOpen = true, doc = "C, the soft-margin penalty") double penalty,
            @Hyperparam(min = 1, doc = "LASVM epochs") int epochs) {

        public static final Options DEFAULTS = new Options(0.5, 10.0, 2);
    }

    public SmileKernelSvm(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        double[][] x = SmileRows.of(train);
        int[] y = new int[x.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = train.label(i) == 1 ? 1 : -1;
        }
        MathEx.setSeed(noise.structural("smile-seed").nextLong());
        SVM<double[]> svm = SVM.fit(x, y, new GaussianKernel(opt.bandwidth()), opt.penalty(), 1e-3, opt.epochs());
        return new Fit(new SmileRows.Scored(train.cols(), svm::score), Guarantee.nonPrivate(),
                Map.of("support_vectors", (double) svm.vectors().length));
    }
}
