/**
 * Non-private analyses of a dataset (not learners): the removal-margin curve of Wang, Zhu and Wang (2024),
 * how much of the data must go before the rest is linearly separable with a given margin.
 */
package privbench.analysis;
