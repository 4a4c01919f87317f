/**
 * The command line (picocli): Main and one class per verb. Commands parse their options, call the
 * feature API and return an exit code: 0 ok, 1 the work failed, 2 bad input.
 */
package privbench.harness.cli;
