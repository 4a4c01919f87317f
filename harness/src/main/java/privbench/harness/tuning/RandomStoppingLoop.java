package privbench.harness.tuning;

import privbench.harness.experiment.TuningSpec;
import privbench.privacy.noise.NoiseSource;

/**
 * The loop of private selection by random stopping, apart from what a candidate is: K drawn first from its own
 * stream, then K times a setting drawn uniformly from the grid, fitted with fresh noise and scored by its count of
 * correct held-out rows plus noise; the best noisy count wins (the first on a tie), and only the winner is returned.
 */
final class RandomStoppingLoop {

    private RandomStoppingLoop() {
    }

    /** What a candidate is: a fit of setting theta with its own noise, and its count of correct held-out rows. */
    interface Candidates<M> {
        int size();

        M fit(int theta, long run, NoiseSource noise);

        double correct(M model);
    }

    /**
     * The winner.
     *
     * @param runs  K, the number of candidate runs
     * @param theta the winning setting (-1 when K = 0)
     * @param score its noisy count (NaN when K = 0)
     * @param model its model (null when K = 0)
     */
    record Outcome<M>(long runs, int theta, double score, M model) {
    }

    /** K from the spec's law, from its own stream: drawn before any data is touched, so public. */
    static long runCount(TuningSpec spec, NoiseSource noise) {
        return spec.distribution() == TuningSpec.Distribution.POISSON ? poisson(spec.mean(), noise)
                : spec.runCount().sample(noise);
    }

    static <M> Outcome<M> run(TuningSpec spec, RunBudget budget, Candidates<M> candidates, NoiseSource noise) {
        long k = runCount(spec, noise.child("run-count"));
        NoiseSource thetas = noise.child("theta");
        M best = null;
        int bestTheta = -1;
        double bestScore = Double.NaN;
        for (long t = 1; t <= k; t++) {
            int theta = thetas.uniformInt(candidates.size());
            M model = candidates.fit(theta, t, noise.child("run/" + t));
            NoiseSource scoreNoise = noise.child("score/" + t);
            double noisy = candidates.correct(model) + (budget.laplaceScore() ? scoreNoise.laplace(budget.scoreScale())
                    : scoreNoise.gaussian(budget.scoreScale()));
            if (best == null || noisy > bestScore) {
                best = model;
                bestTheta = theta;
                bestScore = noisy;
            }
        }
        return new Outcome<>(k, bestTheta, bestScore, best);
    }

    /** Poisson(mean) as the arrivals of a rate-mean process in [0, 1]: exact, without e^-mean underflowing. */
    static long poisson(double mean, NoiseSource noise) {
        long k = 0;
        double time = 0;
        while (true) {
            time += -Math.log(1 - noise.uniform()) / mean;
            if (time > 1) {
                return k;
            }
            k++;
        }
    }
}
