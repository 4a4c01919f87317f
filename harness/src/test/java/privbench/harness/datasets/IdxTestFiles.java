package privbench.harness.datasets;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;
import java.util.zip.GZIPOutputStream;

/** Tiny IDX files (MNIST's format: a magic number, the sizes, then unsigned bytes) written for tests. */
public final class IdxTestFiles {

    private IdxTestFiles() {
    }

    /** n images of rows x cols pixels; {@code pixels.apply(i)} gives image i's bytes, row-major. */
    public static Path images(Path file, int n, int rows, int cols, IntFunction<byte[]> pixels, boolean gz)
            throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(b);
        out.write(new byte[] {0, 0, 0x08, 3});
        out.writeInt(n);
        out.writeInt(rows);
        out.writeInt(cols);
        for (int i = 0; i < n; i++) {
            out.write(pixels.apply(i));
        }
        return write(file, b.toByteArray(), gz);
    }

    /** One label byte per image. */
    public static Path labels(Path file, int[] labels, boolean gz) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(b);
        out.write(new byte[] {0, 0, 0x08, 1});
        out.writeInt(labels.length);
        for (int label : labels) {
            out.write(label);
        }
        return write(file, b.toByteArray(), gz);
    }

    private static Path write(Path p, byte[] bytes, boolean gz) throws IOException {
        try (OutputStream os = gz ? new GZIPOutputStream(Files.newOutputStream(p)) : Files.newOutputStream(p)) {
            os.write(bytes);
        }
        return p;
    }
}
