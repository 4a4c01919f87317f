package privbench.harness.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** A line chart of named (x, y) series written as PNG and SVG with XChart. */
public final class LineFigure {

    /** One line. */
    public record Series(String name, double[] x, double[] y) {
    }

    private LineFigure() {
    }

    /**
     * Writes {@code base}.png and {@code base}.svg.
     *
     * @param base the output path without extension
     */
    public static void write(Path base, String title, String xLabel, String yLabel, List<Series> series)
            throws IOException {
        XYChart chart = new XYChartBuilder().width(900).height(560).title(title).xAxisTitle(xLabel)
                .yAxisTitle(yLabel).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setMarkerSize(4);
        Set<String> used = new HashSet<>();
        for (Series s : series) {
            // XChart refuses repeated names: number the repeats
            String name = s.name();
            for (int k = 2; !used.add(name); k++) {
                name = s.name() + " (" + k + ")";
            }
            chart.addSeries(name, s.x(), s.y()).setMarker(SeriesMarkers.CIRCLE);
        }
        BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, base.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
}
