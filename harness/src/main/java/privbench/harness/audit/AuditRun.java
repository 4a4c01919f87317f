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
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.harness.audit.attack.Attack;
import privbench.harness.audit.attack.AttackContext;
import privbench.harness.audit.attack.Attacks;
import privbench.harness.audit.attack.ClipBkdAttack;
import privbench.harness.audit.attack.MultiRunAttack;
import privbench.harness.audit.attack.OneRunAttack;
import privbench.harness.audit.attack.OneRunDesign;
import privbench.harness.audit.attack.Worlds;
import privbench.learners.Fit;
import privbench.learners.Model;
import privbench.learners.PrivateLearner;
import privbench.learners.ScoresGivenRows;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.DpChecks;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * A privacy audit of one learner with the attack of its mechanism family ({@link Attacks}).
 *
 * <p>Multi-run (Jagielski, Ullman and Oprea 2020; Nasr et al. 2021 and 2023): fit the learner {@code runs}
 * times in each of the attack's two neighbouring worlds, score every released model, choose a threshold on a
 * held-out share of the runs of each world ({@link ThresholdBound#select}) and evaluate it on the rest, and
 * turn the error counts into an epsilon lower bound with Clopper-Pearson confidence ({@link ThresholdBound}).
 * A Gaussian fit of the scores is reported beside it as an estimate, never as the certified figure.
 *
 * <p>One-run (Steinke, Nasr and Jagielski 2023), for learners too slow for thousands of fits: one fit with m
 * canaries each included with probability 1/2, scored, and bounded by {@link OneRunAudit}.
 *
 * <p>Each run's noise comes from {@link RunNoise} keyed by (world, run); runs go to a thread pool and their
 * scores are stored by index, so the result does not depend on the number of threads.
 */
public final class AuditRun {

    private static final int PROBE_ROWS = 100;
    private static final int PROBE_COLS = 10;
    private static final int PUBLIC_ROWS = 200;

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
        return run(r, r.spec().create(r.options()), provenance);
    }

    /**
     * Audits a given instance as the learner of {@code r.spec()} (its family and defaults): the seam through
     * which tests audit decorated, broken variants (negative controls), never a production flag.
     */
    public AuditResult run(AuditRequest r, PrivateLearner learner, Map<String, Object> provenance)
            throws InterruptedException {
        long start = System.nanoTime();
        Budget budget = new Budget(r.epsilon(), r.delta());
        // the probe reads the guarantee (relation, event) the learner claims at this budget
        Fit probe = probe(r, learner, budget, PROBE_ROWS, 0);
        Neighbouring first = probe.spent().relation();
        if (attack(r, probe.spent()) instanceof OneRunAttack one && first == Neighbouring.REPLACE_ONE) {
            // DP-SGD records replace-one only when B >= n: probe again at the one-run audit's own row count, whose
            // relation is the one its fit will claim (the pair is built for it)
            int m = r.canaries() > 0 ? r.canaries() : one.defaultCanaries();
            probe = probe(r, learner, budget, (r.n() > 0 ? r.n() : one.defaultRows()) + m, 1);
        } else if (first == Neighbouring.REPLACE_ONE && attack(r, probe.spent()) instanceof MultiRunAttack multi
                && (r.n() > 0 ? r.n() : multi.defaultRows()) > PROBE_ROWS) {
            // the same for a multi-run audit on more rows than the probe's (DP-SGD on 1000 natural images, B = 256).
            // An attack's in world has n rows (the wedge) or n + 1 (a canary added to n natural rows): the probe is
            // replaced only when both counts name another relation, so an audit whose relation does not depend on the
            // rows, or changes between n and n + 1, keeps its first probe (and a mismatch is refused as before)
            int rows = r.n() > 0 ? r.n() : multi.defaultRows();
            Fit own = probe(r, learner, budget, rows, 1);
            if (own.spent().relation() != first
                    && probe(r, learner, budget, rows + 1, 2).spent().relation() == own.spent().relation()) {
                probe = own;
            }
        }
        Neighbouring relation = probe.spent().relation();
        String family = Attacks.familyOf(r.spec(), probe.spent());
        Attack attack = attack(r, probe.spent());
        if (attack instanceof OneRunAttack one) {
            if (r.sequential()) {
                progress.println("audit " + r.spec().id() + ": --sequential does not apply to a one-run audit (one "
                        + "training run, nothing to stop early); running it as usual");
            }
            return oneRun(r, learner, budget, probe.spent(), relation, family, one, start, provenance);
        }
        return multiRun(r, learner, budget, probe.spent(), relation, family, (MultiRunAttack) attack, start,
                provenance);
    }

    /** A fit on rows of the audit's base data, whose guarantee names what the learner claims at that size. */
    private Fit probe(AuditRequest r, PrivateLearner learner, Budget budget, int rows, int index) {
        Dataset probeRows = ClipBkdAttack.baseRows(rows, PROBE_COLS, r.seed(), "rows");
        return learner.fit(TrainingData.forLearner(r.spec(), probeRows, publicRows(r, PROBE_COLS)), budget,
                noise.noise("probe", index));
    }

    /** The requested attack, else the one of the learner's family for this claim. */
    private static Attack attack(AuditRequest r, Guarantee claim) {
        return r.attack() == null ? Attacks.of(Attacks.familyOf(r.spec(), claim)) : Attacks.byId(r.attack());
    }

    private AuditResult multiRun(AuditRequest r, PrivateLearner learner, Budget budget, Guarantee probe,
                                 Neighbouring relation, String family, MultiRunAttack attack, long start,
                                 Map<String, Object> provenance) throws InterruptedException {
        int rows = r.n() > 0 ? r.n() : attack.defaultRows();
        int cols = r.d() > 0 ? r.d() : attack.defaultCols(0);
        int runs = r.runs() > 0 ? r.runs() : attack.defaultRuns(r.epsilon());
        Dataset publicRows = publicRows(r, cols);
        Worlds worlds = attack.worlds(new AttackContext(r.spec(), learner, relation, rows, cols, r.seed(), publicRows));
        learner = scoringProbes(learner, m -> worlds.score().applyAsDouble(m), cols);
        progress.println(String.format(Locale.ROOT, "audit %s: %d runs in each world (family %s, attack %s, %s pair), "
                + "%d threads", r.spec().id(), runs, family, attack.id(), relation.id(), r.threads()));

        Outcome[] out = new Outcome[runs];
        Outcome[] in = new Outcome[runs];
        // a non-private claim (infinite epsilon) has nothing a sequential test could reject: it gets the fixed audit
        if (r.sequential() && Double.isFinite(probe.epsilon())) {
            return sequential(r, learner, budget, probe, relation, family, attack, worlds, publicRows, rows, cols,
                    out, in, start, provenance);
        }
        runRange(r, learner, budget, worlds, publicRows, out, in, 0, runs);

        Guarantee claim = largest(probe, out, in);
        double[] outScores = Arrays.stream(out).mapToDouble(Outcome::score).toArray();
        double[] inScores = Arrays.stream(in).mapToDouble(Outcome::score).toArray();
        int sel = r.selectionRuns(runs, attack.defaultSelectionFraction());
        double alpha = 1 - r.confidence();
        double[] selIn = Arrays.copyOf(inScores, sel);
        double[] selOut = Arrays.copyOf(outScores, sel);
        double[] evalIn = Arrays.copyOfRange(inScores, sel, runs);
        double[] evalOut = Arrays.copyOfRange(outScores, sel, runs);
        GaussianFit fit = GaussianFit.of(inScores, outScores, r.confidence());
        if (attack.gaussianStatistic() && sel >= 2) {
            PooledTailBound.Pair pair = PooledTailBound.select(selIn, selOut, runs - sel, claim.delta(), alpha);
            if (pair.negate()) {
                evalIn = negated(evalIn);
                evalOut = negated(evalOut);
            }
            PooledTailBound b = PooledTailBound.at(evalIn, evalOut, pair.high(), pair.low(), claim.delta(), alpha);
            int tp = countAtLeast(evalIn, b.high());
            int fp = countAtLeast(evalOut, b.high());
            int inLow = evalIn.length - countAtLeast(evalIn, b.low());
            int outLow = evalOut.length - countAtLeast(evalOut, b.low());
            return AuditResultBuilder.of(r, claim, relation).attack(attack, family, "multi-run", 0)
                    .design(worlds.data(), rows, cols, worlds.canaryLabel(), worlds.canaryNorm())
                    .runs(runs, sel, runs - sel)
                    .counts("pooled-tails", b.high(), tp, evalIn.length - tp, fp, evalOut.length - fp,
                            1 - b.detectionLower(), b.alarmUpper(), false)
                    .lowTail(b.low(), inLow, outLow, pair.negate())
                    .bound(b.epsilon()).estimates(fit).scores(boxed(outScores), boxed(inScores))
                    .execution(out[0].noiseMode(), r.threads(), seconds(start)).provenance(provenance).build();
        }
        double threshold = ThresholdBound.select(selIn, selOut, runs - sel, runs - sel, claim.delta(), alpha);
        ThresholdBound b = ThresholdBound.at(evalIn, evalOut, threshold, claim.delta(), alpha, true);
        return AuditResultBuilder.of(r, claim, relation).attack(attack, family, "multi-run", 0)
                .design(worlds.data(), rows, cols, worlds.canaryLabel(), worlds.canaryNorm())
                .runs(runs, sel, runs - sel)
                .counts("threshold", b.threshold(), b.tp(), b.fn(), b.fp(), b.tn(), b.fnrUpper(), b.fprUpper(),
                        b.swapped())
                .bound(b.epsilon()).estimates(fit).scores(boxed(outScores), boxed(inScores))
                .execution(out[0].noiseMode(), r.threads(), seconds(start)).provenance(provenance).build();
    }

    /**
     * Sequential multi-run: the selection runs choose the test as in the fixed audit (the pooled two tails for a
     * Gaussian statistic, else one threshold), then the evaluation runs go in batches, each pair (in run i, out
     * run i) feeding a {@link SequentialBound}, until its anytime-valid bound passes the claim or the runs are
     * spent. Run i's noise is the same as in the fixed audit, so the two read the same fits.
     */
    private AuditResult sequential(AuditRequest r, PrivateLearner learner, Budget budget, Guarantee probe,
                                   Neighbouring relation, String family, MultiRunAttack attack, Worlds worlds,
                                   Dataset publicRows, int rows, int cols, Outcome[] out, Outcome[] in, long start,
                                   Map<String, Object> provenance) throws InterruptedException {
        int runs = out.length;
        int sel = r.selectionRuns(runs, attack.defaultSelectionFraction());
        double alpha = 1 - r.confidence();
        runRange(r, learner, budget, worlds, publicRows, out, in, 0, sel);
        Guarantee claim = largest(probe, Arrays.copyOf(out, sel), Arrays.copyOf(in, sel));
        double[] selIn = Arrays.stream(in, 0, sel).mapToDouble(Outcome::score).toArray();
        double[] selOut = Arrays.stream(out, 0, sel).mapToDouble(Outcome::score).toArray();
        boolean pooled = attack.gaussianStatistic() && sel >= 2;
        PooledTailBound.Pair pair = pooled ? PooledTailBound.select(selIn, selOut, runs - sel, claim.delta(), alpha)
                : null;
        double threshold = pooled ? Double.NaN
                : ThresholdBound.select(selIn, selOut, runs - sel, runs - sel, claim.delta(), alpha);
        // one threshold is read both ways (TPR against FPR, and TNR against FNR with the worlds exchanged), as the
        // fixed bound is: two tests at alpha / 2 each, since a side chosen on a hundred selection runs is a coin flip
        SequentialBound test = new SequentialBound(claim.epsilon(), claim.delta(), pooled ? 2 : 1,
                pooled ? alpha : alpha / 2);
        SequentialBound exchanged = pooled ? null : new SequentialBound(claim.epsilon(), claim.delta(), 1, alpha / 2);
        int batch = Math.max(25, Math.min(200, (runs - sel) / 10));
        int done = sel;
        while (done < runs && !rejected(test, exchanged)) {
            int hi = Math.min(runs, done + batch);
            runRange(r, learner, budget, worlds, publicRows, out, in, done, hi);
            for (int i = done; i < hi && !rejected(test, exchanged); i++) {
                double si = in[i].score();
                double so = out[i].score();
                if (pooled) {
                    double a = pair.negate() ? -si : si;
                    double b = pair.negate() ? -so : so;
                    test.add((a >= pair.high() ? 1 : 0) + (b < pair.low() ? 1 : 0),
                            (b >= pair.high() ? 1 : 0) + (a < pair.low() ? 1 : 0));
                } else {
                    test.add(si >= threshold ? 1 : 0, so >= threshold ? 1 : 0);
                    exchanged.add(so < threshold ? 1 : 0, si < threshold ? 1 : 0);
                }
            }
            done = hi;
        }
        int used = test.pairs();
        boolean swapped = exchanged != null && exchanged.bound() > test.bound();
        double bound = exchanged == null ? test.bound() : Math.max(test.bound(), exchanged.bound());
        Outcome[] usedOut = Arrays.copyOf(out, sel + used);
        Outcome[] usedIn = Arrays.copyOf(in, sel + used);
        claim = largest(probe, usedOut, usedIn);
        double[] outScores = Arrays.stream(usedOut).mapToDouble(Outcome::score).toArray();
        double[] inScores = Arrays.stream(usedIn).mapToDouble(Outcome::score).toArray();
        GaussianFit fit = GaussianFit.of(inScores, outScores, r.confidence());
        double[] evalIn = Arrays.copyOfRange(inScores, sel, sel + used);
        double[] evalOut = Arrays.copyOfRange(outScores, sel, sel + used);
        double t = pooled ? pair.high() : threshold;
        if (pooled && pair.negate()) {
            evalIn = negated(evalIn);
            evalOut = negated(evalOut);
        }
        int tp = countAtLeast(evalIn, t);
        int fp = countAtLeast(evalOut, t);
        progress.println(String.format(Locale.ROOT, "audit %s: sequential test stopped after %d of %d evaluation "
                + "pairs (%s), log wealth at the claim %.2f", r.spec().id(), used, runs - sel,
                rejected(test, exchanged) ? "claim rejected" : "runs spent",
                swapped ? exchanged.logWealthAtClaim() : test.logWealthAtClaim()));
        AuditResultBuilder b = AuditResultBuilder.of(r, claim, relation).attack(attack, family, "sequential", 0)
                .design(worlds.data(), rows, cols, worlds.canaryLabel(), worlds.canaryNorm())
                .runs(sel + used, sel, used)
                .counts(pooled ? "pooled-tails-sequential" : "threshold-sequential", t, tp, used - tp, fp, used - fp,
                        Double.NaN, Double.NaN, swapped);
        if (pooled) {
            b = b.lowTail(pair.low(), used - countAtLeast(evalIn, pair.low()), used - countAtLeast(evalOut,
                    pair.low()), pair.negate());
        }
        return b.bound(bound).estimates(fit).scores(boxed(outScores), boxed(inScores))
                .execution(out[0].noiseMode(), r.threads(), seconds(start)).provenance(provenance).build();
    }

    private static boolean rejected(SequentialBound test, SequentialBound exchanged) {
        return test.rejectsClaim() || (exchanged != null && exchanged.rejectsClaim());
    }

    private static double[] negated(double[] v) {
        double[] m = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            m[i] = -v[i];
        }
        return m;
    }

    private static int countAtLeast(double[] v, double t) {
        int c = 0;
        for (double x : v) {
            c += x >= t ? 1 : 0;
        }
        return c;
    }

    private AuditResult oneRun(AuditRequest r, PrivateLearner learner, Budget budget, Guarantee probe,
                               Neighbouring relation, String family, OneRunAttack attack, long start,
                               Map<String, Object> provenance) {
        int m = r.canaries() > 0 ? r.canaries() : attack.defaultCanaries();
        int rows = r.n() > 0 ? r.n() : attack.defaultRows();
        int cols = r.d() > 0 ? r.d() : attack.defaultCols(m);
        Dataset publicRows = publicRows(r, cols);
        OneRunDesign design = attack.oneRunDesign(
                new AttackContext(r.spec(), learner, relation, rows, cols, r.seed(), publicRows), m);
        RandomGenerator coin = SeededNoise.ofSeed(SeededNoise.deriveSeed(r.seed(), "audit-inclusion"))
                .structural("inclusion");
        boolean[] included = new boolean[m];
        for (int j = 0; j < m; j++) {
            included[j] = coin.nextBoolean();
        }
        Dataset data = withCanaries(design, included);
        learner = scoringProbes(learner, model -> design.scores().apply(model), cols);
        progress.println(String.format(Locale.ROOT, "audit %s: one run with %d canaries (family %s, attack %s, %s)",
                r.spec().id(), m, family, attack.id(), relation.id()));
        NoiseSource source = noise.noise("one-run", 0);
        Fit fit = learner.fit(TrainingData.forLearner(r.spec(), data, publicRows), budget, source);
        requireRelation(relation, fit.spent());
        if (!r.spec().nonPrivate()) {
            DpChecks.requireWithin(fit.spent(), budget);
        }
        Guarantee claim = fit.spent().epsilon() > probe.epsilon() ? fit.spent() : probe;
        double[] scores = design.scores().apply(fit.model());
        List<Double> inScores = new ArrayList<>();
        List<Double> outScores = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            (included[j] ? inScores : outScores).add(scores[j]);
        }
        double alpha = 1 - r.confidence();
        // a pure-DP claim has delta 0; the one-run p-value then has no delta term (a tiny positive stands in)
        double eps = OneRunAudit.epsilon(unboxed(inScores), unboxed(outScores), alpha,
                Math.max(claim.delta(), Double.MIN_NORMAL), OneRunAudit.Method.EPSILON_DELTA);
        return AuditResultBuilder.of(r, claim, relation).attack(attack, family, "one-run", m)
                .design(design.data(), rows, cols, 1, 1.0).runs(1, 0, 1).oneRun()
                .bound(eps).scores(outScores, inScores).execution(source.mode(), 1, seconds(start))
                .provenance(provenance).build();
    }

    /** For a learner that scores only rows named in advance, the same learner told the statistic's probe rows. */
    private static PrivateLearner scoringProbes(PrivateLearner learner, Consumer<Model> statistic,
                                                int cols) {
        return learner instanceof ScoresGivenRows s ? s.scoring(ProbeRows.of(statistic, cols)) : learner;
    }

    private static Dataset withCanaries(OneRunDesign design, boolean[] included) {
        Dataset base = design.base();
        Dataset canaries = design.canaries();
        int d = base.cols();
        int extra = 0;
        for (boolean b : included) {
            extra += b || design.standIn() != null ? 1 : 0;
        }
        int n = base.rows();
        double[] x = Arrays.copyOf(base.x(), (n + extra) * d);
        int[] labels = Arrays.copyOf(base.labels(), n + extra);
        int row = n;
        for (int j = 0; j < included.length; j++) {
            if (included[j]) {
                System.arraycopy(canaries.x(), j * d, x, row * d, d);
            } else if (design.standIn() != null) {
                System.arraycopy(design.standIn(), 0, x, row * d, d);
            } else {
                continue;
            }
            labels[row++] = canaries.label(j);
        }
        return Dataset.labelled("audit/one-run", x, n + extra, d, labels, base.classNames(), base.normBound());
    }

    /** One run's result: the score, the guarantee spent, and the noise source's mode. */
    private record Outcome(double score, Guarantee spent, String noiseMode) {
    }

    /** Runs {@code [from, to)} of both worlds into the arrays (each run's noise keyed by world and index). */
    private void runRange(AuditRequest r, PrivateLearner learner, Budget budget, Worlds worlds, Dataset publicRows,
                          Outcome[] out, Outcome[] in, int from0, int to) throws InterruptedException {
        TrainingData outData = TrainingData.forLearner(r.spec(), worlds.out(), publicRows);
        TrainingData inData = TrainingData.forLearner(r.spec(), worlds.in(), publicRows);
        ExecutorService pool = Executors.newFixedThreadPool(r.threads());
        int runs = to - from0;
        Counter counter = new Counter(2 * runs, progress);
        try {
            List<Future<?>> jobs = new ArrayList<>();
            // a block of runs per job: small fits would otherwise spend their time in the pool
            int block = Math.max(1, Math.min(64, runs / (8 * r.threads())));
            for (int from = from0; from < to; from += block) {
                int lo = from;
                int hi = Math.min(to, from + block);
                jobs.add(pool.submit(() -> {
                    for (int run = lo; run < hi; run++) {
                        out[run] = fit(learner, outData, budget, worlds, "out", run, r.spec().nonPrivate());
                        in[run] = fit(learner, inData, budget, worlds, "in", run, r.spec().nonPrivate());
                        counter.done(2);
                    }
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

    private Outcome fit(PrivateLearner learner, TrainingData data, Budget budget, Worlds worlds, String world,
                        int run, boolean nonPrivate) {
        NoiseSource source = noise.noise(world, run);
        Fit fit = learner.fit(data, budget, source);
        if (!nonPrivate) {
            DpChecks.requireWithin(fit.spent(), budget);
        }
        return new Outcome(worlds.score().applyAsDouble(fit.model()), fit.spent(), source.mode());
    }

    /** The guarantee with the largest (epsilon, then delta) over the probe and every run: they should agree. */
    private static Guarantee largest(Guarantee probe, Outcome[] out, Outcome[] in) {
        Guarantee g = probe;
        for (Outcome[] world : List.of(out, in)) {
            for (Outcome o : world) {
                Guarantee s = o.spent();
                requireRelation(probe.relation(), s);
                if (s.epsilon() > g.epsilon() || (s.epsilon() == g.epsilon() && s.delta() > g.delta())) {
                    g = s;
                }
            }
        }
        return g;
    }

    /**
     * The pair was built for the relation the probe fit recorded; a fit of the audit itself that records another
     * (DP-SGD's relation depends on n through B >= n) would test pairs of the wrong relation against its claim.
     */
    private static void requireRelation(Neighbouring designed, Guarantee fitted) {
        if (fitted.relation() != designed) {
            throw new IllegalArgumentException("the audit's pair is built for " + designed.id() + " (the probe fit's"
                    + " relation) but a fit of the audit records " + fitted.relation().id() + "; the learner's "
                    + "relation depends on the rows (e.g. DP-SGD with B >= n): set --n so that both fits agree");
        }
    }

    /** Public rows for learners that need them (the same in both worlds), else an empty set. */
    private static Dataset publicRows(AuditRequest r, int cols) {
        if (!r.spec().needsPublic()) {
            return Dataset.empty("audit/public", cols, List.of("0", "1"));
        }
        return ClipBkdAttack.publicRows(PUBLIC_ROWS, cols, r.seed());
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    private static List<Double> boxed(double[] v) {
        List<Double> out = new ArrayList<>(v.length);
        for (double x : v) {
            out.add(x);
        }
        return out;
    }

    private static double[] unboxed(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).toArray();
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

        synchronized void done(int k) {
            done += k;
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
