package privbench.harness.report;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.style.markers.Marker;

/**
 * An outlined (unfilled) marker: where the means of two series coincide (every learner at accuracy 1 at large
 * epsilon), the later marker no longer hides the earlier one, and the line beneath stays visible.
 */
final class HollowMarker extends Marker {

    /** The outline shapes, in the order series get them. */
    enum Shape2 { CIRCLE, SQUARE, DIAMOND, TRIANGLE_UP, TRIANGLE_DOWN }

    private static final BasicStroke OUTLINE = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    private final Shape2 shape;
    private final double scale;

    HollowMarker(Shape2 shape) {
        this(shape, 1);
    }

    /** A marker drawn {@code scale} times the chart's marker size (a ring around a point, for instance). */
    HollowMarker(Shape2 shape, double scale) {
        this.shape = shape;
        this.scale = scale;
    }

    @Override
    public void paint(Graphics2D g, double x, double y, int markerSize) {
        double size = markerSize * scale;
        double h = size / 2.0;
        Shape s = switch (shape) {
            case CIRCLE -> new Ellipse2D.Double(x - h, y - h, size, size);
            case SQUARE -> new Rectangle2D.Double(x - h * 0.9, y - h * 0.9, size * 0.9, size * 0.9);
            case DIAMOND -> polygon(x, y - h * 1.15, x + h * 1.15, y, x, y + h * 1.15, x - h * 1.15, y);
            case TRIANGLE_UP -> polygon(x, y - h * 1.1, x + h * 1.1, y + h * 0.85, x - h * 1.1, y + h * 0.85);
            case TRIANGLE_DOWN -> polygon(x, y + h * 1.1, x + h * 1.1, y - h * 0.85, x - h * 1.1, y - h * 0.85);
        };
        var old = g.getStroke();
        g.setStroke(OUTLINE);
        g.draw(s);
        g.setStroke(old);
    }

    private static Shape polygon(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }
}
