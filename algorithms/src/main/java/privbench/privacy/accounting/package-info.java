/**
 * Privacy accounting: PrivacyEvent describes what a mechanism ran; an Accountant prices it as
 * (epsilon, delta); calibration finds the smallest noise meeting a target.
 */
package privbench.privacy.accounting;
