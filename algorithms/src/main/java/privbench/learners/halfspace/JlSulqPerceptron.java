package privbench.learners.halfspace;

import privbench.learners.AuditFamily;
import java.util.Arrays;
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
import privbench.privacy.accounting.Accounting;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;

/**
 * JL projection, then the private (SuLQ) perceptron: the comparator NUZ20 names with sample complexity about
 * 1/(alpha epsilon gamma^3).
 *
 * <p>Blum, Dwork, McSherry and Nissim (2005), the SuLQ perceptron, after the projection of Nguyen, Ullman and
 * Zakynthinou (2020), Algorithm 1 lines 1-2 (spec-001 section 3.8 B2 CHOICE): T = ceil(4/gamma^2) rounds; in
 * round t, M_t = {i : y_i w.x_Ai <= 0}, a noisy sum s_t = sum_{M_t} y_i x_Ai + N(0, sigma_s^2 I) (replace-one
 * sensitivity 2, sigma_s = 2 sqrt(2) / mu_t) and a noisy count c_t = |M_t| + N(0, sigma_c^2) (sensitivity 1,
 * sigma_c = sqrt(2) / mu_t), mu_t = mu / sqrt(T); stop when c_t < alpha n / 4 (post-processing; all T rounds are
 * charged), else w += s_t / max(c_t, 1). The 2T Gaussian mechanisms, each (mu_t / sqrt 2)-GDP, compose to mu-GDP.
 */
@Learner(id = "jl-sulq-perceptron", summary = "JL projection then Blum et al.'s private (SuLQ) perceptron, mu-GDP",
        // public: rounds_run is a function of the released noisy counts (the stopping rule reads only them)
        publicDiagnostics = {"m", "projection_skipped", "rounds", "rounds_run", "mu"},
        paper = "BDMN05 SuLQ perceptron (NUZ20 Sec. 1 comparator)", task = Task.BINARY,
        reference = "Blum, Dwork, McSherry and Nissim (2005), private perceptron; after the JL step of "
                + "Nguyen, Ullman and Zakynthinou (2020), Algorithm 1",
        audit = AuditFamily.FULL_BATCH_GRADIENT)
public final class JlSulqPerceptron extends OptionsLearner<JlSulqPerceptron.Options> {

    /** Hyperparameters. */
    public record Options(
            @Hyperparam(min = 0, max = 1, minOpen = true, doc = "gamma, the public margin (T = 4/gamma^2)")
            double gamma,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "alpha, target error (m, stop)")
            double alpha,
            @Hyperparam(min = 0, max = 1, minOpen = true, maxOpen = true, doc = "beta, failure probability (m)")
            double beta,
            @Hyperparam(doc = "mu from (epsilon, delta): paper (Cor. E.2 of WZW24) or tight") Accounting accounting,
            @Hyperparam(min = 0, minOpen = true, doc = "C_m, the constant of m") double jlConstant,
            @Hyperparam(min = 0, doc = "m, the projected dimension; 0 for C_m ln(1/beta_JL)/gamma^2") int projection) {

        public static final Options DEFAULTS = new Options(0.1, 0.1, 0.1, Accounting.TIGHT, 4.0, 0);
    }

    public JlSulqPerceptron(Options opt) {
        super(opt);
    }

    @Override
    protected Fit fit(Dataset train, TrainingData data, Budget budget, NoiseSource noise) {
        boolean isPrivate = DpChecks.checkGaussianBudget(budget, id() + " (Gaussian mechanisms)");
        int n = train.rows();
        double gamma = opt.gamma();
        long m = opt.projection() > 0 ? opt.projection()
                : ProjectedSample.dimension(opt.jlConstant(), opt.alpha(), opt.beta(), n, gamma);
        ProjectedSample s = ProjectedSample.of(train, m, true, noise);
        int k = s.dimension();
        double[] z = s.rows();
        double[] y = s.signs();
        int rounds = (int) Math.ceil(4 / (gamma * gamma));
        double mu = opt.accounting().mu(budget);
        double muRound = mu / Math.sqrt(rounds);
        double sigmaSum = isPrivate ? 2 * Math.sqrt(2) / muRound : 0;
        double sigmaCount = isPrivate ? Math.sqrt(2) / muRound : 0;
        NoiseSource sums = noise.child("perceptron-sum");
        NoiseSource counts = noise.child("perceptron-count");
        double[] w = new double[k];
        double[] sum = new double[k];
        int ran = 0;
        for (int t = 0; t < rounds; t++) {
            Arrays.fill(sum, 0.0);
            int mistakes = 0;
            for (int i = 0; i < n; i++) {
                double dot = 0;
                for (int j = 0; j < k; j++) {
                    dot += w[j] * z[i * k + j];
                }
                if (y[i] * dot <= 0) {
                    mistakes++;
                    for (int j = 0; j < k; j++) {
                        sum[j] += y[i] * z[i * k + j];
                    }
                }
            }
            sums.addGaussian(sum, sigmaSum);
            double c = mistakes + counts.gaussian(sigmaCount);
            ran = t + 1;
            if (c < opt.alpha() * n / 4) {
                break;
            }
            double f = 1 / Math.max(c, 1);
            for (int j = 0; j < k; j++) {
                w[j] += f * sum[j];
            }
        }
        Map<String, Double> diag = new TreeMap<>();
        diag.put("m", (double) k);
        diag.put("projection_skipped", s.isIdentity() ? 1.0 : 0.0);
        diag.put("rounds", (double) rounds);
        diag.put("rounds_run", (double) ran);
        LinearModel model = LinearModel.of(s.toFeatureSpace(w));
        if (!isPrivate) {
            return new Fit(model, Guarantee.nonPrivate(), diag);
        }
        diag.put("mu", mu);
        // sum: noise multiplier sigma_s / 2 = sqrt 2 / mu_t; count: sigma_c / 1 = sqrt 2 / mu_t
        var event = new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(Math.sqrt(2) / muRound), 2L * rounds);
        Guarantee g = opt.accounting().accountant().guarantee(event, budget.delta(), Neighbouring.REPLACE_ONE);
        return new Fit(model, DpChecks.requireWithin(g, budget), diag);
    }
}
