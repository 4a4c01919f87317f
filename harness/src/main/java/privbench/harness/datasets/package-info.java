/**
 * Where rows come from and how they are cut: builtin datasets (with sha256 checks), CSV and LIBSVM
 * readers, synthetic generators, stratified seeded splits, public rows, outliers, data-independent
 * preprocessing and nested subsamples of the private pool.
 */
package privbench.harness.datasets;
