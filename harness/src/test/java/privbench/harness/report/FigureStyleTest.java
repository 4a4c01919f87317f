package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * Figures show every point and keep error bars inside the frame (issue 17): markers are outlines, so a point
 * drawn over another leaves it visible; a bar longer than the y range is cut at the plot's frame. (XChart
 * 4.0.3 clips these simple charts itself as well; FramedPaint makes it ours, whatever the chart library does.)
 */
class FigureStyleTest {

    private static final Color RED = new Color(255, 0, 0);

    @Test
    void fortyNineSeries_haveFortyNineColourMarkerPairs_andTheFirstSevenKeepTheirOwn() {
        java.util.Set<String> pairs = new java.util.HashSet<>();
        for (int i = 0; i < 49; i++) {
            assertTrue(pairs.add(PaperStyle.colour(i) + "/" + PaperStyle.marker(i)), "series " + i + " repeats a pair");
        }
        // the plain modulo the figures once used repeats series 0 at series 7: the rule must not
        assertFalse(PaperStyle.marker(7).equals(PaperStyle.marker(0)) && PaperStyle.colour(7).equals(PaperStyle.colour(0)));
        for (int i = 0; i < 7; i++) {
            assertEquals(PaperStyle.marker(i + 7 * 7), PaperStyle.marker(i), "the rounds cycle after 49");
        }
    }

    @Test
    void hollowMarkers_leaveTheirCentreUnpainted() {
        BufferedImage img = white(60, 60);
        Graphics2D g = img.createGraphics();
        g.setColor(RED);
        new HollowMarker(HollowMarker.Shape2.CIRCLE).paint(g, 30, 30, 20);
        g.dispose();
        assertEquals(Color.WHITE.getRGB(), img.getRGB(30, 30), "the centre stays free for a point beneath");
        assertTrue(redIn(img, 0, 60, 19, 22), "the outline is drawn at radius 10");
    }

    @Test
    void errorBarsBeyondTheRange_areCutAtTheFrame() {
        BufferedImage framed = paint();
        int top = frameTop(framed);
        assertTrue(top > 0, "the plot's frame is drawn");
        assertFalse(redIn(framed, 0, 600, 0, top), "a bar crossed the frame (top at row " + top + ")");
        // the bar itself is drawn, up to the frame: the clip hides only what lies beyond it
        assertTrue(redIn(framed, 0, 600, top + 2, top + 20), "the bar reaches the frame");
    }

    private static BufferedImage paint() {
        // a category chart (x = learner): XChart clips the lines of XY charts to the plot, not these bars
        var chart = new org.knowm.xchart.CategoryChart(600, 400);
        PaperStyle.apply(chart.getStyler(), false);
        chart.getStyler().setDefaultSeriesRenderStyle(
                org.knowm.xchart.CategorySeries.CategorySeriesRenderStyle.Scatter);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(1.0);
        var s = chart.addSeries("wide", java.util.List.of("a", "b"), java.util.List.of(0.5, 0.6),
                java.util.List.of(2.0, 2.0));
        s.setMarkerColor(RED);
        s.setLineColor(RED);
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        BufferedImage img = white(600, 400);
        Graphics2D g = img.createGraphics();
        FramedPaint.paint(chart, g, 600, 400);
        g.dispose();
        return img;
    }

    /** The first row, from the top, where the frame's dark border runs across the middle column. */
    private static int frameTop(BufferedImage img) {
        for (int y = 0; y < img.getHeight(); y++) {
            Color c = new Color(img.getRGB(img.getWidth() / 2, y));
            if (c.getRed() < 0x80 && c.getGreen() < 0x80 && c.getBlue() < 0x80) {
                return y;
            }
        }
        return -1;
    }

    private static BufferedImage white(int w, int h) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, h);
        g.dispose();
        return img;
    }

    /** Any strongly red pixel in [x0, x1) x [y0, y1). */
    private static boolean redIn(BufferedImage img, int x0, int x1, int y0, int y1) {
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                Color c = new Color(img.getRGB(x, y));
                if (c.getRed() > 200 && c.getGreen() < 120 && c.getBlue() < 120) {
                    return true;
                }
            }
        }
        return false;
    }
}
