package privbench.learners.erm;

import java.util.Arrays;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.noise.NoiseSource;

/**
 * The loop of noisy full-batch gradient descent (Wang, Zhu and Wang 2024, Algorithm 5, lines 4-7) on
 * the summed objective sum_i l(y_i w.x_i) + (n lambda / 2) ||w||^2:
 * w_{t+1} = w_t - eta (G(w_t) + n lambda w_t + xi_t) with xi_t ~ N(0, sigma^2 I) and w_0 = 0.
 *
 * <p>G is the clipped gradient sum; the regulariser does not touch the data, so it costs no privacy. Each
 * iteration is one fused pass over the rows plus O(d) work; nothing is allocated inside the loop. Both
 * estimators are returned: the last iterate w_T and the average of w_0..w_{T-1} (spec-000 ERRATUM: 1/T,
 * not 1/(T-1)).
 */
public final class NoisyGradientLoop {

    /** The two estimators of Algorithm 5. */
    public record Iterates(double[] last, double[] average) {

        public Iterates {
            last = last.clone();
            average = average.clone();
        }

        @Override
        public double[] last() {
            return last.clone();
        }

        @Override
        public double[] average() {
            return average.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Iterates it && Arrays.equals(last, it.last)
                    && Arrays.equals(average, it.average);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(last) + Arrays.hashCode(average);
        }

        @Override
        public String toString() {
            return "Iterates[d=" + last.length + "]";
        }
    }

    private NoisyGradientLoop() {
    }

    /**
     * Runs T steps.
     *
     * @param gradient   the clipped gradient sum G
     * @param lambda     the L2 coefficient of the mean objective (>= 0)
     * @param sigma      the noise sd added to every coordinate of every gradient (0 for none)
     * @param sensitivity Delta, the L2 sensitivity of G that sigma was calibrated for (secure noise keeps
     *                   sigma / Delta for the grid-rounded gradient)
     * @param step       eta, the step on the summed objective
     * @param iterations T
     * @param noise      the source of the T d Gaussian draws
     */
    public static Iterates run(ClippedMarginGradient gradient, double lambda, double sigma, double sensitivity,
                               double step, int iterations, NoiseSource noise) {
        return run(gradient, lambda, sigma, sensitivity, step, iterations, Double.POSITIVE_INFINITY, noise);
    }

    /**
     * Runs T steps, each followed by the projection onto the centred ball of the given radius,
     * w <- w / max(1, ||w|| / radius) (projected gradient descent over C = B(radius), as Nguyen, Ullman and
     * Zakynthinou 2020 run private ERM over the unit ball). The projection is post-processing of the noisy
     * gradients, so the privacy of the loop is unchanged; radius = +Infinity is {@link #run} without it.
     */
    public static Iterates run(ClippedMarginGradient gradient, double lambda, double sigma, double sensitivity,
                               double step, int iterations, double radius, NoiseSource noise) {
        return loop(gradient, lambda, gradient.rows(), sigma, sensitivity, step, iterations, radius, noise);
    }

    /**
     * {@link #run(ClippedMarginGradient, double, double, double, double, int, NoiseSource)} with the row count the
     * summed objective's penalty carries, (penaltyRows lambda / 2) ||w||^2, given by the caller: an add/remove run
     * passes a public count, so that no step depends on the private n.
     */
    public static Iterates runPenalised(ClippedMarginGradient gradient, double lambda, int penaltyRows, double sigma,
                                        double sensitivity, double step, int iterations, NoiseSource noise) {
        return loop(gradient, lambda, penaltyRows, sigma, sensitivity, step, iterations, Double.POSITIVE_INFINITY,
                noise);
    }

    private static Iterates loop(ClippedMarginGradient gradient, double lambda, int penaltyRows, double sigma,
                                 double sensitivity, double step, int iterations, double radius, NoiseSource noise) {
        if (!(radius > 0)) {
            throw new IllegalArgumentException("radius must be > 0 (or +Infinity), got " + radius);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
        }
        if (!(step > 0) || Double.isInfinite(step) || !(lambda >= 0) || !(sigma >= 0)) {
            throw new IllegalArgumentException("step must be finite and > 0, lambda and sigma >= 0; got step=" + step
                    + ", lambda=" + lambda + ", sigma=" + sigma);
        }
        int d = gradient.cols();
        double[] w = new double[d];
        double[] g = new double[d];
        double[] sum = new double[d];
        double shrink = 1 - step * penaltyRows * lambda;
        for (int t = 0; t < iterations; t++) {
            Vectors.axpy(1.0, w, sum);
            gradient.sumInto(w, g);
            noise.addGaussian(g, sigma, sensitivity);
            Vectors.axpby(-step, g, shrink, w);
            if (radius < Double.POSITIVE_INFINITY) {
                double norm = Vectors.norm(w);
                if (norm > radius) {
                    Vectors.scale(radius / norm, w);
                }
            }
        }
        Vectors.scale(1.0 / iterations, sum);
        return new Iterates(w, sum);
    }

    /**
     * Projected noisy gradient descent: as {@link #run} without the regulariser, each iterate projected onto the
     * ball B(radius) after its step (Bassily, Mohri and Suresh 2022, Alg. 4 practical solver, spec-002 A4-default;
     * the projection is post-processing of the noisy gradient, so it costs nothing).
     */
    public static Iterates runProjected(ClippedMarginGradient gradient, double sigma, double step, int iterations,
                                        double radius, NoiseSource noise) {
        if (iterations < 1 || !(step > 0) || Double.isInfinite(step) || !(sigma >= 0) || !(radius > 0)) {
            throw new IllegalArgumentException("iterations must be >= 1, step finite and > 0, sigma >= 0 and radius > 0;"
                    + " got " + iterations + ", " + step + ", " + sigma + ", " + radius);
        }
        int d = gradient.cols();
        double[] w = new double[d];
        double[] g = new double[d];
        double[] sum = new double[d];
        for (int t = 0; t < iterations; t++) {
            Vectors.axpy(1.0, w, sum);
            gradient.sumInto(w, g);
            noise.addGaussian(g, sigma);
            Vectors.axpy(-step, g, w);
            double norm = Vectors.norm(w);
            if (norm > radius) {
                Vectors.scale(radius / norm, w);
            }
        }
        Vectors.scale(1.0 / iterations, sum);
        return new Iterates(w, sum);
    }

    /**
     * Runs several unregularised loops of T steps over the same rows at once: step t of every loop is taken
     * before step t + 1 of any, so each pass over the rows serves all of them
     * ({@link ClippedMarginGradient#sumIntoAll}). Loop j draws its noise from noise[j] only, in the order
     * {@link #run} draws it, so its iterates are bit-identical to {@code run(gradients[j], 0, sigma[j], step[j],
     * iterations, noise[j])} (with its sensitivity).
     */
    public static Iterates[] runAll(ClippedMarginGradient[] gradients, double[] sigma, double[] sensitivity,
                                    double[] step, int iterations, NoiseSource[] noise) {
        int m = gradients.length;
        if (sigma.length != m || step.length != m || noise.length != m) {
            throw new IllegalArgumentException("one sigma, step and noise source per loop, got " + m + " loops and "
                    + sigma.length + ", " + step.length + ", " + noise.length);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
        }
        for (int j = 0; j < m; j++) {
            if (!(step[j] > 0) || Double.isInfinite(step[j]) || !(sigma[j] >= 0)) {
                throw new IllegalArgumentException("step must be finite and > 0 and sigma >= 0; got step=" + step[j]
                        + ", sigma=" + sigma[j]);
            }
        }
        double[][] w = new double[m][];
        double[][] g = new double[m][];
        double[][] sum = new double[m][];
        for (int j = 0; j < m; j++) {
            int d = gradients[j].cols();
            w[j] = new double[d];
            g[j] = new double[d];
            sum[j] = new double[d];
        }
        for (int t = 0; t < iterations; t++) {
            for (int j = 0; j < m; j++) {
                Vectors.axpy(1.0, w[j], sum[j]);
            }
            ClippedMarginGradient.sumIntoAll(gradients, w, g);
            for (int j = 0; j < m; j++) {
                noise[j].addGaussian(g[j], sigma[j], sensitivity[j]);
                // shrink = 1 - step n lambda = 1 with lambda = 0, as in run
                Vectors.axpby(-step[j], g[j], 1.0, w[j]);
            }
        }
        Iterates[] out = new Iterates[m];
        for (int j = 0; j < m; j++) {
            Vectors.scale(1.0 / iterations, sum[j]);
            out[j] = new Iterates(w[j], sum[j]);
        }
        return out;
    }
}
