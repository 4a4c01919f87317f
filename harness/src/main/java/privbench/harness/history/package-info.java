/**
 * The results history: runs recorded into one SQLite file (manifest, every group's metrics with intervals,
 * privacy spent, fit time) and read back as per-group trends across commits, with the commits where a metric
 * moved significantly by the rule of {@code compare}.
 */
package privbench.harness.history;
