/**
 * Privacy accounting: PrivacyEvent describes what a mechanism ran; an Accountant prices it as
 * (epsilon, delta); Calibration finds the smallest noise meeting a target. Accountants (ids): gdp, gdp-paper,
 * pure, rdp ({@code accounting.rdp}), zcdp, pld and prv ({@code accounting.pld}); all in {@link
 * privbench.privacy.accounting.Accountants#ALL}.
 */
package privbench.privacy.accounting;
