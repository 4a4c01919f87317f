package privbench.harness.bench;

import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The iteration plan of privbench's microbenchmarks (accountants, DP-SGD steps, noise samplers): three warm-up
 * and five measured iterations of 2 s, in one fork. JMH's class-level annotations are inherited, so each
 * microbenchmark extends this class and declares only what it measures (mode, unit, state scope); their
 * figures stay comparable because the plan is declared once. The bench verb's fit timings set their own plan.
 */
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public abstract class MicroBenchmark {
}
