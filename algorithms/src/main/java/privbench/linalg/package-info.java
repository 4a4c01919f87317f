/**
 * Tight loops over flat row-major double[] arrays: dot products, projections, gradients.
 */
package privbench.linalg;
