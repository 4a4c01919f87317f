/**
 * JMH benchmarks (their {@code @Benchmark} classes live in the main sources so that the shaded jar carries
 * META-INF/BenchmarkList): run with {@code java -cp harness/target/privbench.jar org.openjdk.jmh.Main REGEX}.
 */
package privbench.harness.bench;
