package privbench.harness.analysis;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A line chart of named (x, y) series written as PNG and SVG with XChart. A point can be a bound rather than a
 * measurement (a censored n*, {@link SampleComplexity.Censoring}): it is drawn as a triangle pointing the way the
 * true value lies, in its line's colour.
 */
public final class LineFigure {

    /** One line; {@code marks} says which points are bounds. */
    public record Series(String name, double[] x, double[] y, List<SampleComplexity.Censoring> marks) {

        public Series {
            marks = List.copyOf(marks);
            if (marks.size() != x.length || y.length != x.length) {
                throw new IllegalArgumentException("x, y and marks differ in length");
            }
        }

        /** A line of measurements only. */
        public Series(String name, double[] x, double[] y) {
            this(name, x, y, Collections.nCopies(x.length, SampleComplexity.Censoring.MEASURED));
        }
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
        // large enough that a bound's triangle reads apart from a measurement's circle
        chart.getStyler().setMarkerSize(7);
        Color[] palette = chart.getStyler().getSeriesColors();
        Set<String> used = new HashSet<>();
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            // XChart refuses repeated names: number the repeats
            String name = s.name();
            for (int k = 2; !used.add(name); k++) {
                name = s.name() + " (" + k + ")";
            }
            Color colour = palette[i % palette.length];
            XYSeries line = chart.addSeries(name, s.x(), s.y());
            boolean allMeasured = s.marks().stream().allMatch(m -> m == SampleComplexity.Censoring.MEASURED);
            // a line with bounds carries no markers of its own: each point is drawn once, as what it is
            line.setMarker(allMeasured ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
            line.setLineColor(colour);
            line.setMarkerColor(colour);
            if (!allMeasured) {
                points(chart, name, s, SampleComplexity.Censoring.MEASURED, SeriesMarkers.CIRCLE, colour);
                points(chart, name, s, SampleComplexity.Censoring.AT_MOST, SeriesMarkers.TRIANGLE_DOWN, colour);
                points(chart, name, s, SampleComplexity.Censoring.AT_LEAST, SeriesMarkers.TRIANGLE_UP, colour);
            }
        }
        BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, base.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }

    /** The points of one kind, as a marker-only series over the line, out of the legend. */
    private static void points(XYChart chart, String name, Series s, SampleComplexity.Censoring kind, Marker marker, Color colour) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (int i = 0; i < s.x().length; i++) {
            if (s.marks().get(i) == kind) {
                x.add(s.x()[i]);
                y.add(s.y()[i]);
            }
        }
        if (x.isEmpty()) {
            return;
        }
        XYSeries b = chart.addSeries(name + " (" + kind.name().toLowerCase(java.util.Locale.ROOT) + ")", x, y);
        b.setLineStyle(SeriesLines.NONE);
        b.setMarker(marker);
        b.setMarkerColor(colour);
        b.setShowInLegend(false);
    }
}
