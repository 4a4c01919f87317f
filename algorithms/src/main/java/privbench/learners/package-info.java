/**
 * The PrivateLearner seam: the interface, its declaration (@Learner, @Hyperparam, LearnerSpec),
 * fitted models and the catalogue of every learner (Learners.ALL).
 */
package privbench.learners;
