/**
 * Private hyperparameter selection ({@code tuning:}): each private learner's grid searched by random stopping
 * (Papernot and Steinke 2022) with the whole search inside the target budget, written to {@code tuned-cells.csv}
 * and {@code tuned.csv} beside the best-of-grid reading that leaves the search out.
 */
package privbench.harness.tuning;
