package privbench.learners.marginguarantee;

import privbench.privacy.RowClipping;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.learners.DiagnosticGroup;
import privbench.learners.erm.NoisyGradientLoop;
import privbench.optim.ClippedMarginGradient;
import privbench.optim.MarginLoss;
import privbench.privacy.Budget;
import privbench.privacy.Accountant;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * Algorithm 4 of Bassily, Mohri and Suresh (2022), the (epsilon, delta)-DP solver of min_{w in B^k(Lambda)} of the
 * empirical rho-hinge loss on rows in B^k(r~) (Lemma 3.1), in the two forms of spec-002: the practical full-batch
 * noisy projected subgradient descent (A4-default) and the faithful phased-SGD reconstruction (A4-faithful, RECON).
 */
// public: T, the step, sigma and the multiplier of the noisy-GD solver follow from n, the budget and the options
// (noisy GD), and the copies, group size, base step and phases of the faithful solver from n, beta and the budget
@DiagnosticGroup(publicDiagnostics = {"iterations", "noise_multiplier", "sigma", "step_size", "copies", "group", "eta",
        "phases"})
final class PrivateHingeErm {

    /** Which solver. */
    enum Solver { NOISY_GD, FAITHFUL }

    /** How the noisy-GD solver is accounted: the spec's zCDP (P8) or the tight exact GDP beside it. */
    enum Accounting { ZCDP, GDP }

    /**
     * The rows and constants of one solve.
     *
     * @param z           row-major n x k rows, each in B^k(rowRadius) (clipped by the caller: the sensitivity needs it)
     * @param rowRadius   r~
     * @param radius      Lambda of Alg. 4, the parameter ball
     */
    record Problem(double[] z, int n, int k, double[] signs, double rowRadius, double radius, double rho) {
    }

    /** The solution, what ran in accountant vocabulary, and public diagnostics. */
    record Solution(double[] w, PrivacyEvent event, Accountant accountant, Map<String, Double> diagnostics,
                    String caveat) {
    }

    private PrivateHingeErm() {
    }

    static Solution solve(Problem p, Solver solver, Accounting accounting, int maxIterations, double beta,
                          Budget budget, NoiseSource noise) {
        return solver == Solver.NOISY_GD ? NoisyProjectedDescent.solve(p, accounting, maxIterations, budget, noise)
                : FaithfulPhasedSgd.solve(p, beta, budget, noise);
    }

    /** rho_z with rho_z + 2 sqrt(rho_z ln(1/delta)) = epsilon (spec-002 P8). */
    static double zcdpRho(double epsilon, double delta) {
        double l = Math.log(1 / delta);
        double s = Math.sqrt(l + epsilon) - Math.sqrt(l);
        return s * s;
    }

    /** The rho-hinge loss (1/m) sum max(1 - y <w, z> / rho, 0). */
    static double hingeLoss(Problem p, double[] w) {
        double sum = 0;
        for (int i = 0; i < p.n(); i++) {
            double dot = 0;
            for (int r = 0; r < p.k(); r++) {
                dot += w[r] * p.z()[i * p.k() + r];
            }
            sum += Math.max(1 - p.signs()[i] * dot / p.rho(), 0);
        }
        return sum / p.n();
    }

    /** The A4-default solver. */
    static final class NoisyProjectedDescent {

        private NoisyProjectedDescent() {
        }

        static Solution solve(Problem p, Accounting accounting, int maxIterations, Budget budget, NoiseSource noise) {
            int m = p.n();
            double g = p.rowRadius() / p.rho();
            boolean isPrivate = !budget.isNonPrivate();
            double rhoZ = isPrivate ? zcdpRho(budget.epsilon(), budget.delta()) : Double.POSITIVE_INFINITY;
            long horizon = isPrivate ? (long) Math.ceil(rhoZ * m * (double) m / (2.0 * p.k())) : maxIterations;
            int iterations = (int) Math.max(50, Math.min(horizon, maxIterations));
            double noiseMultiplier = !isPrivate ? 0.0
                    : accounting == Accounting.ZCDP ? Math.sqrt(iterations / (2 * rhoZ))
                    : Math.sqrt(iterations) / Gdp.muFor(budget.epsilon(), budget.delta());
            // replace-one moves the summed clipped subgradient by at most 2G
            double sigmaSum = 2 * g * noiseMultiplier;
            double sigmaMean = sigmaSum / m;
            double stepMean = 2 * p.radius() / Math.sqrt(iterations * (g * g + p.k() * sigmaMean * sigmaMean));
            var gradient = new ClippedMarginGradient(p.z(), m, p.k(), p.signs(),
                    new MarginLoss.Hinge(p.rho()), g);
            var it = NoisyGradientLoop.runProjected(gradient, sigmaSum, stepMean / m, iterations,
                    p.radius(), noise.child("gradient-noise"));
            Map<String, Double> diag = new TreeMap<>(Map.of("iterations", (double) iterations, "sigma", sigmaSum,
                    "noise_multiplier", noiseMultiplier, "step_size", stepMean));
            PrivacyEvent event = isPrivate
                    ? new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(noiseMultiplier), iterations)
                    : new PrivacyEvent.NonPrivate();
            Accountant acc = accounting == Accounting.ZCDP ? Accountants.ZCDP : Accountants.GDP;
            return new Solution(it.average(), event, acc, diag, "");
        }
    }

    /**
     * A4-faithful (spec-002, RECON of "[BGM21, Alg. 2] + [FKT20, Alg. 2] on a sample from the empirical distribution
     * + private confidence boosting"): T_b copies of phased SGD on the Huber-smoothed hinge, each on m indices drawn
     * with replacement and accounted by group privacy, and the exponential mechanism (epsilon/2) over the copies.
     */
    static final class FaithfulPhasedSgd {

        private FaithfulPhasedSgd() {
        }

        /** The smallest g with P(Bin(m, 1/m) > g) <= tail. */
        static int groupSize(int m, double tail) {
            double q = 1.0 / m;
            double logPmf = m * Math.log1p(-q);   // P(c = 0)
            double cdf = Math.exp(logPmf);
            int g = 0;
            while (1 - cdf > tail && g < m) {
                logPmf += Math.log((double) (m - g) / (g + 1)) + Math.log(q) - Math.log1p(-q);
                g++;
                cdf += Math.exp(logPmf);
            }
            return Math.max(1, g);
        }

        static Solution solve(Problem p, double beta, Budget budget, NoiseSource noise) {
            int m = p.n();
            int k = p.k();
            boolean isPrivate = !budget.isNonPrivate();
            int copies = (int) Math.ceil(Math.log(1 / beta) / Math.log(2)) + 1;
            double epsR = budget.epsilon() / (2 * copies);
            double deltaR = budget.delta() / (2 * copies);
            int group = isPrivate ? groupSize(m, deltaR / 2) : 1;
            double epsCopy = epsR / group;
            double deltaCopy = deltaR / (2 * group * Math.exp(epsR));
            if (isPrivate && !(epsCopy <= 1)) {
                throw new IllegalArgumentException("the faithful solver's per-copy epsilon' = " + epsCopy
                        + " must be <= 1 for its Gaussian mechanism; use solver: noisy-gd or a smaller epsilon");
            }
            double g = p.rowRadius() / p.rho();
            double lambda = 2 * p.rho() * p.radius() * p.rowRadius() / Math.sqrt(m);
            double smoothness = p.rowRadius() * p.rowRadius() / lambda;
            double eta = (2 * p.radius() / g) * (isPrivate
                    ? Math.min(4 / Math.sqrt(m), epsCopy / Math.sqrt(k * Math.log(1 / deltaCopy))) : 4 / Math.sqrt(m));
            eta = Math.min(eta, 2 / smoothness);
            int phases = (int) Math.ceil(Math.log(m) / Math.log(2));
            List<double[]> outputs = new ArrayList<>();
            for (int b = 0; b < copies; b++) {
                NoiseSource copyNoise = noise.child("faithful/copy-" + b);
                int[] sample = new int[m];
                for (int i = 0; i < m; i++) {
                    sample[i] = Math.min(m - 1, (int) (copyNoise.uniform() * m));
                }
                double[] w = new double[k];
                int next = 0;
                for (int ph = 1; ph <= phases; ph++) {
                    int block = (int) Math.floor(m / Math.pow(2, ph));
                    if (block < 1) {
                        break;
                    }
                    double step = eta * Math.pow(4, -ph);
                    double[] avg = phaseAverage(p, w, sample, next, block, step, lambda);
                    next += block;
                    double sigma = isPrivate ? 4 * g * step * Math.sqrt(Math.log(1 / deltaCopy)) / epsCopy : 0;
                    copyNoise.addGaussian(avg, sigma);
                    // the noisy average is released; projecting it (post-processing) gives the next phase a start
                    // inside B(Lambda), where every step is the non-expansive map its sensitivity needs
                    RowClipping.vector(avg, p.radius());
                    w = avg;
                }
                outputs.add(w);
            }
            double[] utilities = new double[copies];
            for (int b = 0; b < copies; b++) {
                utilities[b] = -hingeLoss(p, outputs.get(b));
            }
            double sensitivity = (1 + p.radius() * p.rowRadius() / p.rho()) / m;
            int chosen = 0;
            if (isPrivate) {
                chosen = ExponentialMechanism.select(utilities, budget.epsilon() / 2,
                        sensitivity, noise.child("faithful/boosting"));
            } else {
                for (int b = 1; b < copies; b++) {
                    chosen = utilities[b] > utilities[chosen] ? b : chosen;
                }
            }
            PrivacyEvent event = new PrivacyEvent.Composed(List.of(
                    new PrivacyEvent.Repeated(new PrivacyEvent.ApproxDp(epsR, deltaR), copies),
                    new PrivacyEvent.PureDp(budget.epsilon() / 2)));
            Map<String, Double> diag = new TreeMap<>(Map.of("copies", (double) copies, "group", (double) group,
                    "eta", eta, "phases", (double) phases));
            return new Solution(outputs.get(chosen), event, Accountants.PURE, diag,
                    "RECON: faithful Alg. 4 (phased SGD + group privacy + boosting) reconstructed by spec-002");
        }

        /**
         * The average of the iterates of one phase: from {@code start} projected onto B(Lambda), the projected SGD
         * steps on sample[from .. from + block). Its L2 sensitivity is 2 G step under replace-one (one slot's
         * row changed): every step is w -> Pi(w - step grad), non-expansive for step <= 2 / smoothness, so the two
         * runs part by at most 2 G step at the changed slot and never further after it ([FKT20] Lemma 4.3 via
         * [HRS16] Lemma 3.7). A slot the changed row fills c times is covered by group privacy (the caller's g).
         */
        static double[] phaseAverage(Problem p, double[] start, int[] sample, int from, int block, double step,
                                     double lambda) {
            int k = p.k();
            double[] w = start.clone();
            RowClipping.vector(w, p.radius());
            double[] avg = new double[k];
            for (int t = 0; t < block; t++) {
                sgdStep(p, w, sample[from + t], step, lambda);
                for (int r = 0; r < k; r++) {
                    avg[r] += w[r] / block;
                }
            }
            return avg;
        }

        /**
         * One projected SGD step on the Huber-smoothed rho-hinge H_lambda (spec-002 P6): Pi_{B(Lambda)}(w - step
         * grad), projected whether or not the derivative is zero, so that the step is the same non-expansive map on
         * both neighbours wherever w starts.
         */
        private static void sgdStep(Problem p, double[] w, int i, double step, double lambda) {
            int k = p.k();
            double[] z = p.z();
            double dot = 0;
            for (int r = 0; r < k; r++) {
                dot += w[r] * z[i * k + r];
            }
            double u = p.signs()[i] * dot;
            double rho = p.rho();
            double dh = u >= rho ? 0 : u >= rho - lambda / rho ? -(rho - u) / lambda : -1 / rho;
            if (dh != 0) {
                double a = -step * dh * p.signs()[i];
                for (int r = 0; r < k; r++) {
                    w[r] += a * z[i * k + r];
                }
            }
            RowClipping.vector(w, p.radius());
        }
    }
}
