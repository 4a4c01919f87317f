/**
 * Renyi differential privacy accounting: RDP curves of the (Poisson-subsampled) Gaussian and other events on
 * named order grids, and their conversion to (epsilon, delta). Every epsilon depends on the grid and the
 * conversion, which therefore travel with it ({@link privbench.privacy.accounting.rdp.RdpBound} keeps the order).
 */
package privbench.privacy.accounting.rdp;
