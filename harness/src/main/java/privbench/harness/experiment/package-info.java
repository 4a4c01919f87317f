/**
 * Experiment files: the YAML reader that keeps every value's file, line and column, the Experiment
 * record tree, and the checks that refuse bad input (InputException, exit code 2) before anything runs.
 */
package privbench.harness.experiment;
