/**
 * Empirical privacy audits: the multi-run audit of the audit verb (neighbouring pair, canary, runs, threshold
 * chosen on half of them) and its statistics (Clopper-Pearson bounds, the threshold bound, the ROC frontier,
 * and the one-run audits of Steinke, Nasr and Jagielski 2023 and Mahloujifar, Melis and Chaudhuri 2024).
 */
package privbench.harness.audit;
