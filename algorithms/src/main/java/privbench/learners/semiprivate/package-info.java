/**
 * Semi-private learning (Pinto, Hu, Yang and Sanyal 2024, PILLAR): PCA on public unlabelled rows,
 * DP-SGD on the projected private rows, and the paper's baselines. Every learner of the family trains
 * a linear softmax model with the one DP-SGD loop of {@link privbench.learners.semiprivate.sgd.DpSgd}.
 */
package privbench.learners.semiprivate;
