package privbench.harness.report;

import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.tables.ReadableNumber;

/**
 * One XChart chart per panel of a figure, styled by {@link PaperStyle}: a series keeps its colour,
 * marker and line style in every panel, error bars are symmetric, all panels share one y range, and a
 * value at x = +inf is a thin dashed horizontal line across the panel.
 */
final class PanelCharts {

    private final List<XYChart> charts = new ArrayList<>();
    private boolean referenceLines;

    PanelCharts(FigureData data, FigureSpec spec) {
        double[] y = yRange(data, spec.logy());
        boolean titled = data.panels().size() > 1 || !data.panels().get(0).title().isEmpty();
        for (FigureData.Panel p : data.panels()) {
            XYChart chart = new XYChart(FigureCanvas.PANEL_WIDTH, FigureCanvas.PANEL_HEIGHT);
            PaperStyle.apply(chart, titled);
            chart.setTitle(p.title());
            chart.setXAxisTitle(data.xTitle());
            chart.setYAxisTitle(data.yTitle());
            var s = chart.getStyler();
            s.setXAxisLogarithmic(spec.logx());
            s.setYAxisLogarithmic(spec.logy());
            // on a log axis every minor tick gets a grid line: keep only the horizontal ones
            s.setPlotGridVerticalLinesVisible(!spec.logx());
            s.setPlotGridHorizontalLinesVisible(!spec.logy());
            s.setYAxisMin(y[0]);
            s.setYAxisMax(y[1]);
            double[] x = xRange(data, p, spec.logx());
            s.setXAxisMin(x[0]);
            s.setXAxisMax(x[1]);
            s.setxAxisTickLabelsFormattingFunction(data.categorical() ? v -> category(data, v) : v -> tick(v));
            s.setyAxisTickLabelsFormattingFunction(PanelCharts::tick);
            for (FigureData.Curve c : p.curves()) {
                add(chart, data, c, x, spec);
            }
            charts.add(chart);
        }
    }

    List<XYChart> charts() {
        return List.copyOf(charts);
    }

    /** True when some series has a value at x = +inf, drawn as a reference line. */
    boolean hasReferenceLines() {
        return referenceLines;
    }

    private void add(XYChart chart, FigureData data, FigureData.Curve c, double[] xRange, FigureSpec spec) {
        int index = data.seriesNames().indexOf(c.name());
        if (!c.points().isEmpty()) {
            double[] xs = c.points().stream().mapToDouble(FigureData.Point::x).toArray();
            double[] ys = c.points().stream().mapToDouble(FigureData.Point::y).toArray();
            double[] es = c.points().stream().mapToDouble(FigureData.Point::error).toArray();
            boolean bars = spec.errorbars() != FigureSpec.ErrorBars.NONE && java.util.Arrays.stream(es).anyMatch(e -> e > 0);
            XYSeries series = bars ? chart.addSeries(c.name(), xs, ys, es) : chart.addSeries(c.name(), xs, ys);
            series.setMarker(PaperStyle.marker(index));
            series.setMarkerColor(PaperStyle.colour(index));
            series.setLineColor(PaperStyle.colour(index));
            series.setLineStyle(PaperStyle.line(index));
            if (data.categorical()) {
                series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            }
        }
        if (c.atInfinity().isPresent()) {
            double v = c.atInfinity().get().y();
            XYSeries ref = chart.addSeries(c.name() + " (ε = ∞)", new double[] {xRange[0], xRange[1]}, new double[] {v, v});
            ref.setMarker(SeriesMarkers.NONE);
            ref.setLineColor(PaperStyle.colour(index));
            ref.setLineStyle(PaperStyle.reference());
            referenceLines = true;
        }
    }

    /** One y range for every panel, from the lowest bar end to the highest, padded by 6%. */
    private static double[] yRange(FigureData data, boolean log) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (FigureData.Panel p : data.panels()) {
            for (FigureData.Curve c : p.curves()) {
                List<FigureData.Point> all = new ArrayList<>(c.points());
                c.atInfinity().ifPresent(all::add);
                for (FigureData.Point pt : all) {
                    double bottom = log && pt.y() - pt.error() <= 0 ? pt.y() : pt.y() - pt.error();
                    lo = Math.min(lo, bottom);
                    hi = Math.max(hi, pt.y() + pt.error());
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
    private static double[] xRange(FigureData data, FigureData.Panel p, boolean log) {
        if (data.categorical()) {
            return new double[] {0.5, data.categories().size() + 0.5};
        }
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

    private static String tick(double v) {
        return ReadableNumber.of(v, 3);
    }

    private static String category(FigureData data, double v) {
        long i = Math.round(v);
        if (Math.abs(v - i) > 1e-9 || i < 1 || i > data.categories().size()) {
            return "";
        }
        return data.categories().get((int) i - 1);
    }
}
