package privbench.learners.selection;

import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * A stub base mechanism with fixed scores: run theta outputs theta itself, spends exactly mu-GDP as one
 * Gaussian of noise multiplier 1/mu, and draws nothing; the selection's own noise is then all that varies.
 */
record FixedScores(double[] scores, double sensitivity) implements TunableMechanism<Integer> {

    @Override
    public int size() {
        return scores.length;
    }

    @Override
    public double scoreSensitivity() {
        return sensitivity;
    }

    @Override
    public Run<Integer> run(int theta, double mu, NoiseSource noise) {
        PrivacyEvent e = Double.isInfinite(mu) ? new PrivacyEvent.NonPrivate() : new PrivacyEvent.Gaussian(1 / mu);
        return new Run<>(theta, scores[theta], e);
    }
}
