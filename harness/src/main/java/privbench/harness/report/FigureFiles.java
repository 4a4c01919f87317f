package privbench.harness.report;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;

/**
 * Writes a figure canvas as PNG (at twice its size, so it stays sharp on screens and in print) and as
 * SVG (through VectorGraphics2D).
 */
final class FigureFiles {

    /** Pixels per canvas unit in the PNG. */
    static final int PNG_SCALE = 2;

    private FigureFiles() {
    }

    static void png(Drawable canvas, Path file) throws IOException {
        BufferedImage image = new BufferedImage(canvas.width() * PNG_SCALE, canvas.height() * PNG_SCALE,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(PNG_SCALE, PNG_SCALE);
            canvas.paint(g);
        } finally {
            g.dispose();
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        if (!ImageIO.write(image, "png", tmp.toFile())) {
            throw new IOException("no PNG writer is available in this Java runtime");
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    static void svg(Drawable canvas, Path file) throws IOException {
        VectorGraphics2D g = new VectorGraphics2D();
        canvas.paint(g);
        var document = new SVGProcessor().getDocument(g.getCommands(),
                new PageSize(0, 0, canvas.width(), canvas.height()));
        try (OutputStream out = Files.newOutputStream(file)) {
            document.writeTo(out);
        }
    }
}
