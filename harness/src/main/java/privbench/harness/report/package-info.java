/**
 * Reports of a run: paper-style figures (XChart, PNG and SVG) drawn from an experiment's figures list,
 * the summary as readable tables with the best values marked, provenance from the manifest and the failed
 * cells, written as REPORT.md and a self-contained report.html from one document model.
 */
package privbench.harness.report;
