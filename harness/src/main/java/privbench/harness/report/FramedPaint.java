package privbench.harness.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.lang.reflect.Field;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.chartpart.Plot_;
import org.knowm.xchart.internal.series.Series;

/**
 * Paints a chart so that its series (lines, markers, error bars) stay inside the plot frame. The y range is
 * kept to the data (a metric in [0, 1] is not stretched by intervals crossing its bounds), so an error bar
 * may reach past it; XChart draws such a bar across the frame and over the tick labels. Here the chart is
 * painted twice: first without its series (axes, ticks, frame), then with them, clipped to the plot's bounds.
 *
 * <p>XChart 4.0.3 keeps the plot's bounds in a protected field; it is read by reflection, and a chart whose
 * bounds cannot be read is painted the plain way.
 */
final class FramedPaint {

    private FramedPaint() {
    }

    static void paint(Chart<?, ?> chart, Graphics2D g, int width, int height) {
        var series = chart.getSeriesCollection();
        series.forEach(s -> ((Series) s).setEnabled(false));
        Graphics2D frame = (Graphics2D) g.create();
        chart.paint(frame, width, height);
        frame.dispose();
        series.forEach(s -> ((Series) s).setEnabled(true));
        Rectangle2D bounds = plotBounds(chart);
        Graphics2D inside = (Graphics2D) g.create();
        if (bounds != null) {
            inside.clip(new Rectangle2D.Double(bounds.getX(), bounds.getY(), bounds.getWidth() + 1,
                    bounds.getHeight() + 1));
        }
        chart.paint(inside, width, height);
        inside.dispose();
    }

    private static Rectangle2D plotBounds(Chart<?, ?> chart) {
        try {
            Field f = Chart.class.getDeclaredField("plot");
            f.setAccessible(true);
            Object plot = f.get(chart);
            return plot instanceof Plot_<?, ?> p ? p.getBounds() : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
