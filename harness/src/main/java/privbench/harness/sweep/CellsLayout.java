package privbench.harness.sweep;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import privbench.evaluation.Metrics;

/**
 * The columns of cells.csv: a fixed prefix, one column per extra swept axis (list-valued generator keys
 * and learner parameters), one per metric, and a fixed suffix.
 *
 * @param axisColumns column name of each extra axis, by axis name, in column order
 * @param metrics     metric ids in column order
 */
public record CellsLayout(Map<String, String> axisColumns, List<String> metrics) {

    /** The columns before the extra axes. */
    public static final List<String> PREFIX = CellColumn.names(CellColumn.PREFIX);

    /** The columns after the metrics in cells.csv files written before the attack columns. */
    public static final List<String> LEGACY_SUFFIX = CellColumn.names(CellColumn.LEGACY_SUFFIX);

    /** The spent guarantee in attack terms ({@link CellColumn#ATTACK}), appended last. */
    public static final List<String> ATTACK = CellColumn.names(CellColumn.ATTACK);

    /** The false-positive rates of {@link #ATTACK}'s TPR columns, in column order. */
    public static final double[] ATTACK_FPRS = CellColumn.ATTACK_FPRS.clone();

    /** The columns after the metrics. */
    public static final List<String> SUFFIX = concat(LEGACY_SUFFIX, ATTACK);

    /** Prefix columns that vary within a group; every other prefix and axis column identifies the group. */
    private static final List<String> PER_CELL = List.of(Columns.CELL_ID, "repetition", "seed");

    public CellsLayout {
        axisColumns = Collections.unmodifiableMap(new LinkedHashMap<>(axisColumns));
        metrics = List.copyOf(metrics);
    }

    /** The layout for these axes and metrics; an axis whose name is taken by another column gets {@code param_}. */
    public static CellsLayout of(List<String> axes, List<String> metrics) {
        Map<String, String> columns = new LinkedHashMap<>();
        for (String a : axes) {
            boolean taken = PREFIX.contains(a) || SUFFIX.contains(a) || metrics.contains(a)
                    || columns.containsValue(a);
            columns.put(a, taken ? "param_" + a : a);
        }
        return new CellsLayout(columns, metrics);
    }

    /**
     * The layout of an existing header: fixed prefix and suffix, then metric columns (known metric ids)
     * after the extra axes.
     *
     * @throws IllegalArgumentException when the header is not a cells.csv header
     */
    public static CellsLayout fromHeader(List<String> header) {
        List<String> suffix = endsWith(header, SUFFIX) ? SUFFIX : LEGACY_SUFFIX;
        int middle = header.size() - PREFIX.size() - suffix.size();
        if (middle < 0 || !header.subList(0, PREFIX.size()).equals(PREFIX) || !endsWith(header, suffix)) {
            throw new IllegalArgumentException("is not a cells.csv header: it must start with "
                    + String.join(",", PREFIX) + " and end with " + String.join(",", SUFFIX)
                    + " (or, written before the attack columns, with " + String.join(",", LEGACY_SUFFIX) + ")");
        }
        List<String> mid = header.subList(PREFIX.size(), PREFIX.size() + middle);
        int firstMetric = mid.size();
        while (firstMetric > 0 && Metrics.byId(mid.get(firstMetric - 1)).isPresent()) {
            firstMetric--;
        }
        Map<String, String> axes = new LinkedHashMap<>();
        for (String c : mid.subList(0, firstMetric)) {
            axes.put(c.startsWith("param_") ? c.substring(6) : c, c);
        }
        return new CellsLayout(axes, mid.subList(firstMetric, mid.size()));
    }

    /** The given identity columns and every result column (everything cells.csv has after its metrics). */
    public static Set<String> withResults(String... identities) {
        Set<String> out = new HashSet<>(List.of(identities));
        out.addAll(SUFFIX);
        return Set.copyOf(out);
    }

    private static boolean endsWith(List<String> header, List<String> suffix) {
        return header.size() >= suffix.size()
                && header.subList(header.size() - suffix.size(), header.size()).equals(suffix);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return List.copyOf(out);
    }

    /** Every column, in order. */
    public List<String> header() {
        List<String> h = new ArrayList<>(PREFIX);
        h.addAll(axisColumns.values());
        h.addAll(metrics);
        h.addAll(SUFFIX);
        return h;
    }

    /** The columns that identify a group (all but cell id, repetition, seed, results). */
    public List<String> groupColumns() {
        List<String> g = new ArrayList<>();
        for (String c : PREFIX) {
            if (!PER_CELL.contains(c)) {
                g.add(c);
            }
        }
        g.addAll(axisColumns.values());
        return g;
    }
}
