/**
 * Margin-adaptive private learners of Wang, Zhu and Wang (2024): JL noisy gradient descent (Algorithm 1)
 * with a known margin, the adaptive-margin learner M* (Algorithm 3) and its random-stopping variant M'
 * (Algorithm 6), noisy gradient descent on raw features (Algorithm 5), and the non-private
 * removal-margin analysis of Appendix N.
 */
package privbench.learners.margin;
