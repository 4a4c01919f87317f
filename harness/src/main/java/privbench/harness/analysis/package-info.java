/**
 * Non-private analyses of an experiment's data that are not sweeps of private learners: the
 * removal-margin curves of Wang, Zhu and Wang (2024), App. N, with their table and figure.
 */
package privbench.harness.analysis;
