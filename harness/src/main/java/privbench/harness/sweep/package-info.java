/**
 * Sweeps: the cells of an experiment (with stable ids and seeds), shards, the cached data of each
 * repetition, the parallel runner, cells.csv with resume, progress, and merging of shard outputs.
 */
package privbench.harness.sweep;
