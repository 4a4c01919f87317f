package privbench.harness.report;

import java.awt.Graphics2D;

/** Something FigureFiles can write as PNG and SVG: a size in canvas units and a paint. */
interface Drawable {

    int width();

    int height();

    void paint(Graphics2D g);
}
