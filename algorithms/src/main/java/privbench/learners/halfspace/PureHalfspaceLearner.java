package privbench.learners.halfspace;

import privbench.learners.AuditFamily;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.Fit;
import privbench.learners.Hyperparam;
import privbench.learners.Learner;
import privbench.learners.LinearModel;
import privbench.learners.OptionsLearner;
import privbench.learners.Task;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.ExponentialMechanism;
import privbench.privacy.noise.NoiseSource;

/**
 * The pure epsilon-DP learner of large-margin halfspaces: the exponential mechanism over a gamma/10-net of the
 * projected unit ball, scored by margin violations.
 *
 * <p>Nguyen, Ullman and Zakynthinou (2020), Algorithm 2 (spec-001 section 3.5): rows x_A = A x / ||A x||, utility
 * u(w) = -V(w)/n with V(w) = #{i : y_i w.x_Ai < gamma/10}, Delta u = 1/n (replace-one), so w is chosen with
 * probability proportional to exp(-epsilon V(w) / 2) (Theorem 10: epsilon-DP, conditioned on the data-independent
 * A and net). Sampled by streaming Gumbel-max ({@link ExponentialMechanism#streaming}): the net is enumerated, never
 * stored. A net too large to enumerate is refused (at validation when m is given), naming its size, unless the
 * labelled random net is asked for. The released weights are A^T w scaled by 10/gamma, so on unit rows with A = I a
 * score below 1 in y times score is exactly a gamma/10-margin violation (metric {@code train_margin_violation}).
 * Diagnostic {@code violation_bound} is the public bound of Eq. (5): (2/(n epsilon))(ln |W| + ln(4/beta)).
 */
@Learner(id = "nuz20-pure", summary = "exponential mechanism over a gamma/10-net of the projected ball (pure DP, "
        + "streaming Gumbel-max)", paper = "NUZ20 Alg. 2", task = Task.BINARY,
        // public: the net and its size, and the bound of Eq. (5), follow from m, n, the budget and the options
        publicDiagnostics = {"m", "projection_skipped", "net_size", "violation_bound"},
        reference = "Nguyen, Ullman and Zakynthinou (2020), Algorithm 2 (Theorems 10 and 11)",
        audit = AuditFamily.EXPONENTIAL_MECHANISM)
public final class PureHalfspaceLearner extends OptionsLearner<PureHalfspaceLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the public margin (net radius gamma/10)")
            double gamma,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "alpha, target error (sets m)")
            double alpha,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability (m, bound)")
            double beta,
            @Hyperparam(doc = "the net: sphere, ball (enumerated) or random (heuristic, no accuracy guarantee)")
            NetKind net,
            @Hyperparam(min = 0, doc = "m, projected dimension; 0 for C_m ln(1/beta_JL)/gamma^2 (A = I when m >= d)")
            int projection,
            @Hyperparam(min = 0, minOpen = true, doc = "C_m, the constant of m") double jlConstant,
            @Hyperparam(min = 1, doc = "N_c, points of the random net") long candidates,
            @Hyperparam(min = 1, doc = "largest net enumerated; larger nets are refused") long maxNet) {

        public static final Options DEFAULTS = new Options(0.5, 0.1, 0.1, NetKind.SPHERE, 2, 4.0, 1_000_000,
                10_000_000);

        public Options {
            if (net != NetKind.RANDOM && projection > 0 && gamma > 0 && gamma <= 1 && maxNet >= 1) {
                refuseLargeNet(new BallNet(net, projection, gamma / 10, 1), maxNet, projection);
            }
        }
    }

    public PureHalfspaceLearner(Options opt) {
        super(opt);
    }

    static void refuseLargeNet(BallNet net, long maxNet, long m) {
        double log10 = net.log10EstimatedSize();
        if (log10 > Math.log10(maxNet)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "nuz20-pure: the gamma/10-net of the "
                    + "projected ball in m = %d dimensions needs about 10^%.1f points, more than maxNet = %d; lower m "
                    + "(projection), raise the margin, or ask for net: random (private, no accuracy guarantee)",
                    m, log10, maxNet));
        }
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        int n = train.rows();
        double gamma = opt.gamma();
        long m = opt.projection() > 0 ? opt.projection()
                : ProjectedSample.dimension(opt.jlConstant(), opt.alpha(), opt.beta(), n, gamma);
        int dim = (int) Math.min(m, train.cols());
        BallNet net = new BallNet(opt.net(), dim, gamma / 10, opt.candidates());
        if (opt.net() != NetKind.RANDOM) {
            refuseLargeNet(net, opt.maxNet(), dim);
        }
        ProjectedSample s = ProjectedSample.of(train, m, true, noise);
        double[] z = s.rows();
        double[] y = s.signs();
        double threshold = gamma / 10;
        boolean isPrivate = !budget.isNonPrivate();
        // Delta u = 1 in units of violations: exp(epsilon (-V) / 2) = exp(epsilon (-V/n) / (2/n))
        var em = ExponentialMechanism.streaming(budget.epsilon(), 1.0, noise.child("net-selection"));
        double[] chosen = new double[dim];
        long size = net.forEach(noise.structural("nuz20-random-net"), w -> {
            int violations = 0;
            for (int i = 0; i < n; i++) {
                double dot = 0;
                for (int j = 0; j < dim; j++) {
                    dot += w[j] * z[i * dim + j];
                }
                if (y[i] * dot < threshold) {
                    violations++;
                }
            }
            em.offer(-violations);
            if (em.bestIndex() == em.count() - 1) {
                System.arraycopy(w, 0, chosen, 0, dim);
            }
        });
        double[] weights = s.toFeatureSpace(chosen);
        Vectors.scale(1 / threshold, weights);
        Map<String, Double> diag = new TreeMap<>();
        diag.put("m", (double) dim);
        diag.put("projection_skipped", s.isIdentity() ? 1.0 : 0.0);
        diag.put("net_size", (double) size);
        if (!isPrivate) {
            return new Fit(LinearModel.of(weights), Guarantee.nonPrivate(), diag);
        }
        diag.put("violation_bound", 2 / (n * budget.epsilon()) * (Math.log(size) + Math.log(4 / opt.beta())));
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                Neighbouring.REPLACE_ONE);
        if (opt.net() == NetKind.RANDOM) {
            g = g.withCaveat("heuristic random net of " + opt.candidates() + " points: epsilon-DP, no accuracy "
                    + "guarantee");
        }
        return new Fit(LinearModel.of(weights), DpChecks.requireWithin(g, budget), diag);
    }
}
