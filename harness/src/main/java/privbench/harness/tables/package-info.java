/**
 * The tables a run writes besides cells.csv: summary.csv (grouped with Tablesaw, Student-t intervals)
 * and manifest.json (provenance), plus the CSV line format every table shares.
 */
package privbench.harness.tables;
