package privbench.learners.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.data.Dataset;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import smile.classification.Classifier;
import smile.classification.LogisticRegression;
import smile.classification.SVM;

/**
 * Smile (Li 2014-2024, smile-core 3.1.1) as an independent oracle for the two non-private references, on the
 * four shipped binary datasets, features standardised (mean 0, sd 1 over all rows: a test fixture, not a
 * private-data pipeline).
 *
 * <p>Logistic: Smile minimises sum_i ln(1 + exp(-y_i (w.x_i + b))) + (lambda_S / 2) ||w||^2 with b unpenalised,
 * which is n times our mean-form objective when lambda_S = n lambda: the same strictly convex problem. Both
 * solvers stop near its unique minimiser, so the coefficients must agree to a small relative error (1e-3, far
 * above both stopping rules: ours ||grad|| <= 1e-8, Smile's relative change of f <= 1e-10) and the decisions
 * can differ only on rows whose score lies within the bound |s_ours(x) - s_smile(x)| <= ||dw|| ||x|| + |db|
 * (Cauchy-Schwarz), which the test counts; accuracy then differs by at most that count over n.
 *
 * <p>SVM: Smile's linear SVM (LASVM, Bordes et al. 2005) solves (1/2)||w||^2 + C sum hinge with a free,
 * unpenalised bias; ours, with {@code bias: true}, the same with the bias a penalised constant feature, at
 * C = 1/(n lambda), and LASVM stops at a looser KKT tolerance (its gap 1e-3, a bounded number of epochs). The
 * problems differ by the (1/2) b^2 term only: at the optimum the bias moves by O(|b| / (C n)) in score units,
 * which flips only rows already inside the margin band, a few percent of these rows. So the classifiers are
 * close but not equal: training accuracies within 2 points, decisions agreeing on at least 95% of rows.
 */
class SmileOracleTest {

    private static final double LAMBDA = 1e-3;
    private static final Budget NON_PRIVATE = new Budget(Double.POSITIVE_INFINITY, 0);

    /** The file's rows, standardised, labels 1 for the positive class. */
    private static Dataset load(String file, String positive) throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(root.resolve("experiments/data"))) {
            root = root.getParent();
        }
        List<String> lines = Files.readAllLines(root.resolve("experiments/data").resolve(file));
        int n = lines.size() - 1;
        int d = lines.get(0).split(",").length - 1;
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            String[] f = lines.get(i + 1).split(",");
            for (int j = 0; j < d; j++) {
                x[i * d + j] = Double.parseDouble(f[j]);
            }
            y[i] = f[d].trim().equals(positive) ? 1 : 0;
        }
        for (int j = 0; j < d; j++) {
            double mean = 0;
            double sq = 0;
            for (int i = 0; i < n; i++) {
                mean += x[i * d + j] / n;
            }
            for (int i = 0; i < n; i++) {
                sq += (x[i * d + j] - mean) * (x[i * d + j] - mean) / n;
            }
            double sd = sq > 0 ? Math.sqrt(sq) : 1;
            for (int i = 0; i < n; i++) {
                x[i * d + j] = (x[i * d + j] - mean) / sd;
            }
        }
        return Dataset.labelled(file, x, n, d, y, List.of("other", positive), Double.POSITIVE_INFINITY);
    }

    private static double[][] rows(Dataset data) {
        double[][] out = new double[data.rows()][];
        for (int i = 0; i < data.rows(); i++) {
            out[i] = Arrays.copyOfRange(data.x(), i * data.cols(), (i + 1) * data.cols());
        }
        return out;
    }

    private static double norm(double[] v) {
        double s = 0;
        for (double a : v) {
            s += a * a;
        }
        return Math.sqrt(s);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"breast_cancer.csv, M", "ionosphere.csv, good", "sonar.csv, M", "spam.csv, spam"})
    void logistic_agreesWithSmilesLogisticRegression(String file, String positive) throws IOException {
        Dataset data = load(file, positive);
        int n = data.rows();
        LinearModel ours = (LinearModel) new NonPrivateLogistic(NonPrivateLogistic.Options.DEFAULTS)
                .fit(TrainingData.privateOnly(data), NON_PRIVATE, SeededNoise.ofSeed(1)).model();
        LogisticRegression.Binomial smile = LogisticRegression.binomial(rows(data), data.labels(), n * LAMBDA, 1e-10,
                10_000);
        double[] c = smile.coefficients();
        double[] ws = Arrays.copyOf(c, data.cols());
        double bs = c[data.cols()];
        double[] dw = new double[data.cols()];
        for (int j = 0; j < dw.length; j++) {
            dw[j] = ours.weights()[j] - ws[j];
        }
        double rel = norm(dw) / norm(ws);
        assertTrue(rel <= 1e-3, file + ": relative difference of the weights " + rel);
        double db = Math.abs(ours.bias() - bs);
        int disagree = 0;
        int band = 0;
        int correctOurs = 0;
        int correctSmile = 0;
        double[][] x = rows(data);
        for (int i = 0; i < n; i++) {
            double so = ours.bias();
            double ss = bs;
            for (int j = 0; j < data.cols(); j++) {
                so += ours.weights()[j] * x[i][j];
                ss += ws[j] * x[i][j];
            }
            int po = so > 0 ? 1 : 0;
            int ps = smile.predict(x[i]);
            disagree += po != ps ? 1 : 0;
            band += Math.abs(so) <= norm(dw) * norm(x[i]) + db ? 1 : 0;
            correctOurs += po == data.label(i) ? 1 : 0;
            correctSmile += ps == data.label(i) ? 1 : 0;
        }
        assertTrue(disagree <= band, file + ": " + disagree + " decisions differ, " + band + " rows in the band");
        assertEquals((double) correctSmile / n, (double) correctOurs / n, (double) band / n + 1e-12, file);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"breast_cancer.csv, M", "ionosphere.csv, good", "sonar.csv, M"})
    void svm_agreesWithSmilesLinearSvm(String file, String positive) throws IOException {
        svmAgrees(file, positive);
    }

    /** Spam as well: LASVM takes about a minute on its 4601 rows, so it runs with the slow audits. */
    @Test
    @Tag("slow")
    void svm_agreesWithSmilesLinearSvm_onSpam() throws IOException {
        svmAgrees("spam.csv", "spam");
    }

    private static void svmAgrees(String file, String positive) throws IOException {
        Dataset data = load(file, positive);
        int n = data.rows();
        NonPrivateSvm.Options o = new NonPrivateSvm.Options(LAMBDA, true, 1e-3, 20_000);
        var ours = new NonPrivateSvm(o).fit(TrainingData.privateOnly(data), NON_PRIVATE, SeededNoise.ofSeed(1))
                .model();
        double[][] x = rows(data);
        int[] pm = new int[n];
        for (int i = 0; i < n; i++) {
            pm[i] = data.label(i) == 1 ? 1 : -1;
        }
        Classifier<double[]> smile = SVM.fit(x, pm, 1 / (n * LAMBDA), 1e-3, 20);
        int[] po = ours.predict(data);
        int disagree = 0;
        int correctOurs = 0;
        int correctSmile = 0;
        for (int i = 0; i < n; i++) {
            int ps = smile.predict(x[i]) > 0 ? 1 : 0;
            disagree += po[i] != ps ? 1 : 0;
            correctOurs += po[i] == data.label(i) ? 1 : 0;
            correctSmile += ps == data.label(i) ? 1 : 0;
        }
        assertTrue(disagree <= 0.05 * n, file + ": " + disagree + " of " + n + " decisions differ");
        assertEquals((double) correctSmile / n, (double) correctOurs / n, 0.02, file);
    }
}
