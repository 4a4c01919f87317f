/**
 * A small YAML node tree that remembers where every key and value was written (file, line, column,
 * path such as {@code sweep.epsilon[0]}), built from Jackson's streaming YAML parser, with typed
 * accessors whose errors name the path and what was expected.
 */
package privbench.harness.experiment.yaml;
