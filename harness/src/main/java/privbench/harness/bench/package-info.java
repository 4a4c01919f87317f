/**
 * The bench verb: JMH timings (Runner API) of the fit of an experiment's learner settings, on the rows run
 * prepares, with the experiment's peers measured in the same run; bench.csv, bench.json, ratios.csv.
 */
package privbench.harness.bench;
