package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
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
import privbench.privacy.noise.NoiseSource;

/**
 * A_PrivMrg, the pure epsilon-DP linear margin learner: JL projection, then the exponential mechanism over a net of
 * B^k(2 Lambda) with the 0-1 loss score.
 * <p>Bassily, Mohri and Suresh (2022), Algorithm 1 (Thm 3.1); spec-002 A1. Replace-one neighbours; the net and Phi
 * are drawn from the seed before the data are read, the EM (sensitivity 1/m) is the only data access, so the fit is
 * epsilon-DP (priced as PureDp by the {@code pure} accountant). No clipping is needed: the 0-1 score is bounded.
 * CHOICE (spec-002): k = ceil(C_k (Lambda r / rho)^2 ln(m / beta)) capped at k_max = 8; nets: the grid cover
 * (P5a, radius rho/(10 r)), the sphere net (P5b, theta = rho/(20 Lambda r)), or the seeded random net (P5c,
 * 2^16 directions), which is exactly DP but voids the theorem's constants: results with it or with a capped k are
 * the "practical variant" (caveat on every output). A net too large to enumerate is refused, naming its size.
 */
@Learner(id = "priv-mrg", summary = "pure-DP JL + exponential mechanism over a net, 0-1 score (practical variant:"
        + " capped k, random net CHOICE)", paper = "BMS22 Alg. 1", task = Task.BINARY,
        // public: the sketch size and the net follow from the options, d and the seed
        publicDiagnostics = {"k", "net_exact", "net_size"},
        reference = "Bassily, Mohri and Suresh (2022), Algorithm 1 (A_PrivMrg), Theorem 3.1",
        audit = AuditFamily.EXPONENTIAL_MECHANISM)
public final class PrivMarginLearner extends OptionsLearner<PrivMarginLearner.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "rho, the confidence margin (enters k and the cover radius)")
            double rho,
            @Hyperparam(min = 0, minOpen = true, doc = "Lambda, the norm bound of the comparator class") double lambda,
            @Hyperparam(min = 0, minOpen = true, doc = "C_k, constant of k = C_k (Lambda r/rho)^2 ln(m/beta)")
            double jlConstant,
            @Hyperparam(min = 0, doc = "k, the projected dimension; 0 for the formula") int projection,
            @Hyperparam(min = 1, doc = "k_max, cap on k (exponential cost in k)") int maxProjection,
            @Hyperparam(doc = "net: random (seeded directions), sphere (theta-net) or grid (cover of B^k(2 Lambda))")
            Net.Kind net,
            @Hyperparam(min = 1, doc = "N_c, size of the random net") int netSize,
            @Hyperparam(min = 1, doc = "largest exact net enumerated; above it the fit is refused") int netCap,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability in k")
            double beta,
            @Hyperparam(min = 0, minOpen = true, doc = "r, row radius when the data declare no norm bound") double clip) {

        public static final Options DEFAULTS = new Options(0.1, 1.0, 1.0, 0, 8, Net.Kind.RANDOM, 1 << 16,
                Net.DEFAULT_CAP, 0.05, 1.0);

        /** The same options at another margin (model selection over rho). */
        public Options withRho(double newRho) {
            return new Options(newRho, lambda, jlConstant, projection, maxProjection, net, netSize, netCap, beta, clip);
        }
    }

    public PrivMarginLearner(Options opt) {
        super(opt);
    }

    /** A planned run: Phi and the net, both data-independent. */
    record Plan(Sketch phi, Net net) {
    }

    /** k from the formula (capped), or the given k; at most d. */
    static int dimension(Options opt, int m, int d) {
        double wanted = opt.projection() > 0 ? opt.projection()
                : Math.ceil(opt.jlConstant() * Math.pow(opt.lambda() / opt.rho(), 2) * Math.log(m / opt.beta()));
        return (int) Math.max(1, Math.min(Math.min(wanted, opt.maxProjection()), d));
    }

    /** Draws Phi and the net from the structural streams under {@code label}. */
    static Plan plan(Options opt, int m, int d, NoiseSource noise, String label) {
        int k = dimension(opt, m, d);
        Sketch phi = Sketch.draw(Sketch.Kind.DENSE, k, d, noise, label + "/phi");
        Net net = switch (opt.net()) {
            case RANDOM -> Net.random(opt.netSize(), k, 1.0, noise.structural(label + "/net"));
            case SPHERE -> Net.sphere(k, opt.rho() / (20 * opt.lambda()), opt.netCap());
            case GRID -> Net.grid(k, 2 * opt.lambda(), opt.rho() / 10, opt.netCap());
        };
        return new Plan(phi, net);
    }

    /** The 0-1 error counts of every net point on the projected rows. */
    static int[] counts(Plan plan, MarginRows rows) {
        double[] z = rows.embed(plan.phi(), Double.POSITIVE_INFINITY);
        return NetScores.errors(z, rows.n(), plan.phi().rows(), rows.signs(), plan.net(), 0.0);
    }

    /** The model on raw features for net point c: Phi^T c / R. */
    static LinearModel model(Plan plan, int c, double radius) {
        double[] w = plan.phi().transposeTimes(NetScores.point(plan.net(), c));
        Vectors.scale(1 / radius, w);
        return LinearModel.of(w);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        MarginRows rows = MarginRows.of(train, opt.clip());
        Plan plan = plan(opt, rows.n(), rows.d(), noise, "bms22");
        int[] errors = counts(plan, rows);
        int c = NetChoice.choose(errors, rows.n(), null, budget.epsilon(), noise.child("exponential-mechanism"));
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("k", (double) plan.phi().rows(),
                "net_size", (double) plan.net().size(), "net_exact", plan.net().exact() ? 1.0 : 0.0));
        LinearModel model = model(plan, c, rows.radius());
        if (budget.isNonPrivate()) {
            return new Fit(model, Guarantee.nonPrivate(), diagnostics);
        }
        return new Fit(model, guarantee(budget, caveat(plan, rows.n())), diagnostics);
    }

    /** The caveat every output carries when the run departs from the theorem (random net, k below the formula). */
    String caveat(Plan plan, int m) {
        double theoryK = Math.ceil(opt.jlConstant() * Math.pow(opt.lambda() / opt.rho(), 2) * Math.log(m / opt.beta()));
        StringBuilder s = new StringBuilder();
        if (!plan.net().exact()) {
            s.append("practical variant: seeded random net of ").append(plan.net().size())
                    .append(" directions (CHOICE, no cover guarantee)");
        }
        if (plan.phi().rows() < theoryK && plan.phi().rows() < plan.phi().cols()) {
            s.append(s.length() > 0 ? "; " : "").append("practical variant: k = ").append(plan.phi().rows())
                    .append(" below the formula's ").append((long) theoryK);
        }
        return s.toString();
    }

    static Guarantee guarantee(Budget budget, String caveat) {
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                Neighbouring.REPLACE_ONE).withCaveat(caveat);
        return DpChecks.requireWithin(g, budget);
    }
}
