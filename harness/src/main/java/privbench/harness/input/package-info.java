/**
 * Where user input came from and what was wrong with it: {@code Location} (file, line, column),
 * {@code Located} (a value with its location) and {@code InputException} (printed as one line
 * {@code file:line:col: problem}, exit code 2). A leaf package: the YAML tree, the experiment schema and
 * every reader of user files depend on it, and it on nothing of privbench.
 */
package privbench.harness.input;
