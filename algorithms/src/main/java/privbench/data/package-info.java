/**
 * Datasets as flat row-major arrays with class-index labels and a declared (never measured) norm bound.
 */
package privbench.data;
