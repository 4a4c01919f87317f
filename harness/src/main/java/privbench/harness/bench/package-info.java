/**
 * The bench verb: JMH timings (Runner API) of the fit of an experiment's learner settings, on the rows run
 * prepares, with the experiment's peers measured in the same run; bench.csv, bench.json, ratios.csv. Also
 * standalone {@code @Benchmark} classes (in the main sources, so the jar carries META-INF/BenchmarkList):
 * {@code java -cp harness/target/privbench.jar org.openjdk.jmh.Main REGEX}.
 */
package privbench.harness.bench;
