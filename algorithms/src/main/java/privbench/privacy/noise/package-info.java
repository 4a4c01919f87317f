/**
 * Randomness: NoiseSource is the only source a learner sees; SeededNoise derives one reproducible
 * stream per cell and label. Samplers here draw on nextLong() only, never on JDK-specific algorithms.
 */
package privbench.privacy.noise;
