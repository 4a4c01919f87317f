package privbench.learners.auc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** spec-004 T1: the loss constants the privacy proofs use. */
class PairwiseLossTest {

    private static final double LN2 = Math.log(2);

    /** max |l'(s)| over 10^5 + 1 equally spaced s in [-R, R]. */
    private static double gridMaxDerivative(PairwiseLoss loss, double r) {
        double best = 0;
        for (int k = 0; k <= 100_000; k++) {
            best = Math.max(best, Math.abs(loss.derivative(-r + 2 * r * k / 100_000.0)));
        }
        return best;
    }

    @Test
    void constants_matchTheTableOfSpec004() {
        assertEquals(1.0, PairwiseLoss.LEAST_SQUARES.value(0));
        assertEquals(1.0, PairwiseLoss.LOGISTIC.value(0), 1e-15);
        assertEquals(LN2, PairwiseLoss.LOGISTIC_NATURAL.value(0), 1e-15);
        assertEquals(1.0, PairwiseLoss.LOGISTIC.valueAtZero(), 1e-15);
        assertEquals(Double.POSITIVE_INFINITY, PairwiseLoss.LEAST_SQUARES.lipschitz());
        assertEquals(1.4426950409, PairwiseLoss.LOGISTIC.lipschitz(), 1e-10);
        assertEquals(0.3606737602, PairwiseLoss.LOGISTIC.smoothness(), 1e-10);
        assertEquals(1.0, PairwiseLoss.LOGISTIC_NATURAL.lipschitz());
        assertEquals(0.25, PairwiseLoss.LOGISTIC_NATURAL.smoothness());
        assertEquals(2.0, PairwiseLoss.LEAST_SQUARES.smoothness());
        // spec-004 T1 example: B(28.2842712475) = 1.44269504089 for log2-logistic
        assertEquals(1.44269504089, PairwiseLoss.LOGISTIC.derivativeBound(28.2842712475), 1e-11);
        // R = sqrt(2/lambda) D_X = sqrt(800) for lambda = 0.01, D_X = 2 (spec-004 T2)
        assertEquals(58.5685424949, PairwiseLoss.LEAST_SQUARES.derivativeBound(Math.sqrt(800)), 1e-10);
    }

    @Test
    void derivativeBound_isTheSupremumOfTheDerivativeOnTheInterval() {
        for (PairwiseLoss loss : PairwiseLoss.values()) {
            for (double r : new double[] {0.1, 1, 3, 28.2842712475}) {
                // the sup is attained at the end s = -R, which is on the grid: equal up to rounding
                assertEquals(loss.derivativeBound(r), gridMaxDerivative(loss, r), 1e-12 * loss.derivativeBound(r),
                        loss + " R=" + r);
            }
        }
    }

    @Test
    void derivatives_matchCentralDifferences_andCurvatureIsBoundedByBeta() {
        double h = 1e-5;
        for (PairwiseLoss loss : PairwiseLoss.values()) {
            for (double t = -30; t <= 30; t += 0.37) {
                // central differences have error h^2 |l'''| / 6 < 1e-10 here, plus rounding ~1e-16/h
                double d1 = (loss.value(t + h) - loss.value(t - h)) / (2 * h);
                assertEquals(d1, loss.derivative(t), 1e-8 * Math.max(1, Math.abs(d1)), loss + " t=" + t);
                double d2 = (loss.derivative(t + h) - loss.derivative(t - h)) / (2 * h);
                assertEquals(d2, loss.curvature(t), 1e-8, loss + " t=" + t);
                assertTrue(loss.curvature(t) >= 0 && loss.curvature(t) <= loss.smoothness() * (1 + 1e-15));
                assertTrue(Math.abs(loss.derivative(t)) <= loss.lipschitz());
            }
        }
    }

    @Test
    void logisticValues_stayFiniteAndAccurateFarInTheTails() {
        // log2(1 + e^-t) is -t/ln 2 + e^t/ln 2 for t -> -inf and e^-t/ln 2 for t -> +inf
        assertEquals(800 / LN2, PairwiseLoss.LOGISTIC.value(-800), 1e-12);
        assertEquals(Math.exp(-40) / LN2, PairwiseLoss.LOGISTIC.value(40), 1e-30);
        assertEquals(-1 / LN2, PairwiseLoss.LOGISTIC.derivative(-800), 1e-15);
    }
}
