/**
 * Deterministic solvers and the objectives they minimise: L-BFGS, dual coordinate descent for the
 * linear SVM, regularised logistic and softmax objectives, margin losses and the clipped per-example
 * gradient pass. Nothing here draws privacy noise; where a solver needs an order, the caller hands it a
 * generator.
 */
package privbench.optim;
