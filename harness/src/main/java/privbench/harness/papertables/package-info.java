/**
 * Tables people paste into papers ({@code privbench table}): a run's summary.csv (and tuned.csv) pivoted to rows of
 * learners and columns of one swept setting, the best private value of a column marked only where a paired
 * interval separates it from the runner-up, rendered as Markdown, LaTeX, CSV or HTML.
 */
package privbench.harness.papertables;
