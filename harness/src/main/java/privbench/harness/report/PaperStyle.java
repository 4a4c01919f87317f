package privbench.harness.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The look of privbench figures: white background, light grid, fonts readable when the figure is
 * shrunk to a column, and for every series a distinct colour AND marker AND line style, so that curves
 * stay apart in greyscale print and for colour-blind readers.
 */
final class PaperStyle {

    /** Okabe and Ito's colour-blind-safe palette, without its yellow (too light on white). */
    private static final List<Color> COLOURS = List.of(new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73),
            new Color(0xCC79A7), new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000));

    /** Outlined shapes, so that coinciding points of several series all show, then the open cross and plus. */
    private static final List<Marker> MARKERS = List.of(new HollowMarker(HollowMarker.Shape2.CIRCLE),
            new HollowMarker(HollowMarker.Shape2.SQUARE), new HollowMarker(HollowMarker.Shape2.DIAMOND),
            new HollowMarker(HollowMarker.Shape2.TRIANGLE_UP), new HollowMarker(HollowMarker.Shape2.TRIANGLE_DOWN),
            SeriesMarkers.CROSS, SeriesMarkers.PLUS);

    static final float LINE_WIDTH = 2f;

    /** Five line styles; with seven colours and markers, 35 series have distinct triples. */
    private static final List<BasicStroke> LINES = List.of(
            new BasicStroke(LINE_WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND),
            dashed(9f, 5f), dashed(2f, 4f), dashed(9f, 4f, 2f, 4f), dashed(16f, 6f));
    static final int MARKER_SIZE = 10;

    private static final String FAMILY = family();

    private PaperStyle() {
    }

    /** DejaVu Sans where installed (it has Greek letters and is common), else the logical sans-serif font. */
    private static String family() {
        try {
            String[] names = GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames();
            return Arrays.asList(names).contains("DejaVu Sans") ? "DejaVu Sans" : Font.SANS_SERIF;
        } catch (RuntimeException | Error e) {
            return Font.SANS_SERIF;
        }
    }

    /** Starts a figure: antialiased shapes and text on a white page, the pen set to the text colour. */
    static void blankPage(Graphics2D g, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(new Color(0x222222));
    }

    static Font font(int style, float size) {
        return new Font(FAMILY, style, 1).deriveFont(size);
    }

    static Color colour(int series) {
        return COLOURS.get(series % COLOURS.size());
    }

    /**
     * The marker of a series: the first seven take the seven markers in order, and each later round of seven
     * shifts them by one, so that (colour, marker) stays unique for 49 series (an E7 figure with 14 series once
     * drew series 1 and 8 alike).
     */
    static Marker marker(int series) {
        return MARKERS.get((series % COLOURS.size() + series / COLOURS.size()) % MARKERS.size());
    }

    static BasicStroke line(int series) {
        return LINES.get(series % LINES.size());
    }

    private static BasicStroke dashed(float... dash) {
        return new BasicStroke(LINE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f);
    }

    /** The thin dashed line of a value at epsilon = inf (no privacy), in the series' colour. */
    static BasicStroke reference() {
        return new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {5f, 4f}, 0f);
    }

    /** Applies the style to one panel's chart. */
    static void apply(AxesChartStyler s, boolean panelTitle) {
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setPlotBorderVisible(true);
        s.setPlotBorderColor(new Color(0x444444));
        s.setPlotGridLinesVisible(true);
        s.setPlotGridLinesColor(new Color(0xE3E3E3));
        s.setPlotGridLinesStroke(new BasicStroke(1f));
        s.setLegendVisible(false);
        s.setChartTitleVisible(panelTitle);
        s.setChartTitleBoxVisible(false);
        s.setChartTitleFont(font(Font.BOLD, 15f));
        s.setChartFontColor(new Color(0x222222));
        s.setAxisTitleFont(font(Font.PLAIN, 15f));
        s.setAxisTickLabelsFont(font(Font.PLAIN, 13f));
        s.setAxisTickLabelsColor(new Color(0x222222));
        s.setAxisTickMarksColor(new Color(0x444444));
        s.setAxisTicksLineVisible(false);
        s.setAxisTitlePadding(6);
        s.setAxisTickPadding(5);
        // numbers right-aligned against the axis: a short label ("1") sits by its tick, not by the longest label
        s.setYAxisLabelAlignment(org.knowm.xchart.style.AxesChartStyler.TextAlignment.Right);
        s.setChartPadding(10);
        s.setPlotContentSize(0.94);
        s.setMarkerSize(MARKER_SIZE);
        s.setErrorBarsColorSeriesColor(true);
        s.setAntiAlias(true);
        s.setTextAntiAlias(true);
    }
}
