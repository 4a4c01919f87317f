/**
 * Regression checks: a run's summary compared with a baseline's, group by group, for utility (Welch's
 * t-test with Holm correction and a minimum effect), privacy spent (any growth), failed repetitions and
 * fit time (a generous ratio), written as a terminal table, compare.md and compare.csv.
 */
package privbench.harness.compare;
