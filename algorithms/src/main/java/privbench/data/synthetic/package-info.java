/**
 * Synthetic data generators (Generators.ALL) with known structure: margins, low rank, separators.
 */
package privbench.data.synthetic;
