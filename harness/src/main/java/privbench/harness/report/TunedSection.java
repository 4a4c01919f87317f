package privbench.harness.report;

import privbench.harness.results.Columns;
import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.ReadableNumber;
import privbench.harness.tuning.TunedTable;

/**
 * The report's "Private tuning" section, from tuned.csv: per metric a table of the privately tuned reading beside
 * best-of-grid at each target, the gap between them, and a figure (tuned solid, best-of-grid dashed).
 */
final class TunedSection {

    private TunedSection() {
    }

    /** The section's blocks; empty when the folder has no tuned.csv. */
    static List<Block> of(Path runDir) throws IOException {
        Path file = runDir.resolve(TunedTable.FILE);
        if (!Files.exists(file)) {
            return List.of();
        }
        CsvTable t = CsvTable.read(file);
        List<Block> out = new ArrayList<>();
        out.add(new Block.Heading(2, "Private tuning"));
        String how = t.rows().isEmpty() ? "" : t.get(t.rows().get(0), "tuning");
        out.add(Block.Paragraph.of(Span.bold("Tuned"), Span.plain(": each learner's grid searched privately ("
                + how + "), the whole search inside the target epsilon. "), Span.bold("Best of grid"),
                Span.plain(": the setting with the best test mean, picked after seeing every setting's result ("
                + TunedTable.BEST_OF_GRID + "); this is how most papers report. The gap is what that protocol "
                + "adds to a learner's curve (positive: best of grid reads better). The tuned candidates train on the rows "
                + "not held out, so the gap includes the cost of holding rows out to score them.")));
        List<String> varying = varying(t);
        for (String metric : metrics(t)) {
            // the gap is best-of-grid's advantage: positive when the usual protocol reads better than the honest one
            boolean higher = Metrics.byId(metric).map(Metric::higherIsBetter).orElse(true);
            List<List<Span>> rows = new ArrayList<>();
            for (List<String> r : t.rows()) {
                String tuned = t.get(r, metric + "_mean");
                String best = t.get(r, TunedTable.bestOfGrid(metric + "_mean"));
                String gap = tuned.isEmpty() || best.isEmpty() ? ""
                        : ReadableNumber.of((higher ? 1 : -1) * (Double.parseDouble(best) - Double.parseDouble(tuned)));
                List<Span> row = new ArrayList<>(List.of(Span.plain(t.get(r, "learner"))));
                varying.forEach(c -> row.add(Span.plain(t.get(r, c))));
                row.addAll(List.of(Span.plain(t.get(r, "epsilon")),
                        Span.plain(interval(t, r, metric + "_")), Span.plain(interval(t, r, TunedTable.bestOfGrid(metric
                                + "_"))), Span.plain(gap), Span.plain(number(t.get(r, "candidates_mean"))),
                        Span.plain(number(t.get(r, "epsilon_spent"))), Span.plain(t.get(r, "n_reps"))));
                rows.add(row);
            }
            out.add(new Block.Heading(3, metric));
            List<String> header = new ArrayList<>(List.of("learner"));
            header.addAll(varying);
            header.addAll(List.of("epsilon", "tuned [95% CI]", "best of grid [95% CI]", "gap", "runs (mean)",
                    "epsilon spent", "reps"));
            List<Boolean> numeric = new ArrayList<>(List.of(false));
            varying.forEach(c -> numeric.add(true));
            numeric.addAll(List.of(true, true, true, true, true, true, true));
            out.add(new Block.Table(header, rows, numeric));
            out.add(figure(runDir, t, metric));
        }
        return out;
    }

    /** The setting columns (data, n, d, axes, delta) whose value differs between rows: they tell rows apart. */
    private static List<String> varying(CsvTable t) {
        List<String> out = new ArrayList<>();
        for (String c : t.header()) {
            if (c.equals("n_reps")) {
                break;
            }
            if (List.of(Columns.GROUP_ID, "learner", "epsilon").contains(c)) {
                continue;
            }
            if (t.rows().stream().map(r -> t.get(r, c)).distinct().count() > 1) {
                out.add(c);
            }
        }
        return out;
    }

    private static List<String> metrics(CsvTable t) {
        List<String> out = new ArrayList<>();
        for (String c : t.header()) {
            if (c.startsWith("best_of_grid_") && c.endsWith("_mean")) {
                out.add(c.substring("best_of_grid_".length(), c.length() - "_mean".length()));
            }
        }
        return out;
    }

    private static String interval(CsvTable t, List<String> r, String prefix) {
        String mean = t.get(r, prefix + "mean");
        if (mean.isEmpty()) {
            return "";
        }
        String lo = t.get(r, prefix + "ci_low");
        String hi = t.get(r, prefix + "ci_high");
        return number(mean) + (lo.isEmpty() ? "" : " [" + number(lo) + ", " + number(hi) + "]");
    }

    private static String number(String text) {
        return text.isEmpty() ? "" : ReadableNumber.of(Double.parseDouble(text));
    }

    private static Block figure(Path runDir, CsvTable t, String metric) throws IOException {
        Map<String, List<double[]>> byLearner = new LinkedHashMap<>();
        List<String> varying = varying(t);
        for (List<String> r : t.rows()) {
            StringBuilder series = new StringBuilder(t.get(r, "learner"));
            varying.forEach(c -> series.append(" ").append(c).append("=").append(t.get(r, c)));
            String tuned = t.get(r, metric + "_mean");
            String best = t.get(r, TunedTable.bestOfGrid(metric + "_mean"));
            byLearner.computeIfAbsent(series.toString(), k -> new ArrayList<>()).add(new double[] {
                    Double.parseDouble(t.get(r, "epsilon")), tuned.isEmpty() ? Double.NaN : Double.parseDouble(tuned),
                    best.isEmpty() ? Double.NaN : Double.parseDouble(best)});
        }
        XYChart chart = new XYChartBuilder().width(900).height(560).title(metric + ": privately tuned (solid) and "
                + "best of grid (dashed)").xAxisTitle("epsilon").yAxisTitle(metric).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setMarkerSize(6);
        int i = 0;
        for (Map.Entry<String, List<double[]>> e : byLearner.entrySet()) {
            List<double[]> points = e.getValue();
            points.sort((a, b) -> Double.compare(a[0], b[0]));
            double[] x = points.stream().mapToDouble(p -> p[0]).toArray();
            XYSeries tuned = chart.addSeries(e.getKey() + " tuned", x, points.stream().mapToDouble(p -> p[1]).toArray());
            XYSeries best = chart.addSeries(e.getKey() + " best of grid", x,
                    points.stream().mapToDouble(p -> p[2]).toArray());
            tuned.setMarkerColor(PaperStyle.colour(i));
            tuned.setLineColor(PaperStyle.colour(i));
            tuned.setMarker(SeriesMarkers.CIRCLE);
            best.setLineColor(PaperStyle.colour(i));
            best.setMarker(SeriesMarkers.NONE);
            best.setLineStyle(new BasicStroke(PaperStyle.LINE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                    new float[] {8, 6}, 0));
            i++;
        }
        Path dir = Files.createDirectories(runDir.resolve("figures"));
        String base = "tuned-" + metric;
        BitmapEncoder.saveBitmap(chart, dir.resolve(base).toString(), BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, dir.resolve(base).toString(),
                VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        return new Block.Figure(Path.of("figures", base + ".png"), Path.of("figures", base + ".svg"),
                metric + ", privately tuned against best of grid", metric + " against epsilon: each learner privately "
                + "tuned (solid) and at its best grid setting chosen on the test results (dashed, "
                + TunedTable.BEST_OF_GRID + ").");
    }
}
