package privbench.learners.selection;

import java.util.List;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.GdpAccountant;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.TruncatedNegativeBinomial;

/**
 * Private selection by random stopping: Papernot and Steinke (2022), as Algorithm 4 (A_PrivTune) of Wang,
 * Zhu and Wang (2024); spec-000 section 3.5.
 *
 * <p>The run count K ~ Q is drawn first, from its own stream, before any data is touched, and is never capped
 * (pitfall 8). Then K times: theta_t uniform on Theta, drawn with replacement; the base mechanism runs with
 * GDP budget mu / sqrt(2) and fresh noise; its score gets Gaussian noise of variance 2 Delta_U^2 / mu^2. Each run
 * with its score is thus mu-GDP (Thm K.3), and only the best run's output, hyperparameter and noisy score
 * are kept and returned: releasing more voids the guarantee. The event is
 * {@code RandomStopping(Composed(run, score), eta, r)}, priced by a random-stopping accountant. Every run's
 * event must have the same GDP mu (the family's contract); a mechanism that breaks it is refused.
 */
public final class RandomStoppingTuning {

    /**
     * Runs handed to the family at once: enough for one pass over the data to serve many runs, few enough that
     * their outputs and work arrays stay small whatever K is drawn (K is never capped).
     */
    public static final int CHUNK = 32;

    private RandomStoppingTuning() {
    }

    /**
     * Selects privately.
     *
     * @param mu         the GDP budget of one run with its score; +Infinity runs noise-free (K is still random)
     * @param runCount   Q, the law of K
     */
    public static <M> Selection<M> select(TunableMechanism<M> mechanism, double mu, TruncatedNegativeBinomial runCount,
                                          NoiseSource noise) {
        int size = mechanism.size();
        if (size < 1) {
            throw new IllegalArgumentException("the candidate set must not be empty, got |Theta| = " + size);
        }
        if (!(mu > 0)) {
            throw new IllegalArgumentException("mu must be > 0, got " + mu);
        }
        long k = runCount.sample(noise.child("run-count"));
        NoiseSource thetas = noise.child("theta");
        double sensitivity = mechanism.scoreSensitivity();
        double runMu = mu / Math.sqrt(2.0);
        double sd = Double.isInfinite(mu) ? 0 : sensitivity / runMu;
        M best = null;
        int bestTheta = -1;
        double bestScore = Double.POSITIVE_INFINITY;
        PrivacyEvent runEvent = null;
        // the runs in chunks, each chunk's thetas drawn in order before its runs: every draw is keyed by its run's
        // index, so a family may share work between the runs of a chunk (one pass over the data for several)
        // and the outputs, scores and choice are those of running them one after another
        for (long first = 1; first <= k; first += CHUNK) {
            int count = (int) Math.min(CHUNK, k - first + 1);
            int[] drawn = new int[count];
            for (int c = 0; c < count; c++) {
                drawn[c] = thetas.uniformInt(size);
            }
            long base = first;
            List<TunableMechanism.Run<M>> runs = mechanism.runEach(drawn, runMu, c -> noise.child("run/" + (base + c)));
            for (int c = 0; c < count; c++) {
                TunableMechanism.Run<M> run = runs.get(c);
                double noisy = noise.child("score/" + (first + c)).releaseGaussian(run.score(), sd, sensitivity);
                runEvent = sameBudget(runEvent, run.event());
                if (bestTheta < 0 || noisy < bestScore) {
                    best = run.output();
                    bestTheta = drawn[c];
                    bestScore = noisy;
                }
            }
        }
        PrivacyEvent event = sd > 0
                ? new PrivacyEvent.RandomStopping(new PrivacyEvent.Composed(List.of(runEvent,
                        new PrivacyEvent.Gaussian(sd / sensitivity))), runCount.eta(), runCount.r())
                : new PrivacyEvent.NonPrivate();
        return new Selection<>(best, bestTheta, k, bestScore, sd, runMu, event);
    }

    private static PrivacyEvent sameBudget(PrivacyEvent first, PrivacyEvent next) {
        if (first == null) {
            return next;
        }
        double a = GdpAccountant.mu(first);
        double b = GdpAccountant.mu(next);
        if (!(Math.abs(a - b) <= 1e-9 * Math.max(a, b)) && !(Double.isInfinite(a) && Double.isInfinite(b))) {
            throw new IllegalStateException("random stopping needs every run to spend the same mu, got " + a
                    + " and " + b);
        }
        return first;
    }
}
