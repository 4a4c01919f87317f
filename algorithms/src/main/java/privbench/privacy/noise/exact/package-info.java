/**
 * Exact samplers for secure noise (Canonne, Kamath and Steinke 2020): Bernoulli(exp(-gamma)), the discrete
 * Laplace and the discrete Gaussian with rational parameters, an exact exponential mechanism, and exact
 * Bernoulli(q) coins for Poisson sampling. Every sampler takes its random bits from a
 * {@link java.util.random.RandomGenerator} (a SecureRandom DRBG in production, a fixed-seed generator in
 * tests) and uses only integer arithmetic, so its output law is exactly the stated one.
 */
package privbench.privacy.noise.exact;
