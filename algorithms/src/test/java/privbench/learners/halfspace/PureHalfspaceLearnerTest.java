package privbench.learners.halfspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.evaluation.Predictions;
import privbench.evaluation.TrainMarginViolation;
import privbench.learners.Fit;
import privbench.learners.LinearModel;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.LearnerUnderTest;
import privbench.testing.MarginSplit;
import privbench.testing.SeededLearnerTest;

class PureHalfspaceLearnerTest extends SeededLearnerTest {

    private static final LearnerUnderTest LEARNER = LearnerUnderTest.of(PureHalfspaceLearner.class);
    private static final List<String> CLASSES = List.of("-1", "+1");
    private static final double GAMMA = 0.3;
    /** ceil(2 pi / 0.03) equally spaced unit vectors: the sphere net of m = 2, gamma = 0.3. */
    private static final int NET = 210;

    PureHalfspaceLearnerTest() {
        super(seed -> LEARNER.fit(Map.of("gamma", 0.5, "projection", 0), Fixtures.marginData(300, 3, 0.5, 1, 2),
                new Budget(0.2, 0), SeededNoise.ofSeed(4 + seed)));
    }

    /** spec-001 test 7: n = 6 unit rows in R^2 (A = I since m >= d). */
    private static double[] baseRows() {
        double[] x = new double[12];
        double[] angles = {0.1, 0.7, 1.3, 3.3, 3.9, 4.6};
        for (int i = 0; i < 6; i++) {
            x[2 * i] = Math.cos(angles[i]);
            x[2 * i + 1] = Math.sin(angles[i]);
        }
        return x;
    }

    private static final int[] LABELS = {1, 1, 1, 0, 0, 0};

    /** V(w) for every point of the m = 2 sphere net, in the learner's enumeration order. */
    private static double[] negatedViolations(double[] x, int[] labels) {
        double[] u = new double[NET];
        for (int c = 0; c < NET; c++) {
            double theta = 2 * Math.PI * c / NET;
            int v = 0;
            for (int i = 0; i < labels.length; i++) {
                double y = labels[i] == 1 ? 1 : -1;
                if (y * (Math.cos(theta) * x[2 * i] + Math.sin(theta) * x[2 * i + 1]) < GAMMA / 10) {
                    v++;
                }
            }
            u[c] = -v;
        }
        return u;
    }

    /** Every replace-one neighbour from the candidate rows: e1, -e1, e2 with both labels, flips and antipodes. */
    private static List<double[][]> neighbours() {
        List<double[][]> out = new ArrayList<>();
        double[][] rows = {{1, 0}, {-1, 0}, {0, 1}, {0.6, -0.8}};
        for (int k = 0; k < 6; k++) {
            for (double[] r : rows) {
                for (int label = 0; label < 2; label++) {
                    double[] x = baseRows();
                    int[] l = LABELS.clone();
                    x[2 * k] = r[0];
                    x[2 * k + 1] = r[1];
                    l[k] = label;
                    out.add(new double[][] {x, toDouble(l)});
                }
            }
            double[] x = baseRows();
            int[] flip = LABELS.clone();
            flip[k] = 1 - flip[k];
            out.add(new double[][] {x, toDouble(flip)});
            double[] anti = baseRows();
            anti[2 * k] = -anti[2 * k];
            anti[2 * k + 1] = -anti[2 * k + 1];
            out.add(new double[][] {anti, toDouble(LABELS)});
        }
        return out;
    }

    private static double[] toDouble(int[] l) {
        double[] d = new double[l.length];
        for (int i = 0; i < l.length; i++) {
            d[i] = l[i];
        }
        return d;
    }

    private static int[] toInt(double[] l) {
        int[] d = new int[l.length];
        for (int i = 0; i < l.length; i++) {
            d[i] = (int) l[i];
        }
        return d;
    }

    /** max over neighbours and net points of |ln P_S(w) - ln P_S'(w)| for the law exp(epsilonExponent u). */
    private static double worstLogRatio(double epsilonExponent) {
        // probabilities(u, e, 1) is softmax(e u / 2): e = 2 epsilonExponent gives exp(epsilonExponent u)
        double[] p = ExponentialMechanism.logProbabilities(negatedViolations(baseRows(), LABELS),
                2 * epsilonExponent, 1.0);
        double worst = 0;
        for (double[][] nb : neighbours()) {
            double[] q = ExponentialMechanism.logProbabilities(negatedViolations(nb[0], toInt(nb[1])),
                    2 * epsilonExponent, 1.0);
            for (int c = 0; c < NET; c++) {
                worst = Math.max(worst, Math.abs(p[c] - q[c]));
            }
        }
        return worst;
    }

    @Nested
    class Privacy {

        @Test
        void exactOutputLaw_onEveryNeighbour_isWithinEToTheEpsilon() {
            double eps = 1.0;
            // the mechanism's law: exp(-epsilon V / 2) (Delta u = 1/n on u = -V/n)
            assertTrue(worstLogRatio(eps / 2) <= eps + 1e-12, "worst " + worstLogRatio(eps / 2));
        }

        @Test
        void theLearnersDraws_followThatExactLaw() {
            // the learner's choices over 30000 seeds, binned by V, against exp(-epsilon V / 2) summed per V
            double eps = 1.0;
            double[] u = negatedViolations(baseRows(), LABELS);
            double[] p = ExponentialMechanism.probabilities(u, eps, 1.0);
            double[] wrong = ExponentialMechanism.probabilities(u, 2 * eps, 1.0);
            double[] binP = new double[7];
            double[] binWrong = new double[7];
            for (int c = 0; c < NET; c++) {
                binP[(int) -u[c]] += p[c];
                binWrong[(int) -u[c]] += wrong[c];
            }
            Dataset s = Dataset.labelled("s", baseRows(), 6, 2, LABELS, CLASSES, 1.0);
            var learner = LEARNER.spec().create(Map.of("gamma", GAMMA, "projection", 2));
            int draws = 30_000;
            int[] counts = new int[7];
            for (int t = 0; t < draws; t++) {
                double[] w = ((LinearModel) learner.fit(TrainingData.privateOnly(s), new Budget(eps, 0),
                        SeededNoise.ofSeed(t)).model()).weights();
                int c = (int) Math.floorMod(Math.round(Math.atan2(w[1], w[0]) * NET / (2 * Math.PI)), NET);
                counts[(int) -u[c]]++;
            }
            // chi-square over the bins with expected count >= 5; critical values at p = 0.001 for <= 6 df <= 22.46
            assertTrue(chi2(binP, counts, draws) < 22.46, "chi2 " + chi2(binP, counts, draws));
            assertTrue(chi2(binWrong, counts, draws) > 22.46, "the draws must tell exp(-eps V/2) from exp(-eps V)");
        }

        @Test
        void spendsPureEpsilon_andLabelsTheRandomNet() {
            Dataset data = Fixtures.marginData(200, 2, GAMMA, 1, 2);
            Fit f = LEARNER.fit(Map.of("gamma", GAMMA), data, new Budget(0.5, 1e-5), SeededNoise.ofSeed(1));
            assertEquals(0.5, f.spent().epsilon(), 1e-15);
            assertEquals(0.0, f.spent().delta());
            assertEquals("pure", f.spent().accountant());
            assertEquals(NET, f.diagnostics().get("net_size"));
            Fit r = LEARNER.fit(Map.of("gamma", GAMMA, "net", "random", "candidates", 500, "projection", 0), data,
                    new Budget(0.5, 1e-5), SeededNoise.ofSeed(1));
            assertTrue(r.spent().caveat().contains("heuristic random net"), r.spent().caveat());
        }
    }

    @Nested
    class NegativeControl {

        @Test
        void droppingTheFactorTwo_breaksTheRatio() {
            // pitfall 5: exp(-epsilon V) instead of exp(-epsilon V / 2); a flipped label moves V by +-1 on either
            // side of the net, so the worst ratio exceeds epsilon
            double eps = 1.0;
            assertTrue(worstLogRatio(eps) > eps + 1e-6, "worst " + worstLogRatio(eps));
        }

        @Test
        void aNetTooLargeToEnumerate_isRefusedAtBinding_namingItsSize() {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> LEARNER.spec().bind(Map.of("gamma", 0.1, "projection", 8)));
            assertTrue(e.getMessage().contains("10^") && e.getMessage().contains("net: random"), e.getMessage());
            // the paper's m (0) is known only at fit time: refused there, with the same message
            Dataset data = Fixtures.marginData(200, 20, 0.1, 1, 2);
            var f = assertThrows(IllegalArgumentException.class, () -> LEARNER.fit(Map.of("gamma", 0.1,
                    "projection", 0), data, new Budget(1, 0), SeededNoise.ofSeed(1)));
            assertTrue(f.getMessage().contains("m = 20"), f.getMessage());
        }
    }

    @Nested
    class Utility {

        @Test
        void violationFraction_respectsEq5_inAtLeast19Of20Runs() {
            // Eq. (5): w.p. >= 1 - beta/4 = 0.975 the training violation fraction is <= (2/(n eps))(ln|W| + ln(4/beta));
            // 20 independent runs (data and noise) with at most one above the bound
            int within = 0;
            var metric = new TrainMarginViolation();
            for (int seed = 0; seed < 20; seed++) {
                Dataset train = Fixtures.marginData(400, 2, GAMMA, seed, 100 + seed);
                Fit f = LEARNER.fit(Map.of("gamma", GAMMA), train, new Budget(1, 0), SeededNoise.ofSeed(seed));
                double v = metric.value(Predictions.of(f.model(), train));
                within += v <= f.diagnostics().get("violation_bound") ? 1 : 0;
            }
            assertTrue(within >= 19, within + " of 20 within the bound");
        }

        @Test
        void learnsTheTwoDimensionalMarginData() {
            double acc = LEARNER.accuracy(Map.of("gamma", GAMMA), MarginSplit.of(800, 2000, 2, GAMMA), new Budget(1, 0),
                    SeededNoise.ofSeed(1));
            // every net point within gamma/10 of w* has margin >= 0.86 gamma: violations near 0 at n eps = 800
            assertTrue(acc > 0.97, "accuracy " + acc);
        }
    }

    private static double chi2(double[] p, int[] counts, int draws) {
        double chi2 = 0;
        for (int i = 0; i < p.length; i++) {
            double expected = draws * p[i];
            if (expected >= 5) {
                chi2 += (counts[i] - expected) * (counts[i] - expected) / expected;
            }
        }
        return chi2;
    }
}
