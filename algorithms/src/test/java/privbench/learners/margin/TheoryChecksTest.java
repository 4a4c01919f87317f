package privbench.learners.margin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.data.synthetic.MarginHalfspace;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.TrainingData;
import privbench.learners.erm.Estimator;
import privbench.learners.erm.UnitBallRows;
import privbench.linalg.JlProjection;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/** spec-000 section 6, Monte Carlo items 13-15: margin preservation, NGD convergence, end-to-end sanity. */
class TheoryChecksTest {

    @Test
    void lemma62_jlProjectionKeepsAThirdOfTheMargin_forEveryDrawOfPhi() {
        // n = 100 rows of margin >= 0.5 against w*; k = ceil(4 ln((n+1)(n+2)/beta) / 0.25) = 296 with beta = 1e-4.
        // Lemma 6.2 promises min_i y_i <Phi w*, Phi x_i> / ||Phi w*|| >= gamma/3 with probability >= 1 - beta:
        // over 100 draws a failure would have probability <= 0.01.
        int n = 100;
        int d = 600;
        double gamma = 0.5;
        Dataset data = Fixtures.marginData(n, d, gamma, 7, 8);
        double[] wStar = MarginHalfspace.unitSeparator(d, SeededNoise.ofSeed(7).structural("separator"));
        int k = (int) MarginGrid.projectionDimension(4, 1, n, gamma);
        assertEquals(296, k);
        double[] z = new double[n * k];
        double[] pw = new double[k];
        double worst = Double.POSITIVE_INFINITY;
        for (long draw = 0; draw < 100; draw++) {
            JlProjection phi = JlProjection.rademacher(k, d, SeededNoise.ofSeed(draw).structural("jl"));
            phi.project(data.x(), n, null, z);
            phi.project(wStar, 1, null, pw);
            double norm = Vectors.norm(pw);
            for (int i = 0; i < n; i++) {
                worst = Math.min(worst, data.sign(i) * Vectors.dot(z, i * k, pw, 0, k) / norm);
            }
        }
        assertTrue(worst >= gamma / 3, "worst projected margin " + worst);
    }

    @Test
    void lemmaC1_theAveragedIterate_isWithinTheBoundOfTheReferenceSeparator() {
        // Phi = I on unit rows of margin >= 0.3; w_ref = w* has hinge loss 0 at c = 0.1 = gamma/3. Lemma C.1:
        // E[L(w_bar)] - L(w_ref) <= 2 sqrt((n^2 Delta^2 + d sigma^2) / T); the mean over 10 runs must respect it.
        Dataset data = Fixtures.marginData(400, 20, 0.3, 5, 6);
        var rows = ProjectedRows.identity(data, ClippedMarginGradient.signs(data), UnitBallRows.radius(data, 1));
        double c = 0.1;
        double mean = 0;
        double bound = 0;
        for (long seed = 0; seed < 10; seed++) {
            JlgdRun r = JlgdMechanism.run(rows, 0.3, false, 0.5, 200, Estimator.AVERAGE, SeededNoise.ofSeed(seed));
            double loss = 0;
            double[] w = r.weights();
            for (int i = 0; i < 400; i++) {
                loss += Math.max(0, 1 - data.sign(i) * Vectors.dot(data.x(), i * 20, w, 0, 20) / c);
            }
            mean += loss / 10;
            bound = 2 * Math.sqrt((400.0 * 400 * r.sensitivity() * r.sensitivity() + 20 * r.sigma() * r.sigma())
                    / r.iterations());
        }
        assertTrue(mean <= bound, "mean summed hinge " + mean + " vs bound " + bound);
        // and the bound is not vacuous here: the loss of w = 0 is n = 400
        assertTrue(mean < 400, "mean " + mean);
    }

    @Test
    @Tag("slow")
    void endToEnd_mStarLearnsAWideMarginAtEpsilon8() {
        // spec-000 6 item 15: gamma* = 0.4, d = 50, n = 8000, epsilon = 8: test error <= 0.1 in >= 9 of 10 seeds,
        // gamma_out >= 0.1
        Dataset train = Fixtures.marginData(8000, 50, 0.4, 1, 2);
        Dataset test = Fixtures.marginData(4000, 50, 0.4, 1, 3);
        var spec = LearnerSpec.of(AdaptiveMargin.class);
        int good = 0;
        for (long seed = 0; seed < 10; seed++) {
            Fit f = spec.create(Map.of()).fit(TrainingData.privateOnly(train), new Budget(8, 1e-5),
                    SeededNoise.forCell(seed, "e2e"));
            boolean ok = 1 - Fixtures.accuracy(f.model(), test) <= 0.1 && f.diagnostics().get("gamma_out") >= 0.1;
            good += ok ? 1 : 0;
        }
        assertTrue(good >= 9, good + " of 10 seeds");
    }
}
