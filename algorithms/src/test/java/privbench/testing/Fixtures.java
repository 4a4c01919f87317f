package privbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.data.synthetic.MarginHalfspace;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.LinearModel;
import privbench.learners.Model;
import privbench.learners.TrainingData;
import privbench.learners.baseline.NonPrivateSvm;
import privbench.privacy.Budget;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/**
 * Shared test data: margin-halfspace samples with a fixed structure seed, so that a training set and
 * a test set drawn with different sample seeds share one separator.
 */
public final class Fixtures {

    /**
     * len standard normals from the structural stream {@code label} of the seeded noise of (seed, cell): the kernel
     * tests' rows, weights and coefficients, each test naming its own cell so that their draws are their own.
     */
    public static double[] gaussian(long seed, String cell, String label, int len) {
        var r = SeededNoise.forCell(seed, cell).structural(label);
        double[] v = new double[len];
        for (int k = 0; k < v.length; k++) {
            v[k] = r.nextGaussian();
        }
        return v;
    }

    private Fixtures() {
    }

    /** n unit-norm rows in d dimensions with margin gamma; same structureSeed means same separator. */
    public static Dataset marginData(int n, int d, double gamma, long structureSeed, long sampleSeed) {
        var root = SeededNoise.ofSeed(structureSeed);
        return new MarginHalfspace().generate(n, d, Map.of("margin", gamma), root.structural("separator"),
                SeededNoise.ofSeed(sampleSeed).structural("rows"));
    }

    /**
     * n rows of k Gaussian clusters in d >= k dimensions: class c is centred at 3 e_c with identity
     * covariance, so classes are well separated but not linearly perfectly. No norm bound is declared.
     */
    public static Dataset clusters(int n, int d, int k, long sampleSeed) {
        if (d < k) {
            throw new IllegalArgumentException("clusters needs d >= k, got d=" + d + ", k=" + k);
        }
        RandomGenerator rng = SeededNoise.ofSeed(sampleSeed).structural("clusters");
        double[] x = new double[n * d];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = i % k;
            Gaussians.fillStandard(rng, x, i * d, d);
            x[i * d + labels[i]] += 3.0;
        }
        List<String> names = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            names.add("class" + c);
        }
        return Dataset.labelled("clusters", x, n, d, labels, names, Double.POSITIVE_INFINITY);
    }

    /**
     * The training data a learner gets from the harness: the sensitive rows and, for learners that need them,
     * public rows (labels hidden unless declared) drawn like the private rows (same classes, so that learners
     * reading public labels see the private label set).
     */
    public static TrainingData trainingData(LearnerSpec<?> spec, Dataset sensitive) {
        Dataset pub = !spec.needsPublic()
                ? Dataset.empty("public", sensitive.cols(), sensitive.classNames()).withoutLabels()
                : sensitive.classes() == 2 ? marginData(100, sensitive.cols(), 0.1, 1, 99)
                : clusters(100, sensitive.cols(), sensitive.classes(), 99);
        return TrainingData.forLearner(spec, sensitive, pub);
    }

    /** The fraction of rows whose predicted class equals the label. */
    public static double accuracy(Model model, Dataset data) {
        int[] p = model.predict(data);
        int hits = 0;
        for (int i = 0; i < p.length; i++) {
            hits += p[i] == data.label(i) ? 1 : 0;
        }
        return (double) hits / p.length;
    }

    /** The non-private linear SVM (the margin learners' reference) fitted on the data. */
    public static Fit nonPrivateSvm(Dataset train) {
        return new NonPrivateSvm(NonPrivateSvm.Options.DEFAULTS).fit(TrainingData.privateOnly(train),
                new Budget(Double.POSITIVE_INFINITY, 0), new ZeroNoise(0));
    }

    /** The weights of a fit whose model is linear. */
    public static double[] weights(Fit f) {
        return ((LinearModel) f.model()).weights();
    }

    /**
     * Two replace-one neighbours of the data: row 0 negated, and row 0 replaced by farNorm e_1 with its label
     * flipped (the worst cases of a norm-bounded sensitivity argument).
     */
    public static Dataset[] neighbours(Dataset data, double farNorm) {
        int d = data.cols();
        double[] negated = data.x().clone();
        double[] far = data.x().clone();
        for (int j = 0; j < d; j++) {
            negated[j] = -negated[j];
            far[j] = farNorm * (j == 0 ? 1 : 0);
        }
        int[] flipped = data.labels().clone();
        flipped[0] = 1 - flipped[0];
        return new Dataset[] {
            data.withFeatures(negated, d, data.normBound()),
            Dataset.labelled("far", far, data.rows(), d, flipped, data.classNames(), data.normBound())
        };
    }
}
