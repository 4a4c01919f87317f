/**
 * Non-private reference learners: the same objectives the private learners approximate, solved without
 * noise. They claim no guarantee and bound what a private learner of the same family can reach.
 */
package privbench.learners.baseline;
