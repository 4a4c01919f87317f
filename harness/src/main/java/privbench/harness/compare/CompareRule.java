package privbench.harness.compare;

import java.util.Locale;

/**
 * When a difference between two runs counts as a change.
 *
 * <p>Utility: a metric has changed when its mean moved by at least {@code minEffect} (absolute) in
 * either direction AND Welch's two-sided t-test rejects equal means, Holm-Bonferroni corrected over
 * every tested (group, metric) pair of the comparison at family-wise level {@code alpha}. A group
 * with fewer than two repetitions on either side has no spread to test against: the minimum effect
 * alone decides. Seeded runs of the same code are identical to the bit, so the rule only matters for
 * code that changed; it is built so that a change that only redraws the random numbers flags nothing
 * with probability about 1 - alpha, while a change that moves a mean by several standard errors and
 * by more than {@code minEffect} is flagged.
 *
 * <p>Privacy: a group whose mean epsilon spent grew by more than a relative {@code 1e-9} (rounding) is a
 * privacy regression, whatever the utility did.
 *
 * <p>Timing: the mean fit time is compared as the ratio current / baseline. It is slower when the ratio
 * exceeds {@code timeRatio} AND the time grew by more than {@code timeFloorSeconds} per fit (faster
 * symmetrically). Machines differ, so both defaults are generous: they catch a learner that became
 * several times slower, not a noisy CI runner; precise timings belong to {@code bench} (JMH).
 *
 * @param alpha            family-wise false-alarm level of the utility tests, in (0, 1)
 * @param minEffect        smallest absolute change of a metric mean that counts, >= 0
 * @param timeRatio        factor by which fit time must grow (or shrink) to count, > 1
 * @param timeFloorSeconds smallest absolute change of the mean fit time that counts, >= 0
 * @param timingFails      whether a slower group fails the comparison (otherwise it is only reported)
 */
public record CompareRule(double alpha, double minEffect, double timeRatio, double timeFloorSeconds,
                          boolean timingFails) {

    /** alpha 0.01, minimum effect 0.02, time ratio 4 with a 0.25 s floor, timing failures count. */
    public static final CompareRule DEFAULT = new CompareRule(0.01, 0.02, 4.0, 0.25, true);

    /** Relative growth of epsilon spent tolerated as floating-point rounding. */
    public static final double EPSILON_ROUNDING = 1e-9;

    public CompareRule {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), got " + alpha);
        }
        if (!(minEffect >= 0) || Double.isInfinite(minEffect)) {
            throw new IllegalArgumentException("the minimum effect must be a finite number >= 0, got " + minEffect);
        }
        if (!(timeRatio > 1)) {
            throw new IllegalArgumentException("the time ratio must be > 1, got " + timeRatio);
        }
        if (!(timeFloorSeconds >= 0)) {
            throw new IllegalArgumentException("the time floor must be >= 0 seconds, got " + timeFloorSeconds);
        }
    }

    /** One line stating the rule, for reports. */
    public String describe() {
        return String.format(Locale.ROOT, "utility: Welch's t-test (two-sided), Holm-corrected at family-wise "
                + "alpha = %s, AND |change of the mean| >= %s (the minimum effect alone when a side has one "
                + "repetition); privacy: any growth of epsilon spent; time: ratio of mean fit times beyond %s "
                + "and a change above %s s%s", alpha, minEffect, timeRatio, timeFloorSeconds,
                timingFails ? "" : " (reported, never failing)");
    }
}
