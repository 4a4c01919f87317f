package privbench.harness.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH settings of the microbenchmarks whose operation takes milliseconds (accountants, DP-SGD steps): mean
 * time in ms over five measured 2 s iterations after three warm-up ones, in one fork, one shared state. JMH's
 * class-level annotations are inherited, so such a benchmark extends this class rather than repeating them,
 * and the settings the README's figures were measured with are declared once.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public abstract class MillisecondBenchmark {
}
