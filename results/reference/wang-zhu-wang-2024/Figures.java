import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * Draws the figures and prints the tables of REPORT.md from the summary.csv files in this folder: a stopgap
 * until the report verb exists. Test error is 1 - accuracy_mean; error bars and the table's +- are one
 * standard deviation over repetitions. From the repository root, after a build (./privbench builds the jar):
 *
 *   java -cp "harness/target/privbench.jar:harness/target/lib/*" results/reference/wang-zhu-wang-2024/Figures.java
 */
public class Figures {

    static final Path DIR = Path.of("results/reference/wang-zhu-wang-2024");

    record Row(Map<String, String> cols) {
        String get(String k) {
            return cols.getOrDefault(k, "");
        }

        double num(String k) {
            return Double.parseDouble(get(k));
        }

        /** A learner parameter from the canonical params JSON (flat, sorted keys). */
        String param(String k) {
            String p = get("params");
            int i = p.indexOf("\"" + k + "\":");
            if (i < 0) {
                return "";
            }
            int s = i + k.length() + 3;
            int e = s;
            while (e < p.length() && p.charAt(e) != ',' && p.charAt(e) != '}') {
                e++;
            }
            return p.substring(s, e).replace("\"", "");
        }

        double error() {
            return 1 - num("accuracy_mean");
        }

        /** One sample standard deviation over repetitions (with 2 or 3 repetitions a t interval says little). */
        double spread() {
            String sd = get("accuracy_std");
            return sd.isEmpty() ? 0 : num("accuracy_std");
        }
    }

    public static void main(String[] args) throws IOException {
        e1d1000();
        e1n();
        e1epsilon();
        e2();
        e3();
        e4();
        e5();
        e6();
    }

    static String learnerAndAccounting(Row r) {
        String a = r.param("accounting");
        String radius = r.param("identityRadius").equals("paper") ? " [identityRadius paper]" : "";
        return r.get("learner") + (a.isEmpty() || r.get("learner").startsWith("non-private") ? "" : " (" + a + ")")
                + radius;
    }

    static void e1d1000() throws IOException {
        var rows = read("e1-error-vs-n-d1000");
        if (rows == null) {
            return;
        }
        draw("e1-error-vs-n-d1000", "E1: test error vs n (gamma* = 0.2, d = 1000, epsilon = 1)", rows, "n", true,
                Figures::learnerAndAccounting, r -> true);
    }

    static void e1n() throws IOException {
        var rows = read("e1-error-vs-n");
        if (rows == null) {
            return;
        }
        for (String m : List.of("0.1", "0.2", "0.4")) {
            Predicate<Row> matched = r -> r.get("margin").equals(m)
                    && (!r.get("learner").equals("wzw-jlgd-oracle") || r.param("oracleMargin").equals(m));
            draw("e1-error-vs-n-margin-" + m, "E1: test error vs n (gamma* = " + m + ", d = 200, epsilon = 1)", rows,
                    "n", true, Figures::learnerAndAccounting, matched);
        }
    }

    static void e1epsilon() throws IOException {
        var rows = read("e1-error-vs-epsilon");
        if (rows == null) {
            return;
        }
        draw("e1-error-vs-epsilon", "E1: test error vs epsilon (gamma* = 0.2, d = 200)", rows, "epsilon", true,
                r -> r.get("learner"), r -> true);
    }

    static void e2() throws IOException {
        var rows = read("e2-outliers");
        if (rows == null) {
            return;
        }
        for (String e : List.of("1", "4")) {
            draw("e2-outliers-epsilon-" + e, "E2: test error vs flipped training labels (epsilon = " + e + ")", rows,
                    "outliers", false, r -> r.get("learner"), r -> r.get("epsilon").equals(e));
        }
    }

    static void e3() throws IOException {
        var rows = read("e3-dimension");
        if (rows == null) {
            return;
        }
        for (String n : distinct(rows, "n")) {
            draw("e3-dimension-n-" + n, "E3: test error vs d (gamma* = 0.2, epsilon = 1, n = " + n + ")", rows, "d", true,
                    Figures::learnerAndAccounting, r -> r.get("n").equals(n));
        }
    }

    static void e4() throws IOException {
        var rows = read("e4-tuning");
        if (rows == null) {
            return;
        }
        for (String n : distinct(rows, "n")) {
            draw("e4-tuning-n-" + n, "E4: brute force (M*) vs random stopping (M'), n = " + n, rows, "epsilon", true,
                    r -> r.get("learner") + (r.param("grid").isEmpty() ? "" : " [" + r.param("grid") + "]"),
                    r -> r.get("n").equals(n));
        }
    }

    static void e5() throws IOException {
        var rows = read("e5-accounting");
        if (rows == null) {
            return;
        }
        draw("e5-accounting", "E5: paper vs tight accounting (gamma* = 0.2, d = 200)", rows, "epsilon", true,
                Figures::learnerAndAccounting, r -> true);
    }

    static void e6() throws IOException {
        var rows = read("e6-jl-constant");
        if (rows == null) {
            return;
        }
        for (String d : distinct(rows, "d")) {
            draw("e6-jl-constant-d-" + d, "E6: test error vs C_JL (gamma* = 0.2, epsilon = 1, d = " + d + ")", rows,
                    "jlConstant", true, r -> r.get("learner"), r -> r.get("d").equals(d));
        }
    }

    static List<String> distinct(List<Row> rows, String col) {
        return rows.stream().map(r -> r.get(col)).distinct().sorted((a, b) -> Double.compare(Double.parseDouble(a),
                Double.parseDouble(b))).toList();
    }

    /** Draws error against x, one line per series, and prints the same numbers as a markdown table. */
    static void draw(String name, String title, List<Row> rows, String x, boolean logx, Function<Row, String> series,
                     Predicate<Row> filter) throws IOException {
        Map<String, TreeMap<Double, Row>> lines = new LinkedHashMap<>();
        for (Row r : rows) {
            if (!filter.test(r)) {
                continue;
            }
            double xv = Double.parseDouble(r.get(x).isEmpty() ? r.param(x) : r.get(x));
            lines.computeIfAbsent(series.apply(r), k -> new TreeMap<>()).put(xv, r);
        }
        XYChart chart = new XYChartBuilder().width(900).height(560).title(title).xAxisTitle(x)
                .yAxisTitle("test error (1 - accuracy), mean +- 1 sd").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setXAxisLogarithmic(logx);
        for (var e : lines.entrySet()) {
            double[] xs = e.getValue().keySet().stream().mapToDouble(Double::doubleValue).toArray();
            double[] ys = e.getValue().values().stream().mapToDouble(Row::error).toArray();
            double[] hw = e.getValue().values().stream().mapToDouble(Row::spread).toArray();
            chart.addSeries(e.getKey(), xs, ys, hw);
        }
        String base = DIR.resolve(name).toString();
        BitmapEncoder.saveBitmap(chart, base, BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, base, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        // the table: one row per x, one column per series, "error (n_reps)"
        List<Double> xsAll = lines.values().stream().flatMap(m -> m.keySet().stream()).distinct().sorted().toList();
        StringBuilder sb = new StringBuilder("\n### " + name + "\n\n| " + x + " |");
        lines.keySet().forEach(s -> sb.append(' ').append(s).append(" |"));
        sb.append("\n|---|").append("---|".repeat(lines.size())).append('\n');
        for (double xv : xsAll) {
            sb.append("| ").append(fmt(xv)).append(" |");
            for (var m : lines.values()) {
                Row r = m.get(xv);
                sb.append(r == null ? " |" : String.format(Locale.ROOT, " %.4f ± %.4f (%s) |", r.error(), r.spread(),
                        r.get("n_reps")));
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }

    static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    static List<Row> read(String run) throws IOException {
        Path f = DIR.resolve(run).resolve("summary.csv");
        if (!Files.exists(f)) {
            System.err.println("skipping " + run + ": no " + f);
            return null;
        }
        List<String> lines = Files.readAllLines(f);
        List<String> header = split(lines.get(0));
        List<Row> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> v = split(line);
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                m.put(header.get(i), i < v.size() ? v.get(i) : "");
            }
            out.add(new Row(m));
        }
        return out;
    }

    /** One CSV line (RFC 4180 quoting). */
    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
