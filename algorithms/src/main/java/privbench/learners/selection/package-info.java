/**
 * Private hyperparameter selection over a family of private base mechanisms: report-noisy-min over every
 * candidate (Wang, Zhu and Wang 2024, Algorithm 2, A_Iter) and Papernot-Steinke random stopping
 * (Algorithm 4, A_PrivTune). Both state what they ran as a PrivacyEvent for an accountant to price.
 */
package privbench.learners.selection;
