/**
 * The DP-SGD machinery shared by the semi-private learners: one loop ({@link privbench.learners.semiprivate.sgd.DpSgd})
 * over Poisson or shuffled batches, gradient rules that clip, sum and noise (flat clipping, GEP, AdaDPS
 * preconditioning), the calibration and pricing of the noise ({@link privbench.learners.semiprivate.sgd.SgdPrivacy}).
 * It knows nothing of the learner declarations (their options block is {@code semiprivate.DpSgdOptions}).
 */
package privbench.learners.semiprivate.sgd;
