package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
import privbench.privacy.RowClipping;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * A_PrivKerMrg, the (epsilon, delta)-DP kernel margin learner: a seeded random feature map (Fourier features for the
 * Gaussian and Laplacian kernels, Maclaurin features for the polynomial kernel), then A_EffPrivMrg on the features.
 * <p>Bassily, Mohri and Suresh (2022), Algorithm 3 (Thm 4.1, Thm 4.2); spec-002 A3. Replace-one neighbours. The map
 * depends only on the seed and acts per row; the bandwidth sigma_k is a public hyperparameter (a value of a public
 * grid written in the experiment), never measured on the data. Fourier rows lie on the sphere of radius r = 1;
 * Maclaurin rows are clipped to 2 r_p (spec CHOICE). Then Alg. 2 with 2 Lambda and beta/2: k from its formula, JL
 * (dense or SRHT, streamed in blocks of rows: no m x 2D matrix), the clip to twice the feature radius, Alg. 4 on
 * B^k(4 Lambda). Its preconditions (delta < 1/m, epsilon <= ln(1/delta)) are enforced; rho in (0, 2 Lambda r].
 * CHOICE (spec-002): D = ceil(m^2 ln(2m/beta)) capped at D_max = 2^15; a cap voids the theorem's constant, not
 * the privacy (caveat "practical variant").
 */
@Learner(id = "priv-ker-mrg", summary = "(eps,delta)-DP kernel margin learner: seeded random features (Fourier:"
        + " gaussian/laplacian; Maclaurin: poly) + Alg. 2", paper = "BMS22 Alg. 3", task = Task.BINARY,
        // public: the feature count and k are settings
        publicDiagnostics = {"features", "k"}, diagnosticGroups = PrivateHingeErm.class,
        reference = "Bassily, Mohri and Suresh (2022), Algorithm 3 (A_PrivKerMrg), Theorems 4.1-4.2",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class PrivKernelMarginLearner extends OptionsLearner<PrivKernelMarginLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(doc = "kernel: gaussian, laplacian (Fourier features) or poly (Maclaurin features)")
            FeatureMap.Kernel kernel,
            @Hyperparam(min = 0, minOpen = true, doc = "sigma_k, bandwidth (a public value, never fitted)") double bandwidth,
            @Hyperparam(min = 1, doc = "p, degree of the polynomial kernel") int degree,
            @Hyperparam(min = 0, doc = "c, offset of the polynomial kernel") double offset,
            @Hyperparam(min = 0, doc = "D, random features; 0 for ceil(m^2 ln(2m/beta)) capped at D_max") int features,
            @Hyperparam(min = 1, doc = "D_max, cap on D") int maxFeatures,
            @Hyperparam(min = 0, minOpen = true, doc = "rho, the confidence margin") double rho,
            @Hyperparam(min = 0, minOpen = true, doc = "Lambda, the RKHS norm bound") double lambda,
            @Hyperparam(doc = "Alg. 4 solver: noisy-gd or faithful (RECON)") PrivateHingeErm.Solver solver,
            @Hyperparam(doc = "noisy-gd accounting: zcdp (spec P8) or gdp (tight)") PrivateHingeErm.Accounting accounting,
            @Hyperparam(doc = "embedding of the features: auto, dense or srht") Sketch.Kind jl,
            @Hyperparam(min = 0, doc = "k; 0 for the Alg. 2 formula") int projection,
            @Hyperparam(min = 1, doc = "T_max, cap on the noisy-GD steps") int maxIterations,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta") double beta,
            @Hyperparam(min = 0, minOpen = true, doc = "r, row radius when the data declare no norm bound") double clip) {

        public static final Options DEFAULTS = new Options(FeatureMap.Kernel.GAUSSIAN, 0.5, 2, 1.0, 0, 1 << 15, 0.1,
                1.0, PrivateHingeErm.Solver.NOISY_GD, PrivateHingeErm.Accounting.ZCDP, Sketch.Kind.AUTO, 0, 2000, 0.05,
                1.0);

        /** The same options at another margin (model selection over rho). */
        public Options withRho(double newRho) {
            return new Options(kernel, bandwidth, degree, offset, features, maxFeatures, newRho, lambda, solver,
                    accounting, jl, projection, maxIterations, beta, clip);
        }
    }

    private static final int BLOCK = 256;

    public PrivKernelMarginLearner(Options opt) {
        super(opt);
    }

    /** D: the given value, or ceil(m^2 ln(2m/beta)) capped at D_max. */
    static long theoryFeatures(int m, double beta) {
        return (long) Math.ceil((double) m * m * Math.log(2 * m / beta));
    }

    /** The seeded feature map of a fit with m rows in d dimensions: a function of the seed, m and d only. */
    FeatureMap featureMap(int m, int d, NoiseSource noise) {
        long wanted = opt.features() > 0 ? opt.features() : theoryFeatures(m, opt.beta());
        int features = (int) Math.min(wanted, opt.maxFeatures());
        return FeatureMap.draw(opt.kernel(), d, features, opt.bandwidth(), opt.degree(), opt.offset(),
                noise.structural("bms22/kernel/features"));
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        MarginRows rows = MarginRows.of(train, opt.clip());
        int m = rows.n();
        FeatureMap map = featureMap(m, rows.d(), noise);
        double featureRadius = map.radius();
        EffPrivMarginLearner.requirePreconditions(id(), budget, m, opt.rho(), 2 * opt.lambda() * featureRadius);
        int dim = map.dimension();
        int k = opt.projection() > 0 ? opt.projection()
                : budget.isNonPrivate() ? dim : EffPrivMarginLearner.dimension(budget.epsilon(), m, budget.delta(),
                opt.beta() / 2);
        Sketch phi = Sketch.draw(opt.jl(), Math.min(k, dim), dim, noise, "bms22/kernel/phi");
        double rowRadius = phi instanceof Sketch.Identity ? featureRadius : 2 * featureRadius;
        double[] z = embed(rows, map, phi);
        RowClipping.rows(z, m, phi.rows(), rowRadius);
        var problem = new PrivateHingeErm.Problem(z, m, phi.rows(), rows.signs(), rowRadius, 4 * opt.lambda(),
                opt.rho());
        var sol = PrivateHingeErm.solve(problem, opt.solver(), opt.accounting(), opt.maxIterations(), opt.beta() / 2,
                budget, noise);
        double[] w = phi.transposeTimes(sol.w());
        Map<String, Double> diagnostics = new TreeMap<>(sol.diagnostics());
        diagnostics.put("k", (double) phi.rows());
        diagnostics.put("features", (double) dim);
        String caveat = dim < 2 * theoryFeatures(m, opt.beta()) && opt.kernel() != FeatureMap.Kernel.POLY
                ? "practical variant: D = " + dim / 2 + " random features below m^2 ln(2m/beta)" : "";
        return new Fit(new KernelMarginModel(map, w, rows.radius()), EffPrivMarginLearner.spent(sol, budget, caveat),
                diagnostics);
    }

    /** Phi psi(s_i x_i) for every row, computed a block of rows at a time. */
    private static double[] embed(MarginRows rows, FeatureMap map, Sketch phi) {
        int m = rows.n();
        int d = rows.d();
        int dim = map.dimension();
        int k = phi.rows();
        double[] z = new double[m * k];
        double[] x = rows.data().x();
        double[] block = new double[Math.min(BLOCK, m) * dim];
        double[] out = new double[Math.min(BLOCK, m) * k];
        for (int i0 = 0; i0 < m; i0 += BLOCK) {
            int b = Math.min(BLOCK, m - i0);
            for (int i = 0; i < b; i++) {
                map.map(x, (i0 + i) * d, rows.factors()[i0 + i], block, i * dim);
            }
            double[] in = b * dim == block.length ? block : Arrays.copyOf(block, b * dim);
            double[] o = b * k == out.length ? out : new double[b * k];
            phi.project(in, b, null, o);
            System.arraycopy(o, 0, z, i0 * k, b * k);
        }
        return z;
    }
}
