/**
 * Private learners of large-margin halfspaces of Nguyen, Ullman and Zakynthinou (ALT 2020), "Efficient
 * private algorithms for learning large-margin halfspaces" (spec-001): the efficient (epsilon, delta) learner
 * (Algorithms 1 and 3), the pure epsilon-DP learner over a net of the projected ball (Algorithm 2), the
 * baselines the paper names (no projection; JL then the SuLQ private perceptron of Blum et al. 2005) and the
 * pieces they share: the Rademacher projection with row normalisation, the scaled hinge surrogate, the
 * budget of procedure F and the nets.
 */
package privbench.learners.halfspace;
