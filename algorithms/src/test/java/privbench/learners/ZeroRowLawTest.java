package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.data.Dataset;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/**
 * Issue 33 item 2: on rows whose features are all zero, a private learner's released model depends on the data only
 * through what its neighbouring relation leaves public, so its law must be the same on both datasets of a pair that
 * changes only what the relation hides. Under add/remove that is the row count (D against D plus a zero row: the
 * noise drawn must not depend on n, the mistake of two of the three bugs); under replace-one and label DP
 * it is the class counts (one label flipped: the AUC learners' bug). Every (learner, mechanism-changing
 * configuration) of the catalogue is fitted {@value #FITS} times per world on common seeds, and the paired mean
 * difference of two statistics of the released scores at the unit vectors less that at the origin (their sum and
 * their sum of squares) is tested: |t| above {@value #T_MAX} fails (under the null about 1e-6 per statistic, so the whole catalogue raises a
 * false alarm with probability below 1e-3; the draws are seeded, so the verdict is reproducible to the bit).
 *
 * <p>This checks the public quantities only, not a sensitivity: a row of non-zero features is the business of the
 * per-learner tests and the audits (docs/privacy/configurations.csv names them). Its power: noise of scale 1/n at
 * n = {@value #N} (variance ratio 1.17 between the worlds) gives |t| near 8 (the negative control below), and the
 * AUC learner under the paper's relation, given a label flip it does not protect, is caught too.
 * A configuration whose fit refuses these rows, or that records no finite guarantee, is reported as not checked.
 * Each figure is committed in the {@code zero_row_t} column of docs/privacy/configurations.csv, and checked here.
 */
class ZeroRowLawTest {

    static final int N = 12;
    static final int D = 16;
    static final int FITS = 200;
    static final double T_MAX = 5.0;
    // below 1: the classic Gaussian mechanism (output perturbation's paper option) refuses epsilon >= 1
    private static final Budget BUDGET = new Budget(0.5, 1e-5);

    /** The paired statistics of one (learner, pair): the largest |t| of the two and the relation recorded. */
    record Verdict(double t, Neighbouring relation, String note) {
    }

    static Stream<MechanismConfigurations.Configuration> configurations() {
        return MechanismConfigurations.all().stream();
    }

    /** n zero rows in D dimensions, labels alternating (class counts n/2 each). */
    static Dataset zeros(int n) {
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = i % 2;
        }
        return Dataset.labelled("zeros-" + n, new double[n * D], n, D, labels, List.of("-1", "+1"), 1.0);
    }

    /** The neighbour of {@link #zeros} that changes only what the relation hides. */
    static Dataset neighbour(Neighbouring relation) {
        if (relation == Neighbouring.ADD_REMOVE) {
            return zeros(N + 1);
        }
        Dataset d = zeros(N);
        int[] labels = new int[N];
        for (int i = 0; i < N; i++) {
            labels[i] = d.label(i);
        }
        labels[1] = 0;   // one positive relabelled: the class counts move by one each
        return Dataset.labelled("zeros-flipped", new double[N * D], N, D, labels, List.of("-1", "+1"), 1.0);
    }

    /**
     * The origin and the D unit vectors. The statistics use the scores at the unit vectors minus the score at the
     * origin (the weights of a linear model): an intercept sees the labels even on zero rows (its gradient is
     * p - y), so its law may move under a label flip or an added row by as much as the guarantee allows.
     */
    private static Dataset probe() {
        double[] x = new double[(D + 1) * D];
        for (int j = 0; j < D; j++) {
            x[(j + 1) * D + j] = 1;
        }
        return Dataset.unlabelled("origin-and-unit-vectors", x, D + 1, D, List.of("-1", "+1"), 1.0);
    }

    /**
     * Fits on both worlds with common seeds and returns the larger paired |t| of the scores' sum and sum of squares.
     * The pair is the one the given relation hides; {@code null} takes the relation the learner records.
     */
    static Verdict verdict(PrivateLearner learner, LearnerSpec<?> spec, Neighbouring forced, String cell) {
        Dataset pub = spec != null && spec.needsPublic() ? Fixtures.marginData(40, D, 0.1, 1, 99) : null;
        Fit first = learner.fit(data(spec, zeros(N), pub), BUDGET, SeededNoise.forCell(0, cell));
        Guarantee g = first.spent();
        Neighbouring relation = forced != null ? forced : g.relation();
        if (!Double.isFinite(g.epsilon()) || g.event() instanceof PrivacyEvent.NonPrivate) {
            return new Verdict(Double.NaN, relation, "records no finite guarantee (" + g.accountant() + ")");
        }
        if (relation == Neighbouring.REPLACE_ONE_SAME_LABEL || relation == Neighbouring.NONE) {
            return new Verdict(Double.NaN, relation, "the relation makes n and the class counts public");
        }
        TrainingData[] worlds = {data(spec, zeros(N), pub), data(spec, neighbour(relation), pub)};
        Dataset probe = probe();
        double[][] stats = new double[FITS][];
        IntStream.range(0, FITS).parallel().forEach(run -> {
            double[] s = new double[4];
            for (int w = 0; w < 2; w++) {
                Model model = learner.fit(worlds[w], BUDGET, SeededNoise.forCell(run + 1, cell)).model();
                double[] scores = model.scores(probe);
                int k = model.scoresPerRow();
                for (int i = k; i < scores.length; i++) {
                    double v = scores[i] - scores[i % k];
                    s[2 * w] += v;
                    s[2 * w + 1] += v * v;
                }
            }
            stats[run] = s;
        });
        double t = Math.max(Math.abs(pairedT(stats, 0)), Math.abs(pairedT(stats, 1)));
        return new Verdict(t, relation, "");
    }

    private static TrainingData data(LearnerSpec<?> spec, Dataset sensitive, Dataset pub) {
        Dataset shown = pub != null ? pub
                : Dataset.empty("public", sensitive.cols(), sensitive.classNames()).withoutLabels();
        // the fits of a world share what a run's cells share (DP-SGD's calibration), a function of public inputs
        return spec == null ? TrainingData.privateOnly(sensitive)
                : TrainingData.forLearner(spec, sensitive, shown, SweepMemo.forRun());
    }

    /** Paired t of statistic k (world 1 minus world 0); identical worlds give 0, a constant shift infinity. */
    static double pairedT(double[][] stats, int k) {
        double[] diff = Arrays.stream(stats).mapToDouble(s -> s[2 + k] - s[k]).toArray();
        double mean = Arrays.stream(diff).average().orElse(0);
        double var = Arrays.stream(diff).map(v -> (v - mean) * (v - mean)).sum() / (diff.length - 1);
        if (var == 0) {
            return mean == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return mean / Math.sqrt(var / diff.length);
    }

    /**
     * Why a configuration's zero rows are not zero to its mechanism, so that labels may legitimately move its output:
     * by learner id, or by setting=value. These keep their other checks (docs/privacy/configurations.csv).
     */
    static String notApplicable(MechanismConfigurations.Configuration c) {
        if (c.spec().id().equals("priv-ker-mrg")) {
            return "its kernel feature map sends the origin to a non-zero vector (random Fourier features cos b)";
        }
        if (c.setting().equals("center") && c.value().equals("true")) {
            return "rows are centred at the public mean before the mechanism, so zero rows are not zero to it";
        }
        return "";
    }

    /**
     * The configuration's settings: small ones, with a public row count where the learner takes one (its add/remove
     * reading; {@link #withoutAPublicRowCount_theLawMovesWithN_andTheGuaranteeSaysNIsTreatedAsPublic} checks the
     * default's label) and centring off unless it is the setting under test (see {@link #notApplicable}).
     */
    static Map<String, Object> values(MechanismConfigurations.Configuration c) {
        Map<String, Object> values = MechanismConfigurations.smallSettings(c.spec());
        if (c.spec().param("center") != null) {
            values.put("center", false);
        }
        // the AUC learner's paper relation makes the class counts public; its replace-one reading is the one to check
        if (c.spec().param("relation") != null && c.spec().id().startsWith("auc-")) {
            values.put("relation", "replace-one");
        }
        // the EM mode of rho selection takes only the net learner: the other bases run in holdout mode
        if (c.setting().equals("base") && !c.value().equals("priv-mrg")) {
            values.put("mode", "holdout");
        }
        values.put(c.setting(), c.value().equals("true") || c.value().equals("false")
                ? Boolean.parseBoolean(c.value()) : c.value());
        return values;
    }

    /** learner|setting|value -> zero_row_t of docs/privacy/configurations.csv (a figure, or n/a and why). */
    private static final Map<String, String> COMMITTED = committed();

    private static Map<String, String> committed() {
        try {
            Path table = Path.of("").toAbsolutePath().getParent().resolve("docs/privacy/configurations.csv");
            List<String> lines = Files.readAllLines(table);
            Map<String, String> out = new HashMap<>();
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",", 5);
                out.put(f[0] + "|" + f[1] + "|" + f[2], f[3]);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The committed figure is this run's (two decimals), or n/a for a row this test does not check. */
    private static void requireCommitted(MechanismConfigurations.Configuration c, double t) {
        String figure = COMMITTED.getOrDefault(c.key(), "missing");
        if (Double.isNaN(t)) {
            assertTrue(figure.startsWith("n/a"), c + " is not checked, but configurations.csv says " + figure);
        } else {
            assertTrue(!figure.startsWith("n/a") && !figure.equals("missing")
                    && Math.abs(Double.parseDouble(figure) - t) <= 0.011, c + ": configurations.csv says zero_row_t "
                    + figure + ", this run gives " + String.format(Locale.ROOT, "%.2f", t));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void theOutputLawOnZeroRows_dependsOnlyOnWhatTheRelationMakesPublic(MechanismConfigurations.Configuration c) {
        String na = notApplicable(c);
        if (!na.isEmpty()) {
            requireCommitted(c, Double.NaN);
        }
        Assumptions.assumeTrue(na.isEmpty(), c + " not checked: " + na);
        Map<String, Object> values = values(c);
        PrivateLearner learner;
        Verdict v;
        try {
            learner = c.spec().create(values);
            v = verdict(learner, c.spec(), null, c.key());
        } catch (IllegalArgumentException e) {
            requireCommitted(c, Double.NaN);
            Assumptions.abort(c + " not checked: refuses zero rows at these settings: " + e.getMessage());
            return;
        }
        requireCommitted(c, v.t());
        Assumptions.assumeTrue(!Double.isNaN(v.t()), c + " not checked: " + v.note());
        System.out.printf(Locale.ROOT, "zero-row law %s (%s): max |t| %.2f over %d paired fits%n", c,
                v.relation().id(), v.t(), FITS);
        assertTrue(v.t() <= T_MAX, c + " under " + v.relation().id() + ": the law moves with what the relation hides, "
                + "paired |t| " + v.t());
    }

    static Stream<LearnerSpec<?>> withPublicRows() {
        // the Poisson-sampled DP-SGD family: a batch size and a public row count (dp-gd's publicRows has no batch)
        return Learners.ALL.stream().filter(s -> !s.nonPrivate() && s.param("publicRows") != null
                && s.param("batchSize") != null);
    }

    /**
     * The DP-SGD family's default reading (no declared public row count, q = B/n) fails the zero-row law, which is
     * why it is labelled: its guarantee must say that n is treated as public, and the law must move (|t| above the
     * bound), so the label is not decorative. With {@code publicRows} declared the parameterised test passes.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withPublicRows")
    void withoutAPublicRowCount_theLawMovesWithN_andTheGuaranteeSaysNIsTreatedAsPublic(LearnerSpec<?> spec) {
        Map<String, Object> values = MechanismConfigurations.smallSettings(spec);
        values.put("publicRows", 0);
        if (spec.param("center") != null) {
            values.put("center", false);
        }
        PrivateLearner learner = spec.create(values);
        Guarantee g = learner.fit(data(spec, zeros(N), spec.needsPublic() ? Fixtures.marginData(40, D, 0.1, 1, 99)
                : null), BUDGET, SeededNoise.forCell(0, spec.id())).spent();
        assertTrue(g.relation() == Neighbouring.ADD_REMOVE && g.caveat().contains("treats the private row count n "
                + "as public"), spec.id() + " without publicRows: " + g.relation().id() + ", caveat '" + g.caveat() + "'");
        Verdict v = verdict(learner, spec, null, spec.id() + "/no-public-rows");
        System.out.printf(Locale.ROOT, "zero-row law %s without publicRows (q = B/n): |t| %.2f%n", spec.id(), v.t());
        assertTrue(v.t() > T_MAX, spec.id() + ": q = B/n no longer moves the law (|t| " + v.t() + "): is the caveat "
                + "still true?");
    }

    /** Negative control: noise of scale 1/n, recorded add/remove (the DP-SGD divisor bug of issue 33). */
    @Test
    void noiseOfScaleOneOverN_isCaught() {
        PrivateLearner overN = (data, budget, noise) -> {
            int n = data.sensitive().rows();
            double[] w = new double[data.sensitive().cols()];
            noise.addGaussian(w, 10.0 / n);
            return Fit.of(LinearModel.of(w), new Guarantee(1.0, 1e-5, "test", Neighbouring.ADD_REMOVE,
                    new PrivacyEvent.Gaussian(1.0), ""));
        };
        Verdict v = verdict(overN, null, null, "negative-control/over-n");
        System.out.printf(Locale.ROOT, "zero-row law negative control (noise 1/n): |t| %.2f%n", v.t());
        assertTrue(v.t() > T_MAX, "the check misses noise of scale 1/n: |t| " + v.t());
    }

    /** Negative control: the AUC learner under the paper's relation, given the label flip that relation leaves out. */
    @Test
    void theAucPaperRelation_isCaughtOnALabelFlip() {
        LearnerSpec<?> spec = Learners.byId("auc-output-perturbation").orElseThrow();
        Map<String, Object> values = MechanismConfigurations.smallSettings(spec);
        values.put("relation", "replace-one-same-label");
        Verdict v = verdict(spec.create(values), spec, Neighbouring.REPLACE_ONE, "negative-control/auc-paper");
        System.out.printf(Locale.ROOT, "zero-row law negative control (AUC paper relation): |t| %.2f%n", v.t());
        assertTrue(v.t() > T_MAX, "the check misses the AUC paper relation's class counts: |t| " + v.t());
    }
}
