/**
 * Metrics of a fitted model on held-out (or, for the labelled non-private {@code train_accuracy},
 * training) rows: {@link privbench.evaluation.Metric} and the catalogue {@link privbench.evaluation.Metrics#ALL}.
 */
package privbench.evaluation;
