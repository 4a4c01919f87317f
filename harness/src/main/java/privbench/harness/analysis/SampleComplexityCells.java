package privbench.harness.analysis;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import privbench.evaluation.Metrics;
import privbench.harness.sweep.CellsLayout;
import privbench.harness.tables.CsvTable;

/**
 * Reads cells.csv files into the error curves of {@link SampleComplexity}: one curve per setting (every column
 * that is not an outcome, the size n or the repetition), errors by n. The learner's parameters are split into
 * attributes ({@code gamma}, {@code jlConstant}, ...) so that a slope may be taken against one of them.
 */
public final class SampleComplexityCells {

    /** Columns that are outcomes or identities of a cell, not parts of its setting. */
    private static final Set<String> NOT_SETTING = CellsLayout.withResults(Columns.CELL_ID, Columns.GROUP_ID, "n", "repetition",
            "seed", "params");

    private static final Pattern PARAM = Pattern.compile("\"([A-Za-z0-9_]+)\":(\"[^\"]*\"|[^,}]+)");

    private SampleComplexityCells() {
    }

    /**
     * The curves of the ok cells of every file.
     *
     * @param metric {@code error_rate}, or {@code accuracy} (error = 1 - accuracy)
     */
    public static List<SampleComplexity.Curve> read(List<Path> cellFiles, String metric) throws IOException {
        Map<String, Map<String, String>> attributes = new TreeMap<>();
        Map<String, TreeMap<Double, List<Double>>> errors = new TreeMap<>();
        Set<String> metrics = new java.util.HashSet<>();
        Metrics.ALL.forEach(m -> metrics.add(m.id()));
        for (Path file : cellFiles) {
            CsvTable t = CsvTable.read(file);
            if (t.column(metric) < 0) {
                throw new IllegalArgumentException(file + " has no column " + metric + "; its columns: " + t.header());
            }
            for (List<String> row : t.rows()) {
                if (!"ok".equals(t.get(row, Columns.STATUS))) {
                    continue;
                }
                Map<String, String> attr = new TreeMap<>();
                for (String col : t.header()) {
                    if (!NOT_SETTING.contains(col) && !metrics.contains(col)) {
                        String v = t.get(row, col);
                        if (v != null && !v.isBlank()) {
                            attr.put(col, v);
                        }
                    }
                }
                attr.putAll(params(t.get(row, "params")));
                String key = attr.toString();
                attributes.putIfAbsent(key, attr);
                double v = Double.parseDouble(t.get(row, metric));
                double err = metric.equals("accuracy") ? 1 - v : v;
                errors.computeIfAbsent(key, k -> new TreeMap<>())
                        .computeIfAbsent(Double.parseDouble(t.get(row, "n")), k -> new ArrayList<>()).add(err);
            }
        }
        List<SampleComplexity.Curve> out = new ArrayList<>();
        for (var e : errors.entrySet()) {
            TreeMap<Double, List<Double>> byN = e.getValue();
            double[] sizes = byN.keySet().stream().mapToDouble(Double::doubleValue).toArray();
            double[][] errs = byN.values().stream()
                    .map(l -> l.stream().mapToDouble(Double::doubleValue).toArray()).toArray(double[][]::new);
            out.add(new SampleComplexity.Curve(e.getKey(), attributes.get(e.getKey()), sizes, errs));
        }
        return out;
    }

    /** The learner's parameters as attributes, from the canonical JSON of the params column. */
    static Map<String, String> params(String json) {
        Map<String, String> out = new LinkedHashMap<>();
        if (json == null) {
            return out;
        }
        Matcher m = PARAM.matcher(json);
        while (m.find()) {
            String v = m.group(2).trim();
            out.put(m.group(1), v.startsWith("\"") ? v.substring(1, v.length() - 1) : v);
        }
        return out;
    }
}
