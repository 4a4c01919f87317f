package privbench.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.LinearModel;
import privbench.learners.SoftmaxModel;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class MetricsTest {

    /** One feature whose value is the score, so scores are chosen exactly. */
    private static Predictions scored(double[] scores, int[] labels) {
        Dataset d = Dataset.labelled("t", scores.clone(), scores.length, 1, labels, List.of("neg", "pos"),
                Double.POSITIVE_INFINITY);
        return Predictions.of(LinearModel.of(new double[] {1.0}), d);
    }

    private static double value(String id, Predictions p) {
        return Metrics.byId(id).orElseThrow().value(p);
    }

    @Test
    void catalogue_idsAreUniqueSnakeCaseAndOnlyTrainMetricsReadTrainingRows() {
        Set<String> ids = new HashSet<>();
        for (Metric m : Metrics.ALL) {
            assertTrue(m.id().matches("[a-z][a-z_]*"), m.id());
            assertTrue(ids.add(m.id()), "duplicate " + m.id());
            assertEquals(m.id().startsWith("train_"), m.onTrainingRows(), m.id());
        }
    }

    @Test
    void direction_onlyTheErrorRateIsBetterLower() {
        // regression checks compare in this direction: a rise of an error rate (test error, training margin
        // violations) is a regression
        for (Metric m : Metrics.ALL) {
            assertEquals(!m.id().equals("error_rate") && !m.id().equals("train_margin_violation"), m.higherIsBetter(),
                    m.id());
        }
    }

    @Nested
    class AucMetric {

        @Test
        void auc_matchesTheTextbookExample() {
            // scikit-learn's roc_auc_score docstring example: y = [0, 0, 1, 1], s = [0.1, 0.4, 0.35, 0.8] gives 0.75
            assertEquals(0.75, value("auc", scored(new double[] {0.1, 0.4, 0.35, 0.8}, new int[] {0, 0, 1, 1})));
        }

        @Test
        void auc_countsTiesAsOneHalf() {
            // every positive-negative pair is tied: U = P * N / 2
            assertEquals(0.5, value("auc", scored(new double[] {1, 1, 1, 1}, new int[] {0, 1, 0, 1})));
        }

        @Test
        void auc_equalsPairwiseCountOnTiedRandomScores() {
            RandomGenerator rng = SeededNoise.ofSeed(7).structural("auc");
            int n = 400;
            double[] s = new double[n];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                s[i] = Math.floor(Gaussians.uniform(rng) * 20);    // 20 distinct values: many ties
                y[i] = Gaussians.uniform(rng) < 0.3 + s[i] / 40 ? 1 : 0;
            }
            double pairs = 0;
            double wins = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (y[i] == 1 && y[j] == 0) {
                        pairs++;
                        wins += s[i] > s[j] ? 1 : s[i] == s[j] ? 0.5 : 0;
                    }
                }
            }
            // both sides are sums of halves over at most 10^5 pairs: exact in double up to rounding of one division
            assertEquals(wins / pairs, value("auc", scored(s, y)), 1e-12);
        }

        @Test
        void auc_ofNegatedScoresIsOneMinusAuc() {
            double[] s = {0.3, -1, 2, 0.5, 0.1, 0.9};
            int[] y = {1, 0, 1, 0, 0, 1};
            double[] neg = new double[s.length];
            for (int i = 0; i < s.length; i++) {
                neg[i] = -s[i];
            }
            assertEquals(1.0, value("auc", scored(s, y)) + value("auc", scored(neg, y)), 1e-15);
        }

        @Test
        void auc_withOneClassOnly_isRefused() {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> value("auc", scored(new double[] {1, 2}, new int[] {1, 1})));
            assertTrue(e.getMessage().contains("both classes"), e.getMessage());
        }
    }

    @Nested
    class CountMetrics {

        // labels 0,0,0,1 ; scores -1,-1,+1,+1 -> predictions 0,0,1,1 : 3 of 4 right
        private final Predictions p = scored(new double[] {-1, -1, 1, 1}, new int[] {0, 0, 0, 1});

        @Test
        void accuracyAndError_areComplementaryCounts() {
            assertEquals(0.75, value("accuracy", p));
            assertEquals(0.25, value("error_rate", p));
            assertEquals(0.75, value("train_accuracy", p));
        }

        @Test
        void balancedAccuracy_averagesPerClassRecall() {
            // recall of class 0 is 2/3, of class 1 is 1/1
            assertEquals((2.0 / 3 + 1.0) / 2, value("balanced_accuracy", p), 1e-15);
        }

        @Test
        void multiclass_predictsTheLargestScore() {
            // 3 classes, 1 feature: W = [-1, 0, 1] so x < 0 -> class 0, x > 0 -> class 2, x = 0 -> tie 0/1/2 -> class 0
            Dataset d = Dataset.labelled("m", new double[] {-2, 0, 3, 5}, 4, 1, new int[] {0, 1, 2, 1},
                    List.of("a", "b", "c"), Double.POSITIVE_INFINITY);
            Predictions m = Predictions.of(new SoftmaxModel(new double[] {-1, 0, 1}, new double[3], 3, 1), d);
            assertEquals(0.5, value("accuracy", m));
            assertEquals((1.0 + 0.0 + 1.0) / 3, value("balanced_accuracy", m), 1e-15);
            assertThrows(IllegalArgumentException.class, () -> value("auc", m));
        }
    }
}
