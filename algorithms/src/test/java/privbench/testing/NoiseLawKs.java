package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * The Kolmogorov-Smirnov check the perturbation learners' tests make on their released noise: a statistic of the
 * noise recovered from one fit per stream (stream seeds 0, 1, ..., draws - 1) is held against the law the
 * calibration says it has. At {@link #LEVEL} (Kolmogorov's asymptotic critical value, {@link Stats#ksCritical}) a
 * correct learner is rejected with probability 0.001, and with fixed seeds a passing test stays passing; with every
 * stream's noise halved ({@link ScaledNoise} 0.5) the law is far off and the same test must reject (the check has
 * power). One definition of the level, the streams and the two verdicts for every such test.
 */
public final class NoiseLawKs {

    /** The false-rejection probability of every noise-law test. */
    public static final double LEVEL = 0.001;

    /** The KS distance between the statistic of the fits made with these streams' noise and its law. */
    @FunctionalInterface
    public interface Distance {
        double of(LongFunction<NoiseSource> streams);
    }

    private NoiseLawKs() {
    }

    /** The honest streams' statistic follows its law: KS distance below the critical value of draws at LEVEL. */
    public static void assertFollowsTheLaw(Distance ks, int draws) {
        assertFollowsTheLaw(ks, draws, "");
    }

    /** {@link #assertFollowsTheLaw(Distance, int)}, the failure message starting with what was tested. */
    public static void assertFollowsTheLaw(Distance ks, int draws, String what) {
        double d = ks.of(SeededNoise::ofSeed);
        double critical = Stats.ksCritical(draws, LEVEL);
        assertTrue(d < critical, what + "KS " + d + " >= " + critical + " (false rejection " + LEVEL + ")");
    }

    /** With the noise halved on every stream the same test rejects. */
    public static void assertHalvedNoiseIsCaught(Distance ks, int draws) {
        double d = ks.of(seed -> new ScaledNoise(SeededNoise.ofSeed(seed), 0.5));
        double critical = Stats.ksCritical(draws, LEVEL);
        assertTrue(d > critical, "noise halved: KS " + d + " must exceed " + critical);
    }
}
