package privbench.harness.datasets;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * Reads IDX files (the format of MNIST and Fashion-MNIST, plain or gzipped): an images file of unsigned
 * bytes with 2 or more dimensions (rows, then the pixel grid, flattened row-major) and a labels file of
 * unsigned bytes with one dimension.
 *
 * <p>Header: two zero bytes, a type byte (0x08, unsigned byte, is the only type read), the number of
 * dimensions, then each dimension as a big-endian 32-bit integer. Pixels are read as their values 0..255;
 * scaling them is a preprocessing step. A file whose name ends in {@code .gz} is gunzipped.
 */
public final class IdxReader {

    private static final int UNSIGNED_BYTE = 0x08;

    private IdxReader() {
    }

    /**
     * The labels file beside an images file by the usual naming ({@code train-images-idx3-ubyte[.gz]} and
     * {@code train-labels-idx1-ubyte[.gz]}), or empty when the name does not follow it.
     */
    public static Optional<Path> labelsBeside(Path images) {
        String name = images.getFileName().toString();
        String labels = name.replace("images-idx3", "labels-idx1");
        return labels.equals(name) ? Optional.empty() : Optional.of(images.resolveSibling(labels));
    }

    /**
     * Reads images and, when given, their labels (the label text is the byte value, e.g. "7").
     *
     * @throws InputException naming the file and what is wrong with it
     */
    public static LabelledTable read(Located<Path> images, Optional<Located<Path>> labels) {
        Grid grid = readImages(images);
        String[] text = null;
        if (labels.isPresent()) {
            byte[] l = readLabels(labels.get());
            if (l.length != grid.rows()) {
                throw labels.get().error("has " + l.length + " labels, but " + images.value() + " has " + grid.rows()
                        + " images");
            }
            text = new String[l.length];
            for (int i = 0; i < l.length; i++) {
                text[i] = Integer.toString(l[i] & 0xff);
            }
        }
        int[] lines = new int[grid.rows()];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = i + 1;   // the record number stands in for a line
        }
        return new LabelledTable(images.value(), grid.x(), grid.rows(), grid.cols(), text, lines);
    }

    private record Grid(double[] x, int rows, int cols) {
    }

    private static Grid readImages(Located<Path> file) {
        try (DataInputStream in = open(file)) {
            int[] dims = header(in, file.value(), 2);
            long cols = 1;
            for (int i = 1; i < dims.length; i++) {
                cols *= dims[i];
            }
            if ((long) dims[0] * cols > Integer.MAX_VALUE - 8) {
                throw new InputException(Location.of(file.value()), "holds " + dims[0] + " x " + cols
                        + " values, more than one array can take");
            }
            byte[] raw = new byte[(int) (dims[0] * cols)];
            in.readFully(raw);
            double[] x = new double[raw.length];
            for (int i = 0; i < raw.length; i++) {
                x[i] = raw[i] & 0xff;
            }
            return new Grid(x, dims[0], (int) cols);
        } catch (EOFException e) {
            throw new InputException(Location.of(file.value()), "ends before the size its header declares");
        } catch (IOException e) {
            throw DataFiles.unreadable(file, e);
        }
    }

    private static byte[] readLabels(Located<Path> file) {
        try (DataInputStream in = open(file)) {
            int[] dims = header(in, file.value(), 1);
            if (dims.length != 1) {
                throw new InputException(Location.of(file.value()), "must be a one-dimensional IDX labels file, has "
                        + dims.length + " dimensions");
            }
            byte[] raw = new byte[dims[0]];
            in.readFully(raw);
            return raw;
        } catch (EOFException e) {
            throw new InputException(Location.of(file.value()), "ends before the size its header declares");
        } catch (IOException e) {
            throw DataFiles.unreadable(file, e);
        }
    }

    private static DataInputStream open(Located<Path> file) throws IOException {
        Path p = file.value();
        if (!Files.isRegularFile(p)) {
            throw file.error("names a file that does not exist: " + p);
        }
        InputStream in = new BufferedInputStream(Files.newInputStream(p), 1 << 16);
        return new DataInputStream(p.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in);
    }

    /** The dimensions after checking the magic number; at least minDims of them, each >= 1. */
    private static int[] header(DataInputStream in, Path p, int minDims) throws IOException {
        int zero1 = in.readUnsignedByte();
        int zero2 = in.readUnsignedByte();
        int type = in.readUnsignedByte();
        int count = in.readUnsignedByte();
        if (zero1 != 0 || zero2 != 0) {
            throw new InputException(Location.of(p), "is not an IDX file (its first two bytes must be 0)");
        }
        if (type != UNSIGNED_BYTE) {
            throw new InputException(Location.of(p), String.format("has IDX type 0x%02x; only unsigned bytes (0x08) "
                    + "are read", type));
        }
        if (count < minDims) {
            throw new InputException(Location.of(p), "has " + count + " dimensions, expected at least " + minDims);
        }
        int[] dims = new int[count];
        for (int i = 0; i < count; i++) {
            dims[i] = in.readInt();
            if (dims[i] < 1) {
                throw new InputException(Location.of(p), "declares dimension " + i + " of size " + dims[i]);
            }
        }
        return dims;
    }
}
