package privbench.harness.audit;

import java.util.List;
import java.util.Map;
import privbench.harness.audit.attack.Attack;
import privbench.privacy.accounting.Gdp;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;

/**
 * Builds an {@link AuditResult} (audit.json, unchanged) from the few things an audit knows at once instead of 48
 * positional arguments: the request and the claim, the attack, the design, the runs, the counts of the test that
 * read them, the bound. The ratio and the violation are derived here, once, from the bound and the claim. Fields a
 * kind of audit does not have keep the defaults a one-run audit writes (NaN thresholds, zero counts).
 */
final class AuditResultBuilder {

    private final AuditRequest request;
    private final Guarantee claim;
    private final Neighbouring relation;
    private String canary;
    private String family;
    private String attackSource;
    private String method;
    private int canaries;
    private String data;
    private int n;
    private int d;
    private int canaryLabel;
    private double canaryNorm;
    private int runsPerWorld;
    private int selectionRuns;
    private int evaluationRuns;
    private String test;
    private double threshold = Double.NaN;
    private int truePositive;
    private int falseNegative;
    private int falsePositive;
    private int trueNegative;
    private double fnrUpper = Double.NaN;
    private double fprUpper = Double.NaN;
    private boolean swapped;
    private double thresholdLow = Double.NaN;
    private int inBelowLow;
    private int outBelowLow;
    private boolean scoreNegated;
    private double epsilonLowerBound = Double.NaN;
    private double muEstimate = Double.NaN;
    private double epsilonEstimate = Double.NaN;
    private String threat = "crafted";
    private double muLower = Double.NaN;
    private double muUpper = Double.NaN;
    private double epsilonEstimateLower = Double.NaN;
    private double epsilonEstimateUpper = Double.NaN;
    private String noise;
    private int threads;
    private double seconds;
    private List<Double> scoresOut = List.of();
    private List<Double> scoresIn = List.of();
    private Map<String, Object> provenance = Map.of();

    private AuditResultBuilder(AuditRequest request, Guarantee claim, Neighbouring relation) {
        this.request = request;
        this.claim = claim;
        this.relation = relation;
    }

    /** The learner, budget, seed and confidence of the request; the guarantee its fits claimed, under the relation. */
    static AuditResultBuilder of(AuditRequest request, Guarantee claim, Neighbouring relation) {
        return new AuditResultBuilder(request, claim, relation);
    }

    /** The attack (its id goes to {@code canary}, as audit.json has always written), its family and method. */
    AuditResultBuilder attack(Attack attack, String family, String method, int canaries) {
        this.canary = attack.id();
        this.threat = attack.threat();
        this.family = family;
        this.attackSource = attack.source();
        this.method = method;
        this.canaries = canaries;
        return this;
    }

    /** The base data and the canary's class and norm. */
    AuditResultBuilder design(String data, int n, int d, int canaryLabel, double canaryNorm) {
        this.data = data;
        this.n = n;
        this.d = d;
        this.canaryLabel = canaryLabel;
        this.canaryNorm = canaryNorm;
        return this;
    }

    /** Runs per world, and how many chose the threshold and how many evaluated it. */
    AuditResultBuilder runs(int perWorld, int selection, int evaluation) {
        this.runsPerWorld = perWorld;
        this.selectionRuns = selection;
        this.evaluationRuns = evaluation;
        return this;
    }

    /** The test that read the scores and its counts at the (high) threshold. */
    AuditResultBuilder counts(String test, double threshold, int tp, int fn, int fp, int tn, double fnrUpper,
                              double fprUpper, boolean swapped) {
        this.test = test;
        this.threshold = threshold;
        this.truePositive = tp;
        this.falseNegative = fn;
        this.falsePositive = fp;
        this.trueNegative = tn;
        this.fnrUpper = fnrUpper;
        this.fprUpper = fprUpper;
        this.swapped = swapped;
        return this;
    }

    /** A one-run audit: no threshold, no counts. */
    AuditResultBuilder oneRun() {
        this.test = "one-run";
        return this;
    }

    /** The low threshold of a pooled-tails test and its counts, and whether the score was negated. */
    AuditResultBuilder lowTail(double low, int inBelow, int outBelow, boolean negated) {
        this.thresholdLow = low;
        this.inBelowLow = inBelow;
        this.outBelowLow = outBelow;
        this.scoreNegated = negated;
        return this;
    }

    /** The certified lower bound on epsilon. */
    AuditResultBuilder bound(double epsilonLowerBound) {
        this.epsilonLowerBound = epsilonLowerBound;
        return this;
    }

    /** The estimates beside the bound (not certified): the Gaussian fit and its interval, read as GDP epsilons. */
    AuditResultBuilder estimates(GaussianFit fit) {
        this.muEstimate = fit.mu();
        this.muLower = fit.lower();
        this.muUpper = fit.upper();
        this.epsilonEstimate = gdpEpsilon(fit.mu());
        this.epsilonEstimateLower = gdpEpsilon(fit.lower());
        this.epsilonEstimateUpper = gdpEpsilon(fit.upper());
        return this;
    }

    /**
     * The epsilon of mu-GDP (an estimate, not certified) at the claimed delta; a pure-DP claim (delta 0) has no
     * finite GDP epsilon, so the estimate is then read at the budget's delta.
     */
    private double gdpEpsilon(double mu) {
        double at = claim.delta() > 0 ? claim.delta() : request.delta();
        return !(mu > 0) ? 0.0 : at > 0 ? Gdp.epsilon(mu, at) : Double.POSITIVE_INFINITY;
    }

    /** The canary's score in every out and in run. */
    AuditResultBuilder scores(List<Double> out, List<Double> in) {
        this.scoresOut = out;
        this.scoresIn = in;
        return this;
    }

    /** The noise of the runs, the threads and the wall time. */
    AuditResultBuilder execution(String noise, int threads, double seconds) {
        this.noise = noise;
        this.threads = threads;
        this.seconds = seconds;
        return this;
    }

    AuditResultBuilder provenance(Map<String, Object> provenance) {
        this.provenance = provenance;
        return this;
    }

    AuditResult build() {
        AuditRequest r = request;
        return new AuditResult(r.spec().id(), r.spec().canonicalJson(r.options()), r.epsilon(), r.delta(),
                claim.epsilon(), claim.delta(), claim.accountant(), relation.id(), claim.caveat(), canary, canaryLabel,
                canaryNorm, data, n, d, r.seed(), runsPerWorld, selectionRuns, evaluationRuns, threshold, truePositive,
                falseNegative, falsePositive, trueNegative, fnrUpper, fprUpper, swapped, r.confidence(),
                epsilonLowerBound, epsilonLowerBound / claim.epsilon(), epsilonLowerBound > claim.epsilon(), noise,
                threads, scoresOut, scoresIn, provenance, family, attackSource, method, canaries, muEstimate,
                epsilonEstimate, seconds, test, thresholdLow, inBelowLow, outBelowLow, scoreNegated, muLower, muUpper,
                epsilonEstimateLower, epsilonEstimateUpper, threat);
    }
}
