/**
 * The names of what a run writes: its files ({@link privbench.harness.results.RunFiles}) and the columns every
 * reader and writer shares ({@link privbench.harness.results.Columns}). One definition each; this package depends on
 * nothing else of the harness, so that every feature can use it.
 */
package privbench.harness.results;
