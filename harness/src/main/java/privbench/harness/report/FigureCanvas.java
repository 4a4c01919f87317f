package privbench.harness.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.AxesChart;

/**
 * A whole figure laid out on one canvas: the title, a grid of panels (at most three per row) sharing one
 * y range, a legend on the right naming every series with its line, marker and colour, and the caption
 * below. Draws alike on a bitmap and on a vector canvas.
 */
final class FigureCanvas implements Drawable {

    static final int PANEL_WIDTH = 520;
    static final int PANEL_HEIGHT = 400;
    private static final int MARGIN = 16;
    private static final int SAMPLE = 46;
    private static final int LEGEND_ROW = 24;
    private static final int CAPTION_LINE = 18;

    private final PanelCharts charts;
    private final String title;
    private final List<String> captionLines;
    private final List<String> legend;
    private final int columns;
    private final int rows;
    private final int legendWidth;

    FigureCanvas(FigureData data, PanelCharts charts, String title, String caption) {
        this.charts = charts;
        this.title = title;
        this.legend = data.seriesNames();
        this.columns = Math.max(1, Math.min(3, data.panels().size()));
        this.rows = Math.max(1, (data.panels().size() + columns - 1) / columns);
        Graphics2D scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        FontMetrics lm = scratch.getFontMetrics(PaperStyle.font(Font.PLAIN, 14f));
        int widest = legend.stream().mapToInt(lm::stringWidth).max().orElse(0);
        // a tenth to spare: the SVG renderer's fonts run wider than the bitmap's metrics
        this.legendWidth = legend.isEmpty() ? 0 : SAMPLE + 12 + (int) Math.ceil(1.1 * widest) + MARGIN;
        this.captionLines = wrap(caption, scratch.getFontMetrics(PaperStyle.font(Font.PLAIN, 13f)),
                columns * PANEL_WIDTH + legendWidth - 2 * MARGIN);
        scratch.dispose();
    }

    @Override
    public int width() {
        return MARGIN + columns * PANEL_WIDTH + legendWidth;
    }

    @Override
    public int height() {
        return titleHeight() + rows * charts.height() + (captionLines.isEmpty() ? MARGIN
                : MARGIN + captionLines.size() * CAPTION_LINE + MARGIN);
    }

    private int titleHeight() {
        return title.isEmpty() ? MARGIN : 44;
    }

    @Override
    public void paint(Graphics2D g) {
        PaperStyle.blankPage(g, width(), height());
        if (!title.isEmpty()) {
            g.setFont(PaperStyle.font(Font.BOLD, 18f));
            int w = g.getFontMetrics().stringWidth(title);
            g.drawString(title, Math.max(MARGIN, (MARGIN + columns * PANEL_WIDTH - w) / 2), 30);
        }
        List<AxesChart<?, ?>> panels = charts.charts();
        for (int i = 0; i < panels.size(); i++) {
            Graphics2D pg = (Graphics2D) g.create();
            pg.translate(MARGIN / 2 + (i % columns) * PANEL_WIDTH, titleHeight() + (i / columns) * charts.height());
            FramedPaint.paint(panels.get(i), pg, PANEL_WIDTH, charts.height());
            pg.dispose();
        }
        paintLegend(g);
        g.setColor(new Color(0x333333));
        g.setFont(PaperStyle.font(Font.PLAIN, 13f));
        int y = titleHeight() + rows * charts.height() + MARGIN + 4;
        for (String line : captionLines) {
            g.drawString(line, MARGIN, y);
            y += CAPTION_LINE;
        }
    }

    private void paintLegend(Graphics2D g) {
        if (legend.isEmpty()) {
            return;
        }
        int x = MARGIN + columns * PANEL_WIDTH;
        int y = titleHeight() + 40;
        g.setFont(PaperStyle.font(Font.PLAIN, 14f));
        FontMetrics fm = g.getFontMetrics();
        for (int i = 0; i < legend.size(); i++) {
            Color c = PaperStyle.colour(i);
            int mid = y + i * LEGEND_ROW;
            Graphics2D lg = (Graphics2D) g.create();
            lg.setColor(c);
            lg.setStroke(PaperStyle.line(i));
            lg.drawLine(x, mid, x + SAMPLE, mid);
            PaperStyle.marker(i).paint(lg, x + SAMPLE / 2.0, mid, PaperStyle.MARKER_SIZE);
            lg.dispose();
            g.setColor(new Color(0x222222));
            g.drawString(legend.get(i), x + SAMPLE + 10, mid + fm.getAscent() / 2 - 2);
        }
        if (charts.hasReferenceLines()) {
            int mid = y + legend.size() * LEGEND_ROW + 6;
            Graphics2D lg = (Graphics2D) g.create();
            lg.setColor(new Color(0x555555));
            lg.setStroke(PaperStyle.reference());
            lg.drawLine(x, mid, x + SAMPLE, mid);
            lg.dispose();
            g.setColor(new Color(0x222222));
            g.drawString("value at ε = ∞", x + SAMPLE + 10, mid + fm.getAscent() / 2 - 2);
        }
    }

    /** Greedy word wrap to a width in pixels. */
    static List<String> wrap(String text, FontMetrics fm, int width) {
        List<String> lines = new ArrayList<>();
        if (text.isBlank()) {
            return lines;
        }
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (fm.stringWidth(candidate) > width && line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(candidate);
            }
        }
        lines.add(line.toString());
        return lines;
    }
}
