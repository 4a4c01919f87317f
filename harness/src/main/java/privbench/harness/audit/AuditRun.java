package privbench.harness.audit;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import privbench.data.Dataset;
import privbench.data.synthetic.MarginHalfspace;
import privbench.learners.Fit;
import privbench.learners.Model;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * A multi-run privacy audit of one learner (Jagielski, Ullman and Oprea 2020; anchors section C): fit it
 * {@code runs} times on each of two neighbouring datasets (without and with a canary, under the relation its
 * guarantee names), score the canary with every model, choose a threshold on the first half of the runs of
 * each world and evaluate it on the second half, and turn the error counts into an epsilon lower bound with
 * Clopper-Pearson confidence ({@link ThresholdBound}).
 *
 * <p>Each run's noise comes from {@link RunNoise} keyed by (world, run); runs go to a thread pool and their
 * scores are stored by index, so the result does not depend on the number of threads.
 */
public final class AuditRun {

    private static final double MARGIN = 0.1;

    private final RunNoise noise;
    private final PrintStream progress;

    /**
     * @param noise    the noise of each run (tests wrap it, e.g. in a scaled-down source, for negative controls)
     * @param progress where progress lines go
     */
    public AuditRun(RunNoise noise, PrintStream progress) {
        this.noise = noise;
        this.progress = progress;
    }

    /**
     * Runs the audit.
     *
     * @throws IllegalArgumentException when the learner refuses the audit's data or budget
     */
    public AuditResult run(AuditRequest r, Map<String, Object> provenance) throws InterruptedException {
        Dataset base = baseData(r);
        Dataset publicRows = publicRows(r, base);
        Budget budget = new Budget(r.epsilon(), r.delta());
        PrivateLearner learner = r.spec().create(r.options());
        Fit probe = learner.fit(TrainingData.forLearner(r.spec(), base, publicRows), budget, noise.noise("probe", 0));
        Neighbouring relation = probe.spent().relation();
        Canary.Point canary = r.canary().place(base);
        NeighbouringPair pair = NeighbouringPair.of(base, canary, relation);
        progress.println(String.format(Locale.ROOT, "audit %s: %d runs in each world (%s pair, canary %s), %d threads",
                r.spec().id(), r.runs(), relation.id(), r.canary().id(), r.threads()));

        Outcome[] out = new Outcome[r.runs()];
        Outcome[] in = new Outcome[r.runs()];
        runAll(r, learner, budget, pair, publicRows, out, in);

        Guarantee claim = largest(probe.spent(), out, in);
        double[] outScores = Arrays.stream(out).mapToDouble(Outcome::score).toArray();
        double[] inScores = Arrays.stream(in).mapToDouble(Outcome::score).toArray();
        int half = r.selectionRuns();
        double alpha = 1 - r.confidence();
        ThresholdBound chosen = ThresholdBound.best(Arrays.copyOf(inScores, half), Arrays.copyOf(outScores, half),
                claim.delta(), alpha);
        ThresholdBound b = ThresholdBound.at(Arrays.copyOfRange(inScores, half, r.runs()),
                Arrays.copyOfRange(outScores, half, r.runs()), chosen.threshold(), claim.delta(), alpha, true);
        return new AuditResult(r.spec().id(), r.spec().canonicalJson(r.options()), r.epsilon(), r.delta(),
                claim.epsilon(), claim.delta(), claim.accountant(), relation.id(), claim.caveat(), r.canary().id(),
                canary.label(), base.normBound(), "margin-halfspace in " + (r.d() - 1) + " of " + r.d() + " dimensions, n=" + r.n() + ", margin=" + MARGIN,
                r.n(), r.d(), r.seed(), r.runs(), half, r.runs() - half, b.threshold(), b.tp(), b.fn(), b.fp(), b.tn(),
                b.fnrUpper(), b.fprUpper(), b.swapped(), r.confidence(), b.epsilon(), b.epsilon() / claim.epsilon(),
                b.epsilon() > claim.epsilon(), out[0].noiseMode(), r.threads(), boxed(outScores), boxed(inScores),
                provenance);
    }

    /** One run's result: the canary's score, the guarantee spent, and the noise source's mode. */
    private record Outcome(double score, Guarantee spent, String noiseMode) {
    }

    private void runAll(AuditRequest r, PrivateLearner learner, Budget budget, NeighbouringPair pair,
                        Dataset publicRows, Outcome[] out, Outcome[] in) throws InterruptedException {
        TrainingData outData = TrainingData.forLearner(r.spec(), pair.out(), publicRows);
        TrainingData inData = TrainingData.forLearner(r.spec(), pair.in(), publicRows);
        ExecutorService pool = Executors.newFixedThreadPool(r.threads());
        Counter counter = new Counter(2 * r.runs(), progress);
        try {
            List<Future<?>> jobs = new ArrayList<>();
            for (int i = 0; i < r.runs(); i++) {
                int run = i;
                jobs.add(pool.submit(() -> {
                    out[run] = fit(learner, outData, budget, pair, "out", run, r.spec().nonPrivate());
                    counter.done();
                }));
                jobs.add(pool.submit(() -> {
                    in[run] = fit(learner, inData, budget, pair, "in", run, r.spec().nonPrivate());
                    counter.done();
                }));
            }
            for (Future<?> f : jobs) {
                f.get();
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException("an audit run failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private Outcome fit(PrivateLearner learner, TrainingData data, Budget budget, NeighbouringPair pair, String world,
                        int run, boolean nonPrivate) {
        NoiseSource source = noise.noise(world, run);
        Fit fit = learner.fit(data, budget, source);
        if (!nonPrivate) {
            DpChecks.requireWithin(fit.spent(), budget);
        }
        return new Outcome(score(fit.model(), pair), fit.spent(), source.mode());
    }

    /** The model's score for the canary's class on the canary: larger means "the canary was in". */
    static double score(Model model, NeighbouringPair pair) {
        double[] s = model.scores(pair.canary());
        if (s.length == 1) {
            return pair.label() == 1 ? s[0] : -s[0];
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < s.length; c++) {
            if (c != pair.label()) {
                best = Math.max(best, s[c]);
            }
        }
        return s[pair.label()] - best;
    }

    /** The guarantee with the largest (epsilon, then delta) over the probe and every run: they should agree. */
    private static Guarantee largest(Guarantee probe, Outcome[] out, Outcome[] in) {
        Guarantee g = probe;
        for (Outcome[] world : List.of(out, in)) {
            for (Outcome o : world) {
                Guarantee s = o.spent();
                if (s.epsilon() > g.epsilon() || (s.epsilon() == g.epsilon() && s.delta() > g.delta())) {
                    g = s;
                }
            }
        }
        return g;
    }

    /**
     * The base rows: a unit-norm margin halfspace in d - 1 dimensions with a zero last coordinate, so that one
     * direction is pulled on by no row and a canary there is damped by nothing but the regulariser.
     */
    private static Dataset baseData(AuditRequest r) {
        return padded(generate(r, "rows"), r.d()).named("audit/base");
    }

    private static Dataset generate(AuditRequest r, String stream) {
        NoiseSource root = SeededNoise.ofSeed(SeededNoise.deriveSeed(r.seed(), "audit-data"));
        return new MarginHalfspace().generate(r.n(), r.d() - 1, Map.of("margin", MARGIN), root.structural("structure"),
                root.structural(stream));
    }

    private static Dataset padded(Dataset rows, int d) {
        int n = rows.rows();
        int k = rows.cols();
        double[] x = new double[n * d];
        for (int i = 0; i < n; i++) {
            System.arraycopy(rows.x(), i * k, x, i * d, k);
        }
        return rows.withFeatures(x, d, rows.normBound());
    }

    /** Public rows from the same distribution, for learners that need them (the same in both worlds). */
    private static Dataset publicRows(AuditRequest r, Dataset base) {
        if (!r.spec().needsPublic()) {
            return Dataset.empty("audit/public", base.cols(), base.classNames());
        }
        return padded(generate(r, "public-rows"), r.d()).named("audit/public");
    }

    private static List<Double> boxed(double[] v) {
        List<Double> out = new ArrayList<>(v.length);
        for (double x : v) {
            out.add(x);
        }
        return out;
    }

    /** Progress lines: at most one every two seconds, and one at the end. */
    private static final class Counter {
        private final int total;
        private final PrintStream out;
        private final long start = System.nanoTime();
        private long last = start;
        private int done;

        Counter(int total, PrintStream out) {
            this.total = total;
            this.out = out;
        }

        synchronized void done() {
            done++;
            long now = System.nanoTime();
            if (done == total || now - last >= 2_000_000_000L) {
                last = now;
                out.println(String.format(Locale.ROOT, "audit: %d/%d fits, %.1f s", done, total, (now - start) / 1e9));
            }
        }
    }

    /** Provenance entries for audit.json. */
    public static Map<String, Object> provenance(String projectVersion, String gitCommit, List<String> commandLine,
                                                 String startedAt) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("project_version", projectVersion);
        p.put("git_commit", gitCommit);
        p.put("java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        p.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        p.put("command_line", List.copyOf(commandLine));
        p.put("started_at", startedAt);
        return p;
    }
}
