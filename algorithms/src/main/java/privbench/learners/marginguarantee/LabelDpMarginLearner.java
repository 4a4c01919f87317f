package privbench.learners.marginguarantee;

import privbench.learners.AuditFamily;
import java.util.Map;
import java.util.TreeMap;
import privbench.data.Dataset;
import privbench.learners.DataChecks;
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
 * The label-DP margin learner: an embedding built from the (public) features, then the exponential mechanism over a
 * net with the rho/2-margin score; epsilon-label-DP.
 * <p>Bassily, Mohri and Suresh (2022), Appendix E ("general label DP learning algorithm"; the paper numbers no
 * algorithm for it), RECON of spec-002 A6: only the labels are private (relation label-only), so the embedding may look at
 * the features: top-k PCA of the unit-ball rows (CHOICE; or a seeded JL). Flipping one label moves every count of
 * y_i <c, z_i> <= rho/2 by at most one, so the EM over -count/m with sensitivity 1/m is epsilon-DP for labels
 * (factor 2 kept). Net: seeded random directions (CHOICE), or the exact sphere theta-net with theta = rho/2 (a
 * rho/2-cover in the sample sup-distance, as rows have norm <= 1).
 */
@Learner(id = "label-dp-mrg", summary = "eps-label-DP: PCA of the public features + exponential mechanism over a"
        + " net, rho/2-margin score (RECON of App. E)", paper = "BMS22 App. E (spec A6, RECON)", task = Task.BINARY,
        // public: k and the net follow from the options and the public features
        publicDiagnostics = {"k", "net_size"},
        reference = "Bassily, Mohri and Suresh (2022), Appendix E (label DP), reconstructed by spec-002 A6",
        audit = AuditFamily.OUTPUT_PERTURBATION)
public final class LabelDpMarginLearner extends OptionsLearner<LabelDpMarginLearner.Options> {

    /** How the features are embedded. */
    public enum Embed { PCA, JL }

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, minOpen = true, doc = "rho, the margin (score counts y<c,z> <= rho/2)") double rho,
            @Hyperparam(doc = "embedding: pca (of the public features) or jl (seeded)") Embed embed,
            @Hyperparam(min = 1, doc = "k, the embedding dimension") int projection,
            @Hyperparam(doc = "net: random (seeded directions) or sphere (exact theta-net, theta = rho/2)") Net.Kind net,
            @Hyperparam(min = 1, doc = "N_c, size of the random net") int netSize,
            @Hyperparam(min = 1, doc = "largest exact net enumerated") int netCap,
            @Hyperparam(min = 0, minOpen = true, doc = "r, row radius when the data declare no norm bound") double clip) {

        public static final Options DEFAULTS = new Options(0.1, Embed.PCA, 3, Net.Kind.RANDOM, 1 << 14, Net.DEFAULT_CAP,
                1.0);
    }

    private final boolean noiseless;

    public LabelDpMarginLearner(Options opt) {
        this(opt, false);
    }

    /** With {@code noiseless = true} the best candidate is taken without noise: negative controls only. */
    LabelDpMarginLearner(Options opt, boolean noiseless) {
        super(opt);
        this.noiseless = noiseless;
    }

    /** The embedding (k x d, rows orthonormal for PCA), the net and the counts: everything the EM needs. */
    record Scored(double[] embedding, int k, Net net, int[] errors, double radius) {
    }

    Scored score(Dataset train, NoiseSource noise) {
        MarginRows rows = MarginRows.of(train, opt.clip());
        int k = Math.min(opt.projection(), rows.d());
        double[] v;
        double[] z = new double[rows.n() * k];
        if (opt.embed() == Embed.PCA) {
            v = FeaturePca.topDirections(rows, k, noise.structural("bms22/label-dp/pca-start"));
            double[] x = train.x();
            int d = rows.d();
            for (int i = 0; i < rows.n(); i++) {
                for (int r = 0; r < k; r++) {
                    z[i * k + r] = rows.factors()[i] * Vectors.dot(x, i * d, v, r * d, d);
                }
            }
        } else {
            Sketch phi = Sketch.draw(Sketch.Kind.DENSE, k, rows.d(), noise, "bms22/label-dp/phi");
            z = rows.embed(phi, 1.0);
            v = new double[k * rows.d()];
            for (int r = 0; r < k; r++) {
                double[] e = new double[k];
                e[r] = 1;
                System.arraycopy(phi.transposeTimes(e), 0, v, r * rows.d(), rows.d());
            }
        }
        Net net = opt.net() == Net.Kind.RANDOM ? Net.random(opt.netSize(), k, 1.0, noise.structural("bms22/label-dp/net"))
                : Net.sphere(k, opt.rho() / 2, opt.netCap());
        int[] errors = NetScores.errors(z, rows.n(), k, rows.signs(), net, opt.rho() / 2);
        return new Scored(v, k, net, errors, rows.radius());
    }

    /** The exact output distribution over the net (for tests): the EM probabilities, or a point mass if noiseless. */
    double[] selectionProbabilities(TrainingData data, Budget budget, NoiseSource noise) {
        Scored s = score(DataChecks.binary(data, id()), noise);
        if (noiseless) {
            double[] p = new double[s.errors().length];
            p[NetScores.argmin(s.errors())] = 1;
            return p;
        }
        return NetChoice.probabilities(s.errors(), data.sensitive().rows(), null, budget.epsilon());
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        Scored s = score(train, noise);
        int c = NetChoice.choose(s.errors(), train.rows(), null, noiseless ? Double.POSITIVE_INFINITY : budget.epsilon(),
                noise.child("exponential-mechanism"));
        double[] point = NetScores.point(s.net(), c);
        int d = train.cols();
        double[] w = new double[d];
        for (int r = 0; r < s.k(); r++) {
            Vectors.axpy(point[r], s.embedding(), r * d, w, 0, d);
        }
        Vectors.scale(1 / s.radius(), w);
        Map<String, Double> diagnostics = new TreeMap<>(Map.of("k", (double) s.k(), "net_size", (double) s.net().size()));
        if (budget.isNonPrivate()) {
            return new Fit(LinearModel.of(w), Guarantee.nonPrivate(), diagnostics);
        }
        Guarantee g = Accountants.PURE.guarantee(new PrivacyEvent.PureDp(budget.epsilon()), budget.delta(),
                Neighbouring.LABEL_ONLY).withCaveat("RECON: label-DP learner reconstructed by spec-002 A6"
                + (s.net().exact() ? "" : "; practical variant: seeded random net of " + s.net().size() + " directions"));
        return new Fit(LinearModel.of(w), DpChecks.requireWithin(g, budget), diagnostics);
    }
}
