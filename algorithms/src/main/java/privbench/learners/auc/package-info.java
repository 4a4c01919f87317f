/**
 * Differentially private ERM for AUC maximisation (Wang, Yang, Lei, Ying and Zhang 2021): output and objective
 * perturbation of the pairwise (positive-negative) least-squares and logistic risks, the non-private
 * reference, and the pointwise Gaussian objective perturbation the paper revisits. Pairwise guarantees hold for
 * label-preserving replacement with the class counts public.
 */
package privbench.learners.auc;
