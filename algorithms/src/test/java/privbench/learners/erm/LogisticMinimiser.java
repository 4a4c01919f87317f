package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static privbench.testing.Fixtures.weights;

import java.util.function.BiFunction;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.baseline.NonPrivateLogistic;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.UtilityOrder;
import privbench.testing.ZeroNoise;

/**
 * The non-private L2-regularised logistic minimiser that output and objective perturbation (CMS11) perturb, on the
 * margin data both tests train on. At epsilon = +Infinity each learner must release it; at any epsilon it bounds
 * their test accuracy. One fixture for both tests, so the data, lambda, solver tolerance and the derivations of the
 * two checks are stated once.
 */
final class LogisticMinimiser {

    static final Dataset TRAIN = Fixtures.marginData(1000, 10, 0.1, 1, 2);
    static final Dataset TEST = Fixtures.marginData(4000, 10, 0.1, 1, 3);
    /** The lambda of the reference and of the learners held against it. */
    static final double LAMBDA = 0.01;
    /** Every solve stops at ||grad|| <= TOL. */
    static final double TOL = 1e-9;

    private LogisticMinimiser() {
    }

    /** The minimiser on TRAIN at LAMBDA, to ||grad|| <= TOL (no budget is spent, none is read). */
    static Fit reference() {
        return new NonPrivateLogistic(new NonPrivateLogistic.Options(LAMBDA, false, TOL, 10_000))
                .fit(TrainingData.privateOnly(TRAIN), new Budget(Double.POSITIVE_INFINITY, 0), new ZeroNoise(0));
    }

    /**
     * The noise-free fit is the minimiser: both solve the same LAMBDA-strongly convex objective to ||grad|| <= TOL,
     * so each is within TOL / LAMBDA of it and they are within 2 TOL / LAMBDA of each other.
     */
    static void assertIsTheMinimiser(Fit noiseFree) {
        assertArrayEquals(weights(reference()), weights(noiseFree), 2 * TOL / LAMBDA);
    }

    /**
     * {@link UtilityOrder#check(double, double, double, int)} on TEST of the mean accuracy over noise seeds 0..4 at
     * pure epsilon 8 and 0.1, against the minimiser's.
     */
    static void assertUtilityOrder(BiFunction<Budget, NoiseSource, Fit> fit) {
        UtilityOrder.check(meanAccuracy(fit, 8), meanAccuracy(fit, 0.1), Fixtures.accuracy(reference().model(), TEST),
                TEST.rows());
    }

    private static double meanAccuracy(BiFunction<Budget, NoiseSource, Fit> fit, double epsilon) {
        double s = 0;
        for (long seed = 0; seed < 5; seed++) {
            s += Fixtures.accuracy(fit.apply(Budget.pure(epsilon), SeededNoise.ofSeed(seed)).model(), TEST);
        }
        return s / 5;
    }
}
