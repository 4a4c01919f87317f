package privbench.harness.history;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import privbench.harness.compare.CompareRule;
import privbench.harness.compare.Finding;
import privbench.harness.compare.RunComparator;
import privbench.harness.report.TrendFigure;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryLayout;

/**
 * {@code history show}: for every experiment in the database, a table per group across its recorded runs
 * (oldest first) and, with an output folder, one trend figure per group and metric. A run is marked where a
 * metric moved significantly from the run before it, by exactly the rule of {@code compare}
 * ({@link RunComparator} with {@link CompareRule#DEFAULT}: Welch's test, Holm-corrected over the
 * comparison, and the minimum effect).
 *
 * @param learner only groups of this learner id (null: all)
 * @param metrics only these metrics (empty: all)
 * @param groups  only groups whose id starts with, or whose label contains, one of these (empty: all)
 */
public record HistoryTrends(String learner, List<String> metrics, List<String> groups) {

    /** What a show printed and drew. */
    public record Shown(int experiments, int groups, int runs, List<Path> figures) {
    }

    public Shown show(HistoryDb db, PrintStream out, Optional<Path> figureDir) throws IOException, SQLException {
        Map<String, List<HistoryDb.StoredRun>> byName = new LinkedHashMap<>();
        for (HistoryDb.StoredRun r : db.runs(null)) {
            byName.computeIfAbsent(r.name(), k -> new ArrayList<>()).add(r);
        }
        Path scratch = Files.createTempDirectory("privbench-history");
        try {
            int shownGroups = 0;
            int shownRuns = 0;
            List<Path> figures = new ArrayList<>();
            for (Map.Entry<String, List<HistoryDb.StoredRun>> e : byName.entrySet()) {
                List<HistoryDb.StoredRun> runs = e.getValue();
                List<RunFolder> folders = new ArrayList<>();
                for (HistoryDb.StoredRun r : runs) {
                    folders.add(folder(scratch, r));
                }
                List<Set<String>> significant = significance(folders);
                out.println("# " + e.getKey() + ": " + runs.size() + " recorded run" + (runs.size() == 1 ? "" : "s"));
                java.util.Set<Long> seeds = new java.util.TreeSet<>();
                folders.forEach(f -> f.manifest().ifPresent(m -> seeds.add(m.seed())));
                if (seeds.size() > 1) {
                    out.println("warning: these runs have different seeds " + seeds + ": their repetitions saw other "
                            + "data and noise, so a change between them may be the seed's, not the code's");
                }
                shownRuns += runs.size();
                for (Map<String, String> group : groups(folders)) {
                    shownGroups++;
                    table(group, runs, folders, significant, out);
                    if (figureDir.isPresent()) {
                        figures.addAll(figures(e.getKey(), group, runs, folders, significant, figureDir.get()));
                    }
                }
            }
            out.println("* = significant change from the run before (" + CompareRule.DEFAULT.describe() + ")");
            return new Shown(byName.size(), shownGroups, shownRuns, figures);
        } finally {
            try (var walk = Files.walk(scratch)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** A stored run as a run folder (summary and manifest), so that compare's classes read it unchanged. */
    private static RunFolder folder(Path scratch, HistoryDb.StoredRun r) throws IOException {
        Path dir = Files.createDirectories(scratch.resolve("run-" + r.id()));
        Files.writeString(dir.resolve(RunFolder.SUMMARY), r.summaryCsv());
        Files.writeString(dir.resolve("manifest.json"), r.manifestJson());
        return RunFolder.read(dir);
    }

    /** For each run, the "group_id|metric" pairs that moved significantly from the run before. */
    private static List<Set<String>> significance(List<RunFolder> folders) {
        List<Set<String>> out = new ArrayList<>();
        RunComparator comparator = new RunComparator(CompareRule.DEFAULT);
        for (int i = 0; i < folders.size(); i++) {
            Set<String> moved = new HashSet<>();
            if (i > 0) {
                for (Finding f : comparator.compare(folders.get(i - 1), folders.get(i)).findings()) {
                    if (f.kind() == Finding.Kind.REGRESSION || f.kind() == Finding.Kind.IMPROVEMENT) {
                        moved.add(f.groupId() + "|" + f.quantity());
                    }
                }
            }
            out.add(moved);
        }
        return out;
    }

    /** The groups to show, in the order of their first appearance, with a readable label each. */
    private List<Map<String, String>> groups(List<RunFolder> folders) {
        Map<String, Map<String, String>> seen = new LinkedHashMap<>();
        List<Map<String, String>> all = new ArrayList<>();
        for (RunFolder f : folders) {
            all.addAll(GroupLabels.rows(f.summary()));
        }
        if (all.isEmpty()) {
            return List.of();
        }
        GroupLabels labels = GroupLabels.of(folders.get(folders.size() - 1).layout().settingColumns(), all);
        for (Map<String, String> g : all) {
            String label = labels.configuration(g) + (labels.setting(g).isEmpty() ? "" : ", " + labels.setting(g));
            if (selected(g, label)) {
                Map<String, String> copy = new LinkedHashMap<>(g);
                copy.put("label", label);
                seen.putIfAbsent(g.get(Columns.GROUP_ID), copy);
            }
        }
        return new ArrayList<>(seen.values());
    }

    private boolean selected(Map<String, String> g, String label) {
        if (learner != null && !learner.equals(g.get("learner"))) {
            return false;
        }
        return groups.isEmpty() || groups.stream().anyMatch(s -> g.get(Columns.GROUP_ID).startsWith(s) || label.contains(s));
    }

    private List<String> metricsOf(RunFolder f) {
        return f.layout().metrics().stream().filter(m -> metrics.isEmpty() || metrics.contains(m)).toList();
    }

    private void table(Map<String, String> group, List<HistoryDb.StoredRun> runs, List<RunFolder> folders,
                       List<Set<String>> significant, PrintStream out) {
        String id = group.get(Columns.GROUP_ID);
        List<String> ms = metricsOf(folders.get(folders.size() - 1));
        out.println();
        out.println("## " + group.get("label") + "  (group " + id + ")");
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-11s %-20s %-10s", "commit", "finished",
                "seed"));
        ms.forEach(m -> head.append(String.format(Locale.ROOT, " %-22s", m)));
        head.append(String.format(Locale.ROOT, " %-13s %s", "epsilon_spent", Columns.FIT_SECONDS));
        out.println(head);
        for (int i = 0; i < runs.size(); i++) {
            Map<String, String> row = row(folders.get(i), id);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-11s %-20s %-10s",
                    runs.get(i).shortCommit(), shortTime(runs.get(i).finishedAt()),
                    folders.get(i).manifest().map(m -> Long.toString(m.seed())).orElse("-")));
            for (String m : ms) {
                String cell = row == null ? "-" : ReadableNumber.of(value(row, SummaryLayout.mean(m))) + " ± "
                        + ReadableNumber.of(half(row, m)) + (significant.get(i).contains(id + "|" + m) ? " *" : "");
                line.append(String.format(Locale.ROOT, " %-22s", cell));
            }
            line.append(String.format(Locale.ROOT, " %-13s %s",
                    row == null ? "-" : ReadableNumber.of(value(row, SummaryLayout.EPSILON_SPENT)),
                    row == null ? "-" : ReadableNumber.of(value(row, SummaryLayout.FIT_SECONDS))));
            out.println(line.toString().stripTrailing());
        }
    }

    private List<Path> figures(String name, Map<String, String> group, List<HistoryDb.StoredRun> runs,
                               List<RunFolder> folders, List<Set<String>> significant, Path dir) throws IOException {
        Files.createDirectories(dir);
        String id = group.get(Columns.GROUP_ID);
        List<Path> out = new ArrayList<>();
        for (String m : metricsOf(folders.get(folders.size() - 1))) {
            List<TrendFigure.Point> points = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                Map<String, String> row = row(folders.get(i), id);
                points.add(new TrendFigure.Point(runs.get(i).shortCommit(),
                        row == null ? Double.NaN : value(row, SummaryLayout.mean(m)),
                        row == null ? Double.NaN : half(row, m), significant.get(i).contains(id + "|" + m)));
            }
            // named by learner and setting (the group's label), so that a folder of trends reads without the ids
            String base = "trend-" + slug(name) + "-" + slug(group.get("label")) + "-" + slug(m);
            Path png = dir.resolve(base + ".png");
            new TrendFigure(name + ": " + group.get("label"), m, points, "Mean " + m + " of the group across the "
                    + runs.size() + " recorded runs of " + name + " (oldest first), error bars the 95% Student-t "
                    + "interval of the mean; ringed: a significant change from the run before (compare's rule: "
                    + "Welch's t-test, Holm-corrected, and a minimum effect of " + CompareRule.DEFAULT.minEffect()
                    + ").").write(png, dir.resolve(base + ".svg"));
            out.add(png);
        }
        return out;
    }

    private static Map<String, String> row(RunFolder f, String groupId) {
        for (Map<String, String> r : GroupLabels.rows(f.summary())) {
            if (r.get(Columns.GROUP_ID).equals(groupId)) {
                return r;
            }
        }
        return null;
    }

    private static double value(Map<String, String> row, String column) {
        String v = row.get(column);
        return v == null ? Double.NaN : SummaryLayout.number(v);
    }

    private static double half(Map<String, String> row, String m) {
        return (value(row, SummaryLayout.ciHigh(m)) - value(row, SummaryLayout.ciLow(m))) / 2;
    }

    private static String shortTime(String iso) {
        return iso == null ? "-" : iso.length() > 16 ? iso.substring(0, 16).replace('T', ' ') : iso;
    }

    private static String slug(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }
}
