/**
 * The canonical text of values that become part of ids, files and columns (cell and group ids, the
 * {@code params} JSON, dataset identities): one place, pinned by its test.
 */
package privbench.canonical;
