package privbench.harness.compare;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.compare.Finding.Kind;
import privbench.linalg.StandardNormal;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryLayout;

/**
 * Compares the summary of a run with a baseline's, group by group (groups are matched by their id, the
 * hash of their definition: learner, parameters, data, n, d, epsilon, delta), under a {@link CompareRule}.
 */
public final class RunComparator {

    private static final List<String> LABELS = List.of("accountant", "neighbouring", "caveat");

    private final CompareRule rule;

    public RunComparator(CompareRule rule) {
        this.rule = rule;
    }

    /** A metric comparison waiting for the multiple-testing correction. */
    private record PendingTest(Map<String, String> group, String metric, boolean higherIsBetter,
                               WelchTest.Sample baseline, WelchTest.Sample current, double baselineHalf,
                               double currentHalf, double pValue, String test, double detectable) {
    }

    /**
     * Compares two runs: their cell groups, and where both have tuned-cells.csv their private selections too (the
     * same tests, corrected as a family of their own; findings named {@code tuned <quantity>}).
     */
    public Comparison compare(RunFolder baseline, RunFolder current) {
        Comparison cells = compareGroups(baseline, current);
        Optional<RunFolder> tb = TunedRuns.of(baseline);
        Optional<RunFolder> tc = TunedRuns.of(current);
        if (tb.isEmpty() && tc.isEmpty()) {
            return cells;
        }
        List<Finding> findings = new ArrayList<>(cells.findings());
        List<String> notes = new ArrayList<>(cells.notes());
        if (tb.isPresent() && tc.isPresent()) {
            for (Finding f : compareGroups(tb.get(), tc.get()).findings()) {
                findings.add(new Finding(f.kind(), f.groupId(), f.configuration(), f.setting(), "tuned " + f.quantity(),
                        f.baseline(), f.current(), f.baselineHalf(), f.currentHalf(), f.pValue(), f.note()));
            }
            notes.add("tuned-cells.csv compared too (findings named \"tuned ...\"), Holm-corrected apart from the cells");
        } else {
            notes.add("only the " + (tb.isPresent() ? "baseline" : "current") + " run has tuned-cells.csv: its private "
                    + "selections are not compared");
        }
        return new Comparison(cells.baselineDir(), cells.currentDir(), cells.baselineManifest(),
                cells.currentManifest(), rule, findings, notes);
    }

    private Comparison compareGroups(RunFolder baseline, RunFolder current) {
        Map<String, Map<String, String>> base = byId(baseline);
        Map<String, Map<String, String>> cur = byId(current);
        List<String> settings = new ArrayList<>(baseline.layout().settingColumns());
        current.layout().settingColumns().stream().filter(c -> !settings.contains(c)).forEach(settings::add);
        List<Map<String, String>> all = new ArrayList<>(base.values());
        all.addAll(cur.values());
        GroupLabels labels = GroupLabels.of(settings, all);
        Map<String, List<Map<String, String>>> unmatchedBySetting = unmatched(cur, base, settings);
        Optional<PairedRepetitions> pairing = PairedRepetitions.of(baseline.cells(), current.cells(),
                baseline.manifest().map(Manifest::seed), current.manifest().map(Manifest::seed));

        List<Finding> findings = new ArrayList<>();
        List<PendingTest> tests = new ArrayList<>();
        Map<String, List<Finding>> byGroup = new LinkedHashMap<>();
        Set<String> matched = new java.util.HashSet<>();
        for (Map<String, String> b : base.values()) {
            List<Finding> own = new ArrayList<>();
            byGroup.put(b.get(Columns.GROUP_ID), own);
            Map<String, String> c = cur.get(b.get(Columns.GROUP_ID));
            if (c == null) {
                List<Map<String, String>> twins = unmatchedBySetting.getOrDefault(settingKey(b, settings), List.of());
                Optional<Map<String, String>> twin = otherParameters(b, twins);
                if (twin.isEmpty() || !matched.add(twin.get().get(Columns.GROUP_ID))) {
                    own.add(missing(b, labels, twins));
                    continue;
                }
                // the same learner and setting with other parameters: compared (Welch: no cells pair across groups)
                c = twin.get();
                own.add(finding(Kind.CHANGED, b, labels, "params", Double.NaN, Double.NaN, "same learner, other "
                        + "parameters: compared with group " + c.get(Columns.GROUP_ID) + " ("
                        + paramsChange(b.get("params"), c.get("params")) + ")"));
            }
            for (String m : baseline.layout().metrics()) {
                metric(b, c, m, current.layout(), labels, own, tests, pairing);
            }
            own.addAll(privacy(b, c, labels));
            own.addAll(errors(b, c, labels, current));
            timing(b, c, labels).ifPresent(own::add);
        }
        Map<String, List<Finding>> judged = new LinkedHashMap<>();
        for (Finding f : judge(tests, labels)) {
            judged.computeIfAbsent(f.groupId(), k -> new ArrayList<>()).add(f);
        }
        for (Map.Entry<String, List<Finding>> e : byGroup.entrySet()) {
            findings.addAll(judged.getOrDefault(e.getKey(), List.of()));
            findings.addAll(e.getValue());
        }
        // the configuration-level findings, after the groups they combine
        judged.forEach((id, fs) -> {
            if (!byGroup.containsKey(id)) {
                findings.addAll(fs);
            }
        });
        for (Map<String, String> c : cur.values()) {
            if (!base.containsKey(c.get(Columns.GROUP_ID)) && !matched.contains(c.get(Columns.GROUP_ID))) {
                findings.add(finding(Kind.NEW, c, labels, "group", Double.NaN, Double.NaN,
                        "only the current run has this group"));
            }
        }
        return new Comparison(baseline.dir(), current.dir(), baseline.manifest(), current.manifest(), rule, findings,
                notes(baseline, current, pairing.isPresent()));
    }

    private static Map<String, Map<String, String>> byId(RunFolder run) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (Map<String, String> row : GroupLabels.rows(run.summary())) {
            out.put(row.get(Columns.GROUP_ID), row);
        }
        return out;
    }

    /** Current groups without a baseline twin, by learner and setting, to explain a missing group. */
    private static Map<String, List<Map<String, String>>> unmatched(Map<String, Map<String, String>> cur,
                                                                   Map<String, Map<String, String>> base,
                                                                   List<String> settings) {
        Map<String, List<Map<String, String>>> out = new LinkedHashMap<>();
        for (Map<String, String> c : cur.values()) {
            if (!base.containsKey(c.get(Columns.GROUP_ID))) {
                out.computeIfAbsent(settingKey(c, settings), k -> new ArrayList<>()).add(c);
            }
        }
        return out;
    }

    private static String settingKey(Map<String, String> g, List<String> settings) {
        StringBuilder sb = new StringBuilder(g.get("learner"));
        for (String s : settings) {
            sb.append('|').append(g.getOrDefault(s, ""));
        }
        return sb.toString();
    }

    /** The one current group with the baseline's learner and setting but other parameters, on the same data. */
    private static Optional<Map<String, String>> otherParameters(Map<String, String> b,
                                                                 List<Map<String, String>> twins) {
        List<Map<String, String>> others = twins.stream().filter(t -> !t.get("params").equals(b.get("params"))
                && t.getOrDefault("dataset", "").equals(b.getOrDefault("dataset", ""))).toList();
        return others.size() == 1 ? Optional.of(others.get(0)) : Optional.empty();
    }

    /** The parameters that differ, e.g. "iterations 200 -> 3", from two canonical params JSON objects. */
    static String paramsChange(String before, String after) {
        Map<String, String> a = flatJson(before);
        Map<String, String> c = flatJson(after);
        List<String> out = new ArrayList<>();
        java.util.TreeSet<String> keys = new java.util.TreeSet<>(a.keySet());
        keys.addAll(c.keySet());
        for (String k : keys) {
            String x = a.getOrDefault(k, "(none)");
            String y = c.getOrDefault(k, "(none)");
            if (!x.equals(y)) {
                out.add(k + " " + x + " -> " + y);
            }
        }
        return out.isEmpty() ? "no parameter differs" : String.join(", ", out);
    }

    private static Map<String, String> flatJson(String json) {
        Map<String, String> out = new LinkedHashMap<>();
        try {
            var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json == null ? "{}" : json);
            node.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().isTextual() ? e.getValue().asText()
                    : e.getValue().toString()));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            out.put("params", json);
        }
        return out;
    }

    private Finding missing(Map<String, String> b, GroupLabels labels, List<Map<String, String>> twins) {
        String note = "the current run has no group with this definition";
        if (!twins.isEmpty()) {
            Map<String, String> twin = twins.get(0);
            note += twin.get("params").equals(b.get("params"))
                    ? "; group " + twin.get(Columns.GROUP_ID) + " has the same learner, parameters and setting on other data "
                    + "(the data identity changed: split, preprocessing, file or generator)"
                    : "; group " + twin.get(Columns.GROUP_ID) + " has the same learner and setting with other parameters "
                    + twin.get("params") + " (baseline " + b.get("params") + "); refresh the baseline if that is intended";
        }
        return finding(Kind.MISSING, b, labels, "group", Double.NaN, Double.NaN, note);
    }

    private void metric(Map<String, String> b, Map<String, String> c, String m, SummaryLayout currentLayout,
                        GroupLabels labels, List<Finding> out, List<PendingTest> tests,
                        Optional<PairedRepetitions> pairing) {
        double bm = value(b, SummaryLayout.mean(m));
        if (!currentLayout.metrics().contains(m)) {
            out.add(finding(Kind.MISSING, b, labels, m, bm, Double.NaN, "the current run does not measure " + m));
            return;
        }
        double cm = value(c, SummaryLayout.mean(m));
        Optional<Metric> known = Metrics.byId(m);
        if (Double.isNaN(bm) || Double.isNaN(cm) || known.isEmpty()) {
            String why = known.isEmpty() ? "unknown metric: whether higher is better is not known"
                    : "no successful repetition on " + (Double.isNaN(bm) ? "the baseline" : "the current") + " side";
            out.add(finding(Kind.UNJUDGED, b, labels, m, bm, cm, why));
            return;
        }
        var bs = new WelchTest.Sample(bm, value(b, SummaryLayout.std(m)), (int) value(b, SummaryLayout.REPS));
        var cs = new WelchTest.Sample(cm, value(c, SummaryLayout.std(m)), (int) value(c, SummaryLayout.REPS));
        Optional<PairedRepetitions.Result> paired = pairing.flatMap(p -> p.test(b.get(Columns.GROUP_ID), m));
        if (paired.isPresent()) {
            PairedRepetitions.Result r = paired.get();
            tests.add(new PendingTest(b, m, known.get().higherIsBetter(), bs, cs, half(b, m), half(c, m), r.pValue(),
                    "paired t-test over " + r.pairs() + " repetitions", r.detectable(rule.alpha())));
            return;
        }
        tests.add(new PendingTest(b, m, known.get().higherIsBetter(), bs, cs, half(b, m), half(c, m),
                WelchTest.pValue(bs, cs), "Welch test", WelchTest.detectable(bs, cs, rule.alpha())));
    }

    /**
     * Holm-Bonferroni over the tests with a p-value, then the minimum effect, then the direction. A metric whose mean
     * is identical on both sides (reproduced to the bit, as every untouched group of a rerun is) is not a test: it
     * holds no evidence either way and would only widen the family, so the correction counts the changed ones.
     */
    private List<Finding> judge(List<PendingTest> tests, GroupLabels labels) {
        List<PendingTest> tested = new ArrayList<>(tests.stream().filter(t -> !Double.isNaN(t.pValue()))
                .filter(t -> t.current().mean() != t.baseline().mean()).toList());
        Set<PendingTest> significant = Holm.significant(tested, PendingTest::pValue, rule.alpha());
        List<Finding> out = new ArrayList<>();
        for (PendingTest t : tests) {
            double change = t.current().mean() - t.baseline().mean();
            boolean better = t.higherIsBetter() ? change > 0 : change < 0;
            boolean large = Math.abs(change) >= rule.minEffect();
            boolean untested = Double.isNaN(t.pValue());
            Kind kind;
            String note;
            if (change == 0) {
                kind = Kind.UNCHANGED;
                note = "identical";
            } else if (!large) {
                kind = Kind.UNCHANGED;
                note = "change below the minimum effect " + rule.minEffect();
            } else if (!untested && !significant.contains(t)) {
                kind = Kind.UNCHANGED;
                String detectable = Double.isNaN(t.detectable()) ? ""
                        : "; these repetitions detect changes from about " + ReadableNumber.of(t.detectable());
                note = Math.abs(change) >= t.detectable() || Double.isNaN(t.detectable())
                        ? "within the noise of the repetitions (Holm-corrected " + t.test() + " not significant"
                                + detectable + ")"
                        : "large change, not significant (Holm-corrected " + t.test() + detectable
                                + "): add repetitions";
            } else {
                kind = better ? Kind.IMPROVEMENT : Kind.REGRESSION;
                note = (better ? "better" : "worse") + " by " + ReadableNumber.of(Math.abs(change)) + (untested
                        ? " (one repetition on a side: judged by the minimum effect " + rule.minEffect() + " alone)"
                        : " (" + t.test() + " p = " + ReadableNumber.pValue(t.pValue())
                                + ", significant after Holm correction at alpha " + rule.alpha() + ")");
            }
            out.add(new Finding(kind, t.group().get(Columns.GROUP_ID), labels.configuration(t.group()),
                    labels.setting(t.group()), t.metric(), t.baseline().mean(), t.current().mean(), t.baselineHalf(),
                    t.currentHalf(), t.pValue(), note));
        }
        out.addAll(learnerFindings(tested, labels));
        return out;
    }

    /**
     * One finding per configuration (learner and parameters) and metric over all its changed groups: a drop at every
     * epsilon is one effect, which group-by-group tests split into many weak ones. Stouffer's combination of the
     * groups' signed z (each from its two-sided p and the direction of its change; the groups use disjoint cells, so
     * the z are independent under no change), Holm-corrected over the configurations, and judged like a group: the
     * mean direction-adjusted change must reach the minimum effect.
     */
    private List<Finding> learnerFindings(List<PendingTest> tested, GroupLabels labels) {
        Map<String, List<PendingTest>> byConfiguration = new LinkedHashMap<>();
        for (PendingTest t : tested) {
            byConfiguration.computeIfAbsent(labels.configuration(t.group()) + "\u0000" + t.metric(),
                    k -> new ArrayList<>()).add(t);
        }
        record Combined(List<PendingTest> tests, double z, double p, double change) {
        }
        List<Combined> family = new ArrayList<>();
        for (List<PendingTest> ts : byConfiguration.values()) {
            if (ts.size() < 2) {
                continue;
            }
            double sum = 0;
            double change = 0;
            for (PendingTest t : ts) {
                double d = t.current().mean() - t.baseline().mean();
                double signed = t.higherIsBetter() ? d : -d;   // > 0: better
                double p = Math.max(t.pValue(), 1e-300);
                sum += Math.signum(signed) * StandardNormal.quantile(1 - p / 2);
                change += signed;
            }
            double z = sum / Math.sqrt(ts.size());
            double p = 2 * StandardNormal.cdf(-Math.abs(z));
            family.add(new Combined(ts, z, p, change / ts.size()));
        }
        Set<Combined> significant = Holm.significant(family, Combined::p, rule.alpha());
        List<Finding> out = new ArrayList<>();
        for (Combined c : family) {
            PendingTest first = c.tests().get(0);
            boolean large = Math.abs(c.change()) >= rule.minEffect();
            Kind kind = !significant.contains(c) || !large || Math.signum(c.z()) != Math.signum(c.change())
                    ? Kind.UNCHANGED : c.z() > 0 ? Kind.IMPROVEMENT : Kind.REGRESSION;
            String across = "across its " + c.tests().size() + " changed settings (Stouffer z = "
                    + ReadableNumber.of(c.z(), 3) + ", p = " + ReadableNumber.pValue(c.p()) + ", Holm-corrected over "
                    + family.size() + " configurations; mean change " + ReadableNumber.of(c.change()) + " in the "
                    + "metric's better direction)";
            String note = switch (kind) {
                case REGRESSION -> "worse " + across;
                case IMPROVEMENT -> "better " + across;
                default -> (large ? "no consistent change " : "change below the minimum effect " + rule.minEffect()
                        + " ") + across;
            };
            double bm = c.tests().stream().mapToDouble(t -> t.baseline().mean()).average().orElse(Double.NaN);
            double cm = c.tests().stream().mapToDouble(t -> t.current().mean()).average().orElse(Double.NaN);
            out.add(new Finding(kind, "configuration:" + labels.configuration(first.group()),
                    labels.configuration(first.group()), "all " + c.tests().size() + " changed settings",
                    first.metric(), bm, cm, Double.NaN, Double.NaN, c.p(), note));
        }
        return out;
    }

    private List<Finding> privacy(Map<String, String> b, Map<String, String> c, GroupLabels labels) {
        List<Finding> out = new ArrayList<>();
        double be = value(b, SummaryLayout.EPSILON_SPENT);
        double ce = value(c, SummaryLayout.EPSILON_SPENT);
        if (!Double.isNaN(be) && !Double.isNaN(ce)) {
            double slack = CompareRule.EPSILON_ROUNDING * (Double.isInfinite(be) ? 0 : Math.abs(be));
            Kind kind = ce > be + slack ? Kind.PRIVACY_REGRESSION : ce < be - slack ? Kind.PRIVACY_IMPROVEMENT
                    : Kind.UNCHANGED;
            String note = switch (kind) {
                case PRIVACY_REGRESSION -> "spends more privacy than the baseline";
                case PRIVACY_IMPROVEMENT -> "spends less privacy than the baseline";
                default -> "same guarantee";
            };
            out.add(finding(kind, b, labels, "epsilon_spent", be, ce, note));
        }
        for (String col : LABELS) {
            if (b.containsKey(col) && c.containsKey(col) && !b.get(col).equals(c.get(col))) {
                out.add(finding(Kind.CHANGED, b, labels, col, Double.NaN, Double.NaN,
                        col + " was '" + b.get(col) + "', is '" + c.get(col) + "'"));
            }
        }
        return out;
    }

    private static List<Finding> errors(Map<String, String> b, Map<String, String> c, GroupLabels labels,
                                        RunFolder current) {
        double be = value(b, SummaryLayout.ERRORS);
        double ce = value(c, SummaryLayout.ERRORS);
        if (!(ce > be)) {
            return List.of();
        }
        String message = current.cells().flatMap(t -> t.rows().stream()
                .filter(r -> t.get(r, Columns.GROUP_ID).equals(c.get(Columns.GROUP_ID)) && !t.get(r, Columns.STATUS).equals("ok"))
                .map(r -> t.get(r, "error")).findFirst()).orElse("");
        String note = (int) ce + " repetitions failed (baseline " + (int) be + ")"
                + (message.isEmpty() ? "" : ": " + message);
        return List.of(finding(Kind.ERRORS, b, labels, "n_errors", be, ce, note));
    }

    private Optional<Finding> timing(Map<String, String> b, Map<String, String> c, GroupLabels labels) {
        double bt = value(b, SummaryLayout.FIT_SECONDS);
        double ct = value(c, SummaryLayout.FIT_SECONDS);
        if (!(bt >= 0) || !(ct >= 0) || Double.isInfinite(bt) || Double.isInfinite(ct)) {
            return Optional.empty();
        }
        String ratio = bt > 0 ? String.format(Locale.ROOT, "x%.2f", ct / bt) : "from 0";
        Kind kind = Kind.UNCHANGED;
        if (ct > bt * rule.timeRatio() && ct - bt > rule.timeFloorSeconds()) {
            kind = Kind.SLOWER;
        } else if (ct * rule.timeRatio() < bt && bt - ct > rule.timeFloorSeconds()) {
            kind = Kind.FASTER;
        }
        String note = "mean fit time " + ratio + (kind == Kind.UNCHANGED ? " (within the ratio " + rule.timeRatio()
                + " or the floor " + rule.timeFloorSeconds() + " s)" : "");
        return Optional.of(finding(kind, b, labels, Columns.FIT_SECONDS, bt, ct, note));
    }

    private static Finding finding(Kind kind, Map<String, String> g, GroupLabels labels, String quantity,
                                   double baseline, double current, String note) {
        return new Finding(kind, g.get(Columns.GROUP_ID), labels.configuration(g), labels.setting(g), quantity, baseline,
                current, Double.NaN, Double.NaN, Double.NaN, note);
    }

    private static List<String> notes(RunFolder baseline, RunFolder current, boolean paired) {
        List<String> notes = new ArrayList<>();
        Optional<Long> bs = baseline.manifest().map(Manifest::seed);
        Optional<Long> cs = current.manifest().map(Manifest::seed);
        if (bs.isPresent() && cs.isPresent() && !bs.equals(cs)) {
            notes.add("the seeds differ (baseline " + bs.get() + ", current " + cs.get() + "): repetitions see other "
                    + "data and noise, so metrics are compared by Welch tests on the means");
        } else if (paired) {
            notes.add("both runs have seed " + bs.get() + " and their cells: each metric is compared by a paired t-test "
                    + "over the repetitions both share (the same split, data and noise streams)");
        } else {
            notes.add("metrics are compared by Welch tests on the means (paired tests need both runs' cells and seeds)");
        }
        if (baseline.manifest().isPresent() && current.manifest().isPresent()
                && !baseline.manifest().get().noise().equals(current.manifest().get().noise())) {
            notes.add("the noise modes differ: baseline " + baseline.manifest().get().noise() + ", current "
                    + current.manifest().get().noise());
        }
        current.layout().metrics().stream().filter(m -> !baseline.layout().metrics().contains(m))
                .forEach(m -> notes.add("the current run also measures " + m + ", which the baseline does not"));
        if (baseline.manifest().isPresent() && current.manifest().isPresent()
                && !baseline.manifest().get().name().equals(current.manifest().get().name())) {
            notes.add("the runs come from different experiments: " + baseline.manifest().get().name() + " and "
                    + current.manifest().get().name());
        }
        return notes;
    }

    /** Half the width of a group's 95% interval of a metric, or NaN. */
    private static double half(Map<String, String> g, String m) {
        return (value(g, SummaryLayout.ciHigh(m)) - value(g, SummaryLayout.ciLow(m))) / 2;
    }

    private static double value(Map<String, String> g, String column) {
        try {
            return SummaryLayout.number(g.getOrDefault(column, ""));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
