/**
 * Numerical composition of privacy loss distributions: the pessimistic PLD accountant (dp_accounting style)
 * and the PRV accountant of Gopi, Lee and Wutschitz (2021) (Opacus style), both composing by FFT
 * ({@link privbench.linalg.Fft}). Both are near-tight for the Poisson-subsampled Gaussian.
 */
package privbench.privacy.accounting.pld;
