/**
 * Private learners with margin guarantees of Bassily, Mohri and Suresh (2022): the pure-DP JL + exponential
 * mechanism learner (Algorithm 1), the efficient JL (dense or SRHT) + private rho-hinge ERM learner (Algorithm 2
 * with Algorithm 4, practical and faithful solvers), the random-feature kernel learner (Algorithm 3), the pure-DP
 * toy network learner (Section 5), the label-DP learner (Appendix E, reconstructed), private selection of rho
 * (Appendix F, reconstructed), and the EM-without-JL and randomised-response baselines. Parts the paper's appendices
 * hold and its main text lacks follow spec-002's reconstructions (RECON), named in every guarantee that uses them.
 */
package privbench.learners.marginguarantee;
