package privbench.harness.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import privbench.canonical.Canonical;

/**
 * What an audit found, written as audit.json: the learner and budget, the guarantee it claimed, the
 * neighbouring pair and canary, the threshold chosen on the first half of the runs, the counts and
 * Clopper-Pearson bounds on the second half, and the epsilon lower bound with its confidence.
 *
 * @param learner          learner id
 * @param params           canonical JSON of its options
 * @param epsilon          budget epsilon
 * @param delta            budget delta
 * @param claimedEpsilon   the epsilon the fits' guarantee claims (largest over every run)
 * @param claimedDelta     the delta it claims
 * @param accountant       the accountant that priced it
 * @param relation         the neighbouring relation of the guarantee (and of the pair)
 * @param caveat           the guarantee's caveat, if any
 * @param canary           where the canary went ({@code clipbkd}, {@code mislabelled})
 * @param canaryLabel      its class
 * @param canaryNorm       its norm (the data's declared bound)
 * @param data             the base data, e.g. {@code margin-halfspace n=100 d=10 margin=0.1}
 * @param n                base rows
 * @param d                dimension
 * @param seed             the audit seed
 * @param runsPerWorld     runs per world
 * @param selectionRuns    runs per world that chose the threshold
 * @param evaluationRuns   runs per world that evaluated it
 * @param threshold        the threshold (guess "in" when the canary's score is >= it)
 * @param truePositive     evaluation "in" runs at or above the threshold
 * @param falseNegative    evaluation "in" runs below it
 * @param falsePositive    evaluation "out" runs at or above it
 * @param trueNegative     evaluation "out" runs below it
 * @param fnrUpper         upper bound on the false-negative rate (confidence 1 - alpha/2)
 * @param fprUpper         upper bound on the false-positive rate (confidence 1 - alpha/2)
 * @param swapped          true when the bound reads the guarantee with the worlds exchanged
 * @param confidence       confidence of the lower bound (1 - alpha)
 * @param epsilonLowerBound the empirical lower bound on epsilon
 * @param ratio            epsilon_lower_bound / claimed_epsilon
 * @param violation        true when the lower bound exceeds the claimed epsilon
 * @param noise            the noise source of the runs
 * @param threads          threads used
 * @param scoresOut        the canary's score in every "out" run, by run index
 * @param scoresIn         the same for "in"
 * @param provenance       code and machine (project version, git commit, Java, times, command line)
 * @param family           the learner's mechanism family (registered, or implied by its guarantee's event)
 * @param attackSource     the literature the attack follows
 * @param method           {@code multi-run} (threshold chosen on held-out runs, Clopper-Pearson),
 *                         {@code sequential} (the same choice, then an anytime-valid betting test over evaluation
 *                         pairs, {@link SequentialBound}: fnr_upper and fpr_upper are NaN) or
 *                         {@code one-run} (Steinke, Nasr and Jagielski 2023)
 * @param canaries         canaries in the one run (0 for multi-run audits)
 * @param muEstimate       ESTIMATE, not certified: the standardised shift of the in scores over the out scores
 *                         (difference of means over the pooled sd, all runs), the mu of a Gaussian fit
 * @param epsilonEstimate  ESTIMATE, not certified: the epsilon of mu_estimate-GDP at the claimed delta
 * @param seconds          wall-clock seconds of the audit
 * @param test             how the counts were read: {@code threshold} (one threshold, {@link ThresholdBound}),
 *                         {@code pooled-tails} (two thresholds, both tails pooled, {@link PooledTailBound}: then
 *                         threshold is the high one, fnr_upper is 1 minus the pooled detection rate's lower bound
 *                         and fpr_upper the pooled false-alarm rate's upper bound, over 2 x evaluation_runs
 *                         trials), or {@code one-run}
 * @param thresholdLow     the low threshold of a pooled test (NaN otherwise)
 * @param inBelowLow       evaluation "in" runs below it (false alarms of the exchanged test)
 * @param outBelowLow      evaluation "out" runs below it (its detections)
 * @param scoreNegated     true when the thresholds apply to minus the score (the in world scored lower)
 * @param muLower          ESTIMATE: the lower end of mu_estimate's interval at the audit's confidence, two-sided,
 *                         for normal scores ({@link GaussianFit}); NaN for one-run audits
 * @param muUpper          ESTIMATE: its upper end
 * @param epsilonEstimateLower ESTIMATE: the GDP epsilon of mu_lower at the claimed delta (0 when mu_lower <= 0)
 * @param epsilonEstimateUpper ESTIMATE: the GDP epsilon of mu_upper
 * @param threat           the threat model: {@code crafted} (worst-case pair, base rows chosen by the auditor) or
 *                         {@code natural-canary} (natural base rows plus one canary, final model only)
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AuditResult(String learner, String params, double epsilon, double delta, double claimedEpsilon,
                          double claimedDelta, String accountant, String relation, String caveat, String canary,
                          int canaryLabel, double canaryNorm, String data, int n, int d, long seed, int runsPerWorld,
                          int selectionRuns, int evaluationRuns, double threshold, int truePositive, int falseNegative,
                          int falsePositive, int trueNegative, double fnrUpper, double fprUpper, boolean swapped,
                          double confidence, double epsilonLowerBound, double ratio, boolean violation, String noise,
                          int threads, List<Double> scoresOut, List<Double> scoresIn, Map<String, Object> provenance,
                          String family, String attackSource, String method, int canaries, double muEstimate,
                          double epsilonEstimate, double seconds, String test, double thresholdLow,
                          int inBelowLow, int outBelowLow, boolean scoreNegated, double muLower, double muUpper,
                          double epsilonEstimateLower, double epsilonEstimateUpper, String threat) {

    /** The file name. */
    public static final String FILE = "audit.json";

    private static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT);

    public AuditResult {
        scoresOut = List.copyOf(scoresOut);
        scoresIn = List.copyOf(scoresIn);
        // values may be null (no git): keep them, in order
        provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    }

    /** Writes audit.json into a folder (through a temporary file). */
    public void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path tmp = dir.resolve(FILE + ".tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads an audit.json. */
    public static AuditResult read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), AuditResult.class);
    }

    /** One line: the bound, its confidence, the claim and the verdict; a second with the estimate. */
    public String summary() {
        String how = method.equals("one-run")
                ? String.format(Locale.ROOT, "one run with %d canaries; attack %s", canaries, canary)
                : method.equals("sequential") ? String.format(Locale.ROOT, "sequential: %s chosen on %d runs per "
                        + "world, then %d evaluation pairs until the anytime-valid betting test rejected the claim or "
                        + "the runs were spent; attack %s", test.startsWith("pooled") ? "two tails" : "a threshold",
                selectionRuns, evaluationRuns, canary)
                : "pooled-tails".equals(test) ? String.format(Locale.ROOT, "2 x %d runs: thresholds %.4g and %.4g%s "
                        + "chosen on %d by a Gaussian fit, both tails pooled over 2 x %d; attack %s", runsPerWorld,
                thresholdLow, threshold, scoreNegated ? " (on -score)" : "", selectionRuns, evaluationRuns, canary)
                : String.format(Locale.ROOT, "2 x %d runs: threshold %.4g chosen on %d, evaluated on %d; attack %s",
                runsPerWorld, threshold, selectionRuns, evaluationRuns, canary);
        return String.format(Locale.ROOT, "audit %s at epsilon %s, delta %s: epsilon_lb = %.3f at %s%% confidence "
                        + "(%s) vs claimed %s (%s, %s): %s, tightness %.2f, %.1f s",
                learner, num(epsilon), num(delta), epsilonLowerBound, num(100 * confidence), how,
                num(claimedEpsilon), accountant, relation,
                violation ? "VIOLATION (the lower bound exceeds the claim)" : "no violation", ratio, seconds)
                + (method.equals("one-run") ? "" : estimateLine());
    }

    /** The Gaussian fit's line: a GDP curve has no finite epsilon at delta 0, so a pure claim gets mu alone. */
    private String estimateLine() {
        double at = claimedDelta > 0 ? claimedDelta : delta;
        if (at == 0) {
            return String.format(Locale.ROOT, "%n  estimate (Gaussian fit, not certified): mu = %.3f [%.3f, %.3f] (a "
                    + "Gaussian trade-off has no finite epsilon at delta 0)", muEstimate, muLower, muUpper);
        }
        return String.format(Locale.ROOT, "%n  estimate (Gaussian fit, not certified): mu = %.3f [%.3f, %.3f], "
                + "epsilon = %.3f [%.3f, %.3f] at delta %s (%s%% interval if the scores are normal)", muEstimate,
                muLower, muUpper, epsilonEstimate, epsilonEstimateLower, epsilonEstimateUpper, num(at),
                num(100 * confidence));
    }

    /** Six significant digits, plain (0.9999999999989 prints as 1), inf for +Infinity. */
    private static String num(double v) {
        if (!Double.isFinite(v)) {
            return Canonical.number(v);
        }
        return Canonical.number(
                new BigDecimal(v).round(new MathContext(6)).doubleValue());
    }
}
