package privbench.harness.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.SummaryLayout;

/**
 * What a figure shows, taken from a run's summary: panels, each with one curve per series of
 * (x, mean, error bar) points.
 *
 * <p>A panel is one value of the figure's {@code panel} column together with every other setting that
 * varies in the run and is on no axis (so no two points of a curve come from different settings). Points
 * at x = +inf (epsilon = inf: no privacy) are kept aside and drawn as a reference line. On a log axis,
 * points at or below 0 cannot be drawn; they are dropped and a note says so.
 *
 * @param xTitle      the x axis title
 * @param yTitle      the y axis title
 * @param categories  the x categories when x is not numeric (learner, dataset), else empty
 * @param seriesNames every series in natural order ({@link NaturalOrder}: k=5 before k=10; styles follow it)
 * @param panels      the panels, in order of first appearance
 * @param notes       what could not be drawn, in words
 */
public record FigureData(String xTitle, String yTitle, List<String> categories, List<String> seriesNames,
                         List<Panel> panels, List<String> notes) {

    /** At most this many panels are drawn; a note counts the rest. */
    static final int MAX_PANELS = 12;

    /** One point: x, the mean and the half-length of its error bar (0 when none). */
    public record Point(double x, double y, double error) {
    }

    /** One series in one panel; {@code atInfinity} is its value at x = +inf, drawn as a reference line. */
    public record Curve(String name, List<Point> points, Optional<Point> atInfinity) {
        public Curve {
            points = List.copyOf(points);
        }
    }

    /** One panel; its title is empty when the figure has a single panel without a panel column. */
    public record Panel(String title, List<Curve> curves) {
        public Panel {
            curves = List.copyOf(curves);
        }
    }

    public FigureData {
        categories = List.copyOf(categories);
        seriesNames = List.copyOf(seriesNames);
        panels = List.copyOf(panels);
        notes = List.copyOf(notes);
    }

    /** True when x is categorical: categories are placed at x = 1, 2, ... */
    public boolean categorical() {
        return !categories.isEmpty();
    }

    /** A raw point before x is placed. */
    private record Raw(String x, double y, double error) {
    }

    /**
     * The figure's data.
     *
     * @throws IllegalArgumentException when the summary has no column for an axis of the figure
     */
    public static FigureData of(CsvTable summary, GroupLabels labels, FigureSpec spec) {
        Axes a = Axes.of(spec, summary, labels);
        List<String> notes = new ArrayList<>();
        Map<String, Map<String, List<Raw>>> byPanel = new LinkedHashMap<>();
        Set<String> seriesNames = new LinkedHashSet<>();
        Map<String, Set<String>> relations = new TreeMap<>(NaturalOrder.INSTANCE);
        int empty = 0;
        for (Map<String, String> row : GroupLabels.rows(summary)) {
            double y = SummaryLayout.number(row.get(a.yColumn()));
            if (Double.isNaN(y)) {
                empty++;
                continue;
            }
            double err = a.error(row);
            String series = a.series(row);
            seriesNames.add(series);
            relations.computeIfAbsent(series, k -> new TreeSet<>()).addAll(privateRelations(row));
            byPanel.computeIfAbsent(a.panel(row), k -> new LinkedHashMap<>()).computeIfAbsent(series, k -> new ArrayList<>())
                    .add(new Raw(a.x(row), y, Double.isNaN(err) ? 0 : err));
        }
        if (empty > 0) {
            notes.add(empty + " groups without a successful repetition are not drawn");
        }
        relationNote(relations).ifPresent(notes::add);
        shareAcrossPanels(byPanel);
        List<String> categories = a.categorical(summary) ? categories(byPanel) : List.of();
        List<Panel> panels = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Raw>>> p : byPanel.entrySet()) {
            if (panels.size() == MAX_PANELS) {
                notes.add("only the first " + MAX_PANELS + " of " + byPanel.size() + " panels are drawn");
                break;
            }
            List<Curve> curves = new ArrayList<>();
            p.getValue().forEach((name, raws) -> curves.add(curve(name, raws, categories, spec, notes)));
            curves.sort(Comparator.comparing(Curve::name, NaturalOrder.INSTANCE));
            panels.add(new Panel(p.getKey(), curves));
        }
        return new FigureData(a.xTitle(), a.yTitle(), categories,
                seriesNames.stream().sorted(NaturalOrder.INSTANCE).toList(), panels,
                notes.stream().distinct().toList());
    }

    /** The neighbouring relations a summary row's guarantees name, less "none" (the non-private references). */
    private static List<String> privateRelations(Map<String, String> row) {
        String cell = row.getOrDefault("neighbouring", "");
        return Arrays.stream(cell.split(" \\| ")).filter(r -> !r.isBlank() && !r.equals("none")).toList();
    }

    /**
     * A note naming each curve's relation when the curves' guarantees are for different neighbouring relations: the
     * same epsilon then protects different things (the AUC learners' replace-one-same-label beside replace-one).
     */
    static Optional<String> relationNote(Map<String, Set<String>> relations) {
        Set<String> all = new TreeSet<>();
        relations.values().forEach(all::addAll);
        if (all.size() < 2) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        relations.forEach((series, rel) -> {
            if (!rel.isEmpty()) {
                parts.add(series + ": " + String.join(", ", rel));
            }
        });
        return Optional.of("the curves' guarantees are for different neighbouring relations (" + String.join("; ", parts)
                + ")");
    }

    /**
     * Rows without a panel setting (panel titles holding {@link Axes#ANY}) are drawn in every panel whose
     * other settings agree, the way a non-private reference belongs beside both accounting modes; with no
     * such panel they keep their own, titled with a dash.
     */
    private static void shareAcrossPanels(Map<String, Map<String, List<Raw>>> byPanel) {
        List<String> shared = byPanel.keySet().stream().filter(k -> k.contains(Axes.ANY)).toList();
        for (String key : shared) {
            Pattern pattern = Pattern.compile(Arrays.stream(key.split(Pattern.quote(Axes.ANY), -1))
                    .map(Pattern::quote).collect(Collectors.joining("[^,]*")));
            List<String> targets = byPanel.keySet().stream()
                    .filter(k -> !k.contains(Axes.ANY) && pattern.matcher(k).matches()).toList();
            Map<String, List<Raw>> series = byPanel.remove(key);
            if (targets.isEmpty()) {
                byPanel.put(key.replace(Axes.ANY, "\u2013"), series);
            }
            for (String t : targets) {
                series.forEach((name, raws) -> byPanel.get(t).computeIfAbsent(name, k -> new ArrayList<>()).addAll(raws));
            }
        }
    }

    private static List<String> categories(Map<String, Map<String, List<Raw>>> byPanel) {
        Set<String> out = new LinkedHashSet<>();
        byPanel.values().forEach(series -> series.values().forEach(raws -> raws.forEach(r -> out.add(r.x()))));
        return List.copyOf(out);
    }

    private static Curve curve(String name, List<Raw> raws, List<String> categories, FigureSpec spec,
                               List<String> notes) {
        List<Point> points = new ArrayList<>();
        Point atInfinity = null;
        for (Raw r : raws) {
            double x = categories.isEmpty() ? SummaryLayout.number(r.x()) : categories.indexOf(r.x()) + 1;
            if (spec.logy() && r.y() <= 0) {
                notes.add("values of " + spec.y() + " at or below 0 cannot be drawn on a log axis and are left out");
                continue;
            }
            if (x == Double.POSITIVE_INFINITY) {
                atInfinity = new Point(x, r.y(), r.error());
            } else if (spec.logx() && x <= 0) {
                notes.add(spec.x() + " values at or below 0 cannot be drawn on a log axis and are left out");
            } else {
                points.add(new Point(x, r.y(), r.error()));
            }
        }
        points.sort(Comparator.comparingDouble(Point::x));
        return new Curve(name, points, Optional.ofNullable(atInfinity));
    }
}
