package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.linalg.JlProjection;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;

/**
 * The pure epsilon-DP feed-forward network margin learner: independent JL matrices Phi_0 (k x d) and Phi_j (k x N),
 * a seeded random net of compressed weights, and the exponential mechanism with the 0-1 score.
 * <p>Bassily, Mohri and Suresh (2022), Section 5 (Thm 5.1; the paper numbers no algorithm for it); spec-002 A5.
 * Replace-one; Phi and the net are data-independent and the EM over -errors/m (sensitivity 1/m) is the only data
 * access: epsilon-DP, priced as PureDp. Toy sizes only (spec-002 section 4: L = 2, N <= 4, k <= 3; the exact
 * gamma-cover has (1 + 4 Lambda sqrt(L)/gamma)^P points, far beyond any enumeration): the net is the practical
 * CHOICE, each W~_j uniform in its Frobenius ball of radius 2 Lambda. Results are the "practical variant".
 */
@Learner(id = "priv-nn-mrg", summary = "pure-DP toy feed-forward network: JL per layer + exponential mechanism over a"
        + " random net of weights (practical variant)", paper = "BMS22 Sec. 5, Thm 5.1 (spec A5)", task = Task.BINARY,
        // public: the net and the parameter count follow from the architecture options
        publicDiagnostics = {"net_size", "parameters"},
        reference = "Bassily, Mohri and Suresh (2022), Section 5, Theorem 5.1 (pure-DP network learner)",
        audit = AuditFamily.OUTPUT_PERTURBATION)
public final class PrivNetworkMarginLearner extends OptionsLearner<PrivNetworkMarginLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 2, max = 4, doc = "L, layers (weights W_1..W_L)") int layers,
            @Hyperparam(min = 1, max = 8, doc = "N, hidden width") int width,
            @Hyperparam(min = 1, max = 8, doc = "k, the JL dimension of every layer") int projection,
            @Hyperparam(min = 0, minOpen = true, doc = "eta, activation tanh(eta a / 4)") double eta,
            @Hyperparam(min = 0, minOpen = true, doc = "Lambda, Frobenius bound per layer (net radius 2 Lambda)")
            double lambda,
            @Hyperparam(min = 1, doc = "N_c, random weight settings") int netSize,
            @Hyperparam(min = 0, minOpen = true, doc = "r, row radius when the data declare no norm bound") double clip) {

        public static final Options DEFAULTS = new Options(2, 3, 2, 1.0, 1.0, 10_000, 1.0);
    }

    public PrivNetworkMarginLearner(Options opt) {
        super(opt);
    }

    /** Phi_0, Phi_1.., the random net of weights and every candidate's 0-1 error count: what the EM needs. */
    record Scored(Sketch phi0, double[][] hidden, double[][][] candidates, int[] errors, double radius) {
    }

    Scored score(Dataset train, NoiseSource noise) {
        MarginRows rows = MarginRows.of(train, opt.clip());
        int m = rows.n();
        int k = opt.projection();
        int width = opt.width();
        int layers = opt.layers();
        Sketch phi0 = new Sketch.Dense(JlProjection.rademacher(k, rows.d(),
                noise.structural("bms22/nn/phi-0")));
        double[][] hidden = new double[layers - 1][];
        for (int j = 1; j < layers; j++) {
            RandomGenerator rng = noise.structural("bms22/nn/phi-" + j);
            hidden[j - 1] = new double[k * width];
            for (int t = 0; t < hidden[j - 1].length; t++) {
                hidden[j - 1][t] = (rng.nextBoolean() ? 1 : -1) / Math.sqrt(k);
            }
        }
        double[] projected = new double[m * k];
        phi0.project(train.x(), m, rows.factors(), projected);
        RandomGenerator netRng = noise.structural("bms22/nn/net");
        double[][][] candidates = new double[opt.netSize()][][];
        int[] errors = new int[opt.netSize()];
        double[] h = new double[m];
        for (int c = 0; c < candidates.length; c++) {
            double[][] w = new double[layers][];
            for (int j = 0; j < layers; j++) {
                w[j] = uniformBall(j < layers - 1 ? k * width : k, 2 * opt.lambda(), netRng);
            }
            candidates[c] = w;
            new CompressedNetwork(phi0, hidden, w, width, opt.eta(), rows.radius()).forward(projected, m, k, h);
            int count = 0;
            for (int i = 0; i < m; i++) {
                count += rows.signs()[i] * h[i] <= 0 ? 1 : 0;
            }
            errors[c] = count;
        }
        return new Scored(phi0, hidden, candidates, errors, rows.radius());
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        Scored s = score(train, noise);
        int chosen = NetChoice.choose(s.errors(), train.rows(), null, budget.epsilon(),
                noise.child("exponential-mechanism"));
        var model = new CompressedNetwork(s.phi0(), s.hidden(), s.candidates()[chosen], opt.width(), opt.eta(),
                s.radius());
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("net_size", (double) opt.netSize(),
                "parameters", (double) ((opt.layers() - 1) * opt.projection() * opt.width() + opt.projection())));
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), diagnostics);
        }
        return new Fit(model, PrivMarginLearner.guarantee(budget, "practical variant: seeded random net of "
                + opt.netSize() + " weight settings (CHOICE, no cover guarantee)"), diagnostics);
    }

    /** A uniform point of the ball B^dim(radius): a Gaussian direction times radius U^(1/dim). */
    static double[] uniformBall(int dim, double radius, RandomGenerator rng) {
        double[] v = new double[dim];
        double norm;
        do {
            Gaussians.fillStandard(rng, v, 0, dim);
            norm = 0;
            for (double x : v) {
                norm += x * x;
            }
            norm = Math.sqrt(norm);
        } while (norm == 0);
        double r = radius * Math.pow(Gaussians.uniformOpenZero(rng), 1.0 / dim) / norm;
        for (int t = 0; t < dim; t++) {
            v[t] *= r;
        }
        return v;
    }
}
