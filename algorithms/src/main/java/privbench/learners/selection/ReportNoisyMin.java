package privbench.learners.selection;

import java.util.ArrayList;
import java.util.List;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * Report-noisy-min over every candidate: Wang, Zhu and Wang (2024), Algorithm 2 (A_Iter, the brute-force
 * selector; spec-000 section 3.3).
 *
 * <p>Every theta in Theta, in index order, runs with GDP budget mu / sqrt(2 |Theta|) and its score gets
 * Gaussian noise of variance 2 |Theta| Delta_U^2 / mu^2 (sd sqrt(2 |Theta|) Delta_U / mu; spec-000 pitfall 5); the
 * smallest noisy score wins, ties to the first index (probability 0). The 2 |Theta| mechanisms, each
 * mu / sqrt(2 |Theta|)-GDP, compose to exactly mu-GDP (Lemma E.3): the event is their composition. Runs and
 * scores draw from sub-streams keyed by theta ("run/theta", "score/theta"), never shared (pitfall 7). Only the
 * runs are made through {@link TunableMechanism#runAll}, so a family may share work between them.
 */
public final class ReportNoisyMin {

    private ReportNoisyMin() {
    }

    /**
     * Selects privately.
     *
     * @param mu the total GDP budget; +Infinity runs every candidate noise-free and picks the exact minimum
     */
    public static <M> Selection<M> select(TunableMechanism<M> mechanism, double mu, NoiseSource noise) {
        int size = mechanism.size();
        if (size < 1) {
            throw new IllegalArgumentException("the candidate set must not be empty, got |Theta| = " + size);
        }
        if (!(mu > 0)) {
            throw new IllegalArgumentException("mu must be > 0, got " + mu);
        }
        double sensitivity = mechanism.scoreSensitivity();
        double runMu = mu / Math.sqrt(2.0 * size);
        double sd = Double.isInfinite(mu) ? 0 : sensitivity / runMu;
        List<PrivacyEvent> events = new ArrayList<>();
        M best = null;
        int bestTheta = -1;
        double bestScore = Double.POSITIVE_INFINITY;
        List<TunableMechanism.Run<M>> runs = mechanism.runAll(runMu, theta -> noise.child("run/" + theta));
        if (runs.size() != size) {
            throw new IllegalStateException("runAll returned " + runs.size() + " runs for " + size + " candidates");
        }
        for (int theta = 0; theta < size; theta++) {
            TunableMechanism.Run<M> run = runs.get(theta);
            double noisy = noise.child("score/" + theta).releaseGaussian(run.score(), sd, sensitivity);
            events.add(run.event());
            if (sd > 0) {
                events.add(new PrivacyEvent.Gaussian(sd / sensitivity));
            }
            if (bestTheta < 0 || noisy < bestScore) {
                best = run.output();
                bestTheta = theta;
                bestScore = noisy;
            }
        }
        PrivacyEvent event = sd > 0 ? new PrivacyEvent.Composed(events) : new PrivacyEvent.NonPrivate();
        return new Selection<>(best, bestTheta, size, bestScore, sd, runMu, event);
    }
}
