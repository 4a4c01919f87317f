package privbench.harness.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import privbench.harness.tables.ReadableNumber;

/**
 * A metric of one group across recorded runs (results history): one point per run, in recording order, with
 * its 95% interval as error bars, the commit under each point, and the runs where the change from the run
 * before was significant (by compare's Welch/Holm rule) ringed. Drawn in the report's paper style, as PNG
 * and SVG.
 */
public final class TrendFigure implements Drawable {

    private static final int WIDTH = 720;
    private static final int CHART_HEIGHT = 380;
    private static final int MARGIN = 16;
    private static final int TITLE = 40;
    private static final int CAPTION_LINE = 18;

    /**
     * One point per run.
     *
     * @param commit      the run's commit, short
     * @param mean        the metric's mean (NaN when the group is absent from that run)
     * @param half        half the width of its 95% interval (0 or NaN when none)
     * @param significant the change from the previous run was significant
     */
    public record Point(String commit, double mean, double half, boolean significant) {
    }

    private final String title;
    private final String yTitle;
    private final List<Point> points;
    private final List<String> caption;

    public TrendFigure(String title, String yTitle, List<Point> points, String caption) {
        this.title = title;
        this.yTitle = yTitle;
        this.points = List.copyOf(points);
        java.awt.image.BufferedImage scratch = new java.awt.image.BufferedImage(1, 1,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        var fm = scratch.createGraphics().getFontMetrics(PaperStyle.font(Font.PLAIN, 13f));
        this.caption = FigureCanvas.wrap(caption, fm, WIDTH - 2 * MARGIN);
    }

    /** Writes the figure as PNG and SVG. */
    public void write(Path png, Path svg) throws IOException {
        FigureFiles.png(this, png);
        FigureFiles.svg(this, svg);
    }

    @Override
    public int width() {
        return WIDTH;
    }

    @Override
    public int height() {
        return TITLE + CHART_HEIGHT + MARGIN + caption.size() * CAPTION_LINE + MARGIN;
    }

    @Override
    public void paint(Graphics2D g) {
        PaperStyle.blankPage(g, width(), height());
        g.setFont(PaperStyle.font(Font.BOLD, 16f));
        g.drawString(title, MARGIN, 28);
        Graphics2D cg = (Graphics2D) g.create();
        cg.translate(0, TITLE);
        FramedPaint.paint(chart(), cg, WIDTH, CHART_HEIGHT);
        cg.dispose();
        g.setColor(new Color(0x333333));
        g.setFont(PaperStyle.font(Font.PLAIN, 13f));
        int y = TITLE + CHART_HEIGHT + MARGIN + 4;
        for (String line : caption) {
            g.drawString(line, MARGIN, y);
            y += CAPTION_LINE;
        }
    }

    private CategoryChart chart() {
        CategoryChart chart = new CategoryChart(WIDTH, CHART_HEIGHT);
        var s = chart.getStyler();
        PaperStyle.apply(s, false);
        s.setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        s.setOverlapped(true);   // the ring sits on its point, not beside it
        chart.setXAxisTitle("recorded run, oldest first (commit; + = uncommitted changes)");
        chart.setYAxisTitle(yTitle);
        List<String> categories = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        List<Double> es = new ArrayList<>();
        List<Double> rings = new ArrayList<>();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            categories.add((i + 1) + ". " + p.commit());
            boolean missing = Double.isNaN(p.mean());
            double e = missing || Double.isNaN(p.half()) ? 0 : p.half();
            ys.add(missing ? null : p.mean());
            es.add(missing ? null : e);
            rings.add(p.significant() && !missing ? p.mean() : null);
            if (!missing) {
                lo = Math.min(lo, p.mean() - e);
                hi = Math.max(hi, p.mean() + e);
            }
        }
        if (lo > hi) {
            lo = 0;
            hi = 1;
        }
        double pad = hi > lo ? 0.08 * (hi - lo) : Math.max(0.05 * Math.abs(hi), 0.01);
        s.setYAxisMin(lo - pad);
        s.setYAxisMax(hi + pad);
        s.setyAxisTickLabelsFormattingFunction(v -> ReadableNumber.of(v, 3));
        CategorySeries series = chart.addSeries("mean and 95% interval", categories, ys, es);
        series.setMarker(PaperStyle.marker(0));
        series.setMarkerColor(PaperStyle.colour(0));
        series.setLineColor(PaperStyle.colour(0));
        series.setLineStyle(PaperStyle.line(0));
        boolean anyRing = rings.stream().anyMatch(java.util.Objects::nonNull);
        if (anyRing) {
            CategorySeries ring = chart.addSeries("significant change from the run before", categories, rings);
            ring.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
            ring.setMarker(new HollowMarker(HollowMarker.Shape2.CIRCLE, 2.2));
            ring.setMarkerColor(new Color(0xD55E00));
        }
        s.setLegendVisible(anyRing);
        s.setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideSW);
        return chart;
    }
}
