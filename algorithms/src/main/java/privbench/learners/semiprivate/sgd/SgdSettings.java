package privbench.learners.semiprivate.sgd;

import privbench.checks.Require;
import privbench.privacy.accounting.Calibration;

/**
 * The settings of one DP-SGD run (spec-003 section 2.3), as a learner's options state them.
 *
 * @param learningRate eta
 * @param steps        T
 * @param batchSize    B, the expected batch size: the sampling rate is q = min(1, B/n) and every summed
 *                     gradient is divided by q n, never by the realised batch size
 * @param clip         C, the per-example clipping norm over all parameters jointly
 * @param sampling     Poisson (default) or fixed-size shuffled batches
 * @param init         how the weights start
 * @param momentum     heavy-ball momentum on the noisy gradient (0 for plain SGD, as the paper's DP-SGD)
 * @param weightDecay  L2 decay added to the noisy gradient (post-processing; 0 in the paper's DP-SGD)
 * @param accountant   the accountant that calibrates sigma and prices the run
 * @param search       Opacus's noise search (tolerance 0.01) or the precise bisection
 * @param publicRows   N, a declared public row count: Poisson sampling then has rate q = min(1, B/N) and divides
 *                     by qN, so nothing the run draws depends on the private n (the add/remove reading D against
 *                     D plus one row needs it); 0 (the default) takes q = B/n, treating n as public as Opacus does
 */
public record SgdSettings(double learningRate, int steps, int batchSize, double clip, Sampling sampling, Init init,
                          double momentum, double weightDecay, NoiseAccountant accountant,
                          Calibration.Search search, int publicRows) {

    /** Settings without a declared public row count: q = B/n. */
    public SgdSettings(double learningRate, int steps, int batchSize, double clip, Sampling sampling, Init init,
                       double momentum, double weightDecay, NoiseAccountant accountant, Calibration.Search search) {
        this(learningRate, steps, batchSize, clip, sampling, init, momentum, weightDecay, accountant, search, 0);
    }

    public SgdSettings {
        if (publicRows < 0) {
            throw new IllegalArgumentException("publicRows must be >= 0 (0: none declared), got " + publicRows);
        }
        Require.positive("learningRate", learningRate);
        if (steps < 1 || batchSize < 1) {
            throw new IllegalArgumentException("steps and batchSize must be >= 1, got " + steps + " and " + batchSize);
        }
        if (!(clip > 0)) {
            throw new IllegalArgumentException("clip must be > 0, got " + clip);
        }
        if (!(momentum >= 0 && momentum < 1) || !(weightDecay >= 0)) {
            throw new IllegalArgumentException("momentum must be in [0, 1) and weightDecay >= 0, got " + momentum
                    + " and " + weightDecay);
        }
    }

    /** The row count the sampling rate and the divisor use: the declared public N, else the private n. */
    public int rateRows(int n) {
        return publicRows > 0 ? publicRows : n;
    }

    /** These settings with a declared public row count N (0: none). */
    public SgdSettings withPublicRows(int rows) {
        return new SgdSettings(learningRate, steps, batchSize, clip, sampling, init, momentum, weightDecay, accountant,
                search, rows);
    }

    /** Plain DP-SGD as the paper runs it: Poisson sampling, no momentum, no weight decay. */
    public static SgdSettings plain(double learningRate, int steps, int batchSize, double clip, Init init,
                                    NoiseAccountant accountant, Sampling sampling, Calibration.Search search) {
        return new SgdSettings(learningRate, steps, batchSize, clip, sampling, init, 0, 0, accountant, search);
    }
}
