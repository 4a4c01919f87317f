package privbench.harness.report;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.AxesChart;
import org.knowm.xchart.internal.series.MarkerSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.tables.ReadableNumber;

/**
 * One XChart chart per panel of a figure, styled by {@link PaperStyle}: a series keeps its colour,
 * marker and line style in every panel, error bars are symmetric, all panels share one y range, and a
 * value at x = +inf is a thin dashed horizontal line across the panel. Numeric x gives line charts;
 * categorical x (learners, datasets) gives category charts with one marker per series and category.
 */
final class PanelCharts {

    /** Metrics whose values lie in [0, 1]: the y range is not stretched past these bounds by error bars. */
    private static final Set<String> UNIT_INTERVAL = Set.of("accuracy", "error_rate", "auc", "balanced_accuracy",
            "train_accuracy", "train_margin_violation");

    private final List<AxesChart<?, ?>> charts = new ArrayList<>();
    private final int height;
    private final int labelRotation;
    private boolean referenceLines;

    PanelCharts(FigureData data, FigureSpec spec) {
        // category labels side by side would overlap when wider than their slot: turn them upright and
        // make the panel taller by their length instead
        int widest = 0;
        Graphics2D scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        FontMetrics fm = scratch.getFontMetrics(PaperStyle.font(Font.PLAIN, 13f));
        for (String c : data.categories()) {
            widest = Math.max(widest, fm.stringWidth(c));
        }
        scratch.dispose();
        int slot = data.categories().isEmpty() ? Integer.MAX_VALUE
                : (int) (0.8 * FigureCanvas.PANEL_WIDTH / data.categories().size());
        this.labelRotation = widest > slot ? 90 : 0;
        this.height = FigureCanvas.PANEL_HEIGHT + (labelRotation == 90 ? Math.max(0, widest - 20) : 0);
        double[] y = yRange(data, spec.logy(), UNIT_INTERVAL.contains(spec.y()));
        boolean titled = data.panels().size() > 1 || !data.panels().get(0).title().isEmpty();
        for (FigureData.Panel p : data.panels()) {
            AxesChart<?, ?> chart = data.categorical() ? categoryChart(data, p, spec) : xyChart(data, p, spec);
            AxesChartStyler s = chart.getStyler();
            PaperStyle.apply(s, titled);
            chart.setTitle(p.title());
            chart.setXAxisTitle(data.xTitle());
            chart.setYAxisTitle(data.yTitle());
            s.setYAxisLogarithmic(spec.logy());
            s.setYAxisMin(y[0]);
            s.setYAxisMax(y[1]);
            s.setyAxisTickLabelsFormattingFunction(PanelCharts::tick);
            // on a log axis every minor tick gets a grid line: keep the grid of linear axes only
            s.setPlotGridVerticalLinesVisible(!spec.logx() && !data.categorical());
            s.setPlotGridHorizontalLinesVisible(!spec.logy());
            charts.add(chart);
        }
    }

    List<AxesChart<?, ?>> charts() {
        return List.copyOf(charts);
    }

    /** The height of every panel: taller when category labels stand upright. */
    int height() {
        return height;
    }

    /** True when some series has a value at x = +inf, drawn as a reference line. */
    boolean hasReferenceLines() {
        return referenceLines;
    }

    private XYChart xyChart(FigureData data, FigureData.Panel p, FigureSpec spec) {
        XYChart chart = new XYChart(FigureCanvas.PANEL_WIDTH, height);
        var s = chart.getStyler();
        double[] x = xRange(p, spec.logx());
        s.setXAxisLogarithmic(spec.logx());
        s.setXAxisMin(x[0]);
        s.setXAxisMax(x[1]);
        if (spec.logx()) {
            // XChart puts ticks at 1..9 x 10^k on a log axis and labels all or only decades; we choose:
            // decades, then ticks where data sit, then 2 and 5 x 10^k, none closer than a label's width
            s.setXAxisLogarithmicDecadeOnly(false);
            Set<Double> labelled = logLabels(x[0], x[1], xValues(data));
            s.setxAxisTickLabelsFormattingFunction(v -> near(v, labelled) ? tick(v) : "");
        } else {
            s.setxAxisTickLabelsFormattingFunction(PanelCharts::tick);
        }
        // the curves with bars that share an x are dodged apart, so that their bars do not overlap; a curve flat to
        // the bit across x (a non-private reference that ignores epsilon) is drawn as a line with its interval as
        // a band, not as the same bar at every x
        List<FigureData.Curve> dodged = p.curves().stream().filter(c -> c.points().size() > 0 && !flat(c)).toList();
        for (FigureData.Curve c : p.curves()) {
            int index = data.seriesNames().indexOf(c.name());
            if (!c.points().isEmpty() && flat(c)) {
                FigureData.Point pt = c.points().get(0);
                double[] ends = {x[0], x[1]};
                XYSeries line = chart.addSeries(c.name(), ends, new double[] {pt.y(), pt.y()});
                style(line, index);
                line.setMarker(SeriesMarkers.NONE);
                if (spec.errorbars() != FigureSpec.ErrorBars.NONE && pt.error() > 0) {
                    for (double edge : new double[] {pt.y() - pt.error(), pt.y() + pt.error()}) {
                        XYSeries band = chart.addSeries(c.name() + " (interval " + edge + ")", ends,
                                new double[] {edge, edge});
                        band.setMarker(SeriesMarkers.NONE);
                        band.setLineColor(PaperStyle.colour(index));
                        band.setLineStyle(PaperStyle.reference());
                    }
                }
            } else if (!c.points().isEmpty()) {
                double[] xs = c.points().stream().mapToDouble(FigureData.Point::x).toArray();
                double[] ys = c.points().stream().mapToDouble(FigureData.Point::y).toArray();
                double[] es = c.points().stream().mapToDouble(FigureData.Point::error).toArray();
                boolean bars = spec.errorbars() != FigureSpec.ErrorBars.NONE && Arrays.stream(es).anyMatch(e -> e > 0);
                if (bars && dodged.size() > 1) {
                    double offset = dodged.indexOf(c) - (dodged.size() - 1) / 2.0;
                    for (int i = 0; i < xs.length; i++) {
                        xs[i] = spec.logx() ? xs[i] * Math.pow(x[1] / x[0], DODGE * offset)
                                : xs[i] + DODGE * offset * (x[1] - x[0]);
                    }
                }
                style(bars ? chart.addSeries(c.name(), xs, ys, es) : chart.addSeries(c.name(), xs, ys), index);
            }
            if (c.atInfinity().isPresent()) {
                double v = c.atInfinity().get().y();
                XYSeries ref = chart.addSeries(c.name() + " (ε = ∞)", new double[] {x[0], x[1]}, new double[] {v, v});
                ref.setMarker(SeriesMarkers.NONE);
                ref.setLineColor(PaperStyle.colour(index));
                ref.setLineStyle(PaperStyle.reference());
                referenceLines = true;
            }
        }
        return chart;
    }

    /** The share of the x range between two dodged curves. */
    private static final double DODGE = 0.008;

    /** True for a curve of two or more points with the same value and interval at every x. */
    private static boolean flat(FigureData.Curve c) {
        if (c.points().size() < 2) {
            return false;
        }
        FigureData.Point first = c.points().get(0);
        return c.points().stream().allMatch(pt -> pt.y() == first.y() && pt.error() == first.error());
    }

    private CategoryChart categoryChart(FigureData data, FigureData.Panel p, FigureSpec spec) {
        CategoryChart chart = new CategoryChart(FigureCanvas.PANEL_WIDTH, height);
        chart.getStyler().setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
        chart.getStyler().setXAxisLabelRotation(labelRotation);
        for (FigureData.Curve c : p.curves()) {
            int index = data.seriesNames().indexOf(c.name());
            List<Double> ys = new ArrayList<>();
            List<Double> es = new ArrayList<>();
            for (int i = 0; i < data.categories().size(); i++) {
                ys.add(null);
                es.add(null);
            }
            for (FigureData.Point pt : c.points()) {
                ys.set((int) pt.x() - 1, pt.y());
                es.set((int) pt.x() - 1, spec.errorbars() == FigureSpec.ErrorBars.NONE ? 0.0 : pt.error());
            }
            style(chart.addSeries(c.name(), data.categories(), ys, es), index);
        }
        return chart;
    }

    private static void style(MarkerSeries series, int index) {
        series.setMarker(PaperStyle.marker(index));
        series.setMarkerColor(PaperStyle.colour(index));
        series.setLineColor(PaperStyle.colour(index));
        series.setLineStyle(PaperStyle.line(index));
    }

    /**
     * One y range for every panel, from the lowest bar end to the highest, padded by 6%; a metric in
     * [0, 1] is not stretched past its bounds by intervals that cross them.
     */
    private static double[] yRange(FigureData data, boolean log, boolean unitInterval) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (FigureData.Panel p : data.panels()) {
            for (FigureData.Curve c : p.curves()) {
                List<FigureData.Point> all = new ArrayList<>(c.points());
                c.atInfinity().ifPresent(all::add);
                for (FigureData.Point pt : all) {
                    double bottom = log && pt.y() - pt.error() <= 0 ? pt.y() : pt.y() - pt.error();
                    lo = Math.min(lo, unitInterval ? Math.max(0, bottom) : bottom);
                    hi = Math.max(hi, unitInterval ? Math.min(1, pt.y() + pt.error()) : pt.y() + pt.error());
                }
            }
        }
        if (lo > hi) {
            return log ? new double[] {0.1, 1} : new double[] {0, 1};
        }
        if (log) {
            return new double[] {lo / 1.25, hi * 1.25};
        }
        double pad = hi > lo ? 0.06 * (hi - lo) : Math.max(0.05 * Math.abs(hi), 0.05);
        return new double[] {lo - pad, hi + pad};
    }

    /** The panel's x range, padded so that end markers and bars are not cut. */
    private static double[] xRange(FigureData.Panel p, boolean log) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (FigureData.Curve c : p.curves()) {
            for (FigureData.Point pt : c.points()) {
                lo = Math.min(lo, pt.x());
                hi = Math.max(hi, pt.x());
            }
        }
        if (lo > hi) {
            return log ? new double[] {0.1, 10} : new double[] {0, 1};
        }
        if (log) {
            double f = hi > lo ? Math.pow(hi / lo, 0.05) : 2;
            return new double[] {lo / f, hi * f};
        }
        double pad = hi > lo ? 0.05 * (hi - lo) : Math.max(0.5, 0.1 * Math.abs(lo));
        return new double[] {lo - pad, hi + pad};
    }

    private static Set<Double> xValues(FigureData data) {
        Set<Double> xs = new TreeSet<>();
        data.panels().forEach(p -> p.curves().forEach(c -> c.points().forEach(pt -> xs.add(pt.x()))));
        return xs;
    }

    /** Log-axis ticks to label, in priority order, keeping labels at least ~70 pixels apart. */
    static Set<Double> logLabels(double min, double max, Set<Double> data) {
        double minGap = Math.log10(max / min) * 70.0 / FigureCanvas.PANEL_WIDTH;
        List<Double> decades = new ArrayList<>();
        List<Double> onData = new ArrayList<>();
        List<Double> twosAndFives = new ArrayList<>();
        for (int e = (int) Math.floor(Math.log10(min)); e <= (int) Math.ceil(Math.log10(max)); e++) {
            for (int k = 1; k <= 9; k++) {
                double v = k * Math.pow(10, e);
                if (v < min || v > max) {
                    continue;
                }
                if (k == 1) {
                    decades.add(v);
                } else if (near(v, data)) {
                    onData.add(v);
                } else if (k == 2 || k == 5) {
                    twosAndFives.add(v);
                }
            }
        }
        Set<Double> out = new TreeSet<>();
        for (List<Double> tier : List.of(decades, onData, twosAndFives)) {
            for (double v : tier) {
                if (out.stream().allMatch(a -> Math.abs(Math.log10(v / a)) >= minGap)) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    private static boolean near(double v, Set<Double> xs) {
        return xs.stream().anyMatch(x -> Math.abs(x - v) <= 1e-9 * Math.abs(x));
    }

    private static String tick(double v) {
        return ReadableNumber.of(v, 3);
    }
}
