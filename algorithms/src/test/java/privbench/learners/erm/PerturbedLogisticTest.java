package privbench.learners.erm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static privbench.testing.Fixtures.weights;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.TrainingData;
import privbench.learners.baseline.NonPrivateLogistic;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.Reproducibility;
import privbench.testing.UtilityOrder;
import privbench.testing.ZeroNoise;

/**
 * The Determinism and Utility groups (style guide B4) of output and objective perturbation (CMS11), two
 * perturbations of one non-private minimiser: the L2-regularised logistic loss at {@link #MINIMISER_LAMBDA} on the
 * same margin data. For both the seed decides the bits, the noise-free fit is that minimiser, and the minimiser
 * bounds their test accuracy; the data, lambda, solver tolerance and the derivations of these checks are stated once
 * here. A test class names its fit; its Privacy and NegativeControl groups stay its own.
 */
abstract class PerturbedLogisticTest {

    static final Dataset TRAIN = Fixtures.marginData(1000, 10, 0.1, 1, 2);
    static final Dataset TEST = Fixtures.marginData(4000, 10, 0.1, 1, 3);
    /** The lambda of the minimiser and of the learners held against it here. */
    static final double MINIMISER_LAMBDA = 0.01;
    /** Every solve stops at ||grad|| <= TOL. */
    static final double TOL = 1e-9;

    /** The learner under test at {@link #MINIMISER_LAMBDA} and solver tolerance {@link #TOL}, fitted on TRAIN. */
    abstract Fit fitTrain(Budget budget, NoiseSource noise);

    /** The minimiser on TRAIN, to ||grad|| <= TOL (no budget is spent, none is read). */
    static Fit minimiser() {
        return new NonPrivateLogistic(new NonPrivateLogistic.Options(MINIMISER_LAMBDA, false, TOL, 10_000))
                .fit(TrainingData.privateOnly(TRAIN), new Budget(Double.POSITIVE_INFINITY, 0), new ZeroNoise(0));
    }

    private double meanAccuracy(double epsilon) {
        double s = 0;
        for (long seed = 0; seed < 5; seed++) {
            s += Fixtures.accuracy(fitTrain(Budget.pure(epsilon), SeededNoise.ofSeed(seed)).model(), TEST);
        }
        return s / 5;
    }

    @Nested
    class Determinism {

        @Test
        void sameSeed_sameBits_otherSeed_otherBits() {
            Reproducibility.assertSeedDecides(seed -> fitTrain(Budget.pure(1), SeededNoise.forCell(2 + seed, "c")));
        }

        @Test
        void infiniteEpsilon_releasesTheMinimiser_andClaimsNothing() {
            Fit f = fitTrain(new Budget(Double.POSITIVE_INFINITY, 0), SeededNoise.ofSeed(1));
            assertFalse(f.spent().isPrivate());
            // both solve the same lambda-strongly convex objective to ||grad|| <= TOL: each is within TOL / lambda
            // of the exact minimiser, so they are within 2 TOL / lambda of each other
            assertArrayEquals(weights(minimiser()), weights(f), 2 * TOL / MINIMISER_LAMBDA);
        }
    }

    @Nested
    class Utility {

        /** Mean accuracy over noise seeds 0..4 on TEST: {@link UtilityOrder#check(double, double, double, int)}. */
        @Test
        void epsilon8_beatsEpsilon01_andTheNonPrivateOptimumBoundsBoth() {
            UtilityOrder.check(meanAccuracy(8), meanAccuracy(0.1), Fixtures.accuracy(minimiser().model(), TEST),
                    TEST.rows());
        }
    }
}
