package privbench.harness.bench;

import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.annotations.Mode;

/**
 * How JMH measures each fit. The defaults suit a small shared machine (two cores, other work running):
 * one fork, two warm-up and five measured iterations of at least one second each; a fit longer than the
 * iteration time makes the iteration one fit.
 *
 * @param forks             JVM forks per benchmark (0 runs in this JVM: for tests, not for numbers)
 * @param warmupIterations  warm-up iterations per fork
 * @param iterations        measured iterations per fork
 * @param iterationSeconds  minimum length of an iteration in seconds
 * @param mode              {@code avgt} (average time per fit) or {@code ss} (one fit per iteration)
 * @param jvmArgs           extra options for the forked JVMs (after the ones they inherit)
 * @param threads           the row threads each setting is timed with, in order (e.g. 1 and 2)
 */
public record JmhSettings(int forks, int warmupIterations, int iterations, double iterationSeconds, String mode,
                          List<String> jvmArgs, List<Integer> threads) {

    /** The defaults: 1 fork, 2 warm-up and 5 measured iterations of 1 s, average time, one thread. */
    public static final JmhSettings DEFAULTS = new JmhSettings(1, 2, 5, 1.0, "avgt", List.of());

    /** One row thread. */
    public JmhSettings(int forks, int warmupIterations, int iterations, double iterationSeconds, String mode,
                       List<String> jvmArgs) {
        this(forks, warmupIterations, iterations, iterationSeconds, mode, jvmArgs, List.of(1));
    }

    public JmhSettings {
        if (forks < 0) {
            throw new IllegalArgumentException("forks must be >= 0, got " + forks);
        }
        if (warmupIterations < 0) {
            throw new IllegalArgumentException("warm-up iterations must be >= 0, got " + warmupIterations);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
        }
        if (!(iterationSeconds > 0) || Double.isInfinite(iterationSeconds)) {
            throw new IllegalArgumentException("iteration time must be a finite number of seconds > 0, got "
                    + iterationSeconds);
        }
        jmhMode(mode);
        jvmArgs = List.copyOf(jvmArgs);
        threads = List.copyOf(threads);
        if (threads.isEmpty() || threads.stream().anyMatch(t -> t < 1)) {
            throw new IllegalArgumentException("threads must be one or more counts >= 1, got " + threads);
        }
    }

    /** JMH's mode for {@link #mode}. */
    public Mode jmhMode() {
        return jmhMode(mode);
    }

    private static Mode jmhMode(String mode) {
        switch (mode.toLowerCase(Locale.ROOT)) {
            case "avgt":
                return Mode.AverageTime;
            case "ss":
                return Mode.SingleShotTime;
            default:
                throw new IllegalArgumentException("mode must be avgt (average time per fit) or ss (single shot), got "
                        + mode);
        }
    }

    /** One line for logs, e.g. {@code 1 fork, 2 warm-up + 5 iterations of 1 s, avgt}. */
    public String describe() {
        return forks + (forks == 1 ? " fork, " : " forks, ") + warmupIterations + " warm-up + " + iterations
                + " iterations" + (mode.equals("ss") ? " of one fit" : " of " + iterationSeconds + " s") + ", " + mode
                + ", row threads " + threads.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(","));
    }
}
