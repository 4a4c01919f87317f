package privbench.harness.datasets;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import privbench.data.Dataset;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * The first rows of an IDX image file (MNIST, Fashion-MNIST) as a binary dataset for an audit's natural worlds:
 * class "1" for the images of one label, "0" for the rest, each row scaled to unit norm by the experiments'
 * {@code unit-norm} step ({@link Preprocessing}), declared norm bound 1. The first rows, not a sample: which rows an audit uses must not
 * depend on anything but the file and the count.
 */
public final class FirstImages {

    private FirstImages() {
    }

    /**
     * The first {@code n} images and their labels (the labels file beside the images, by the usual naming).
     *
     * @throws InputException naming the file when it is missing, unreadable, or has fewer than n images
     */
    public static Dataset binary(Path images, int n, String positive) {
        Location at = Location.of(images);
        if (!Files.isRegularFile(images)) {
            throw new InputException(at, "natural data: no such images file (Debian's dataset-fashion-mnist installs "
                    + "/usr/share/datasets/fashion-mnist/; or give --natural-data FILE)");
        }
        Optional<Path> labels = IdxReader.labelsBeside(images).filter(Files::isRegularFile);
        if (labels.isEmpty()) {
            throw new InputException(at, "natural data: no labels file beside it (train-labels-idx1-ubyte[.gz])");
        }
        LabelledTable t = IdxReader.read(new Located<>(images, at, "images"),
                Optional.of(new Located<>(labels.get(), Location.of(labels.get()), "labels")));
        if (t.rows() < n) {
            throw new InputException(at, "natural data: has " + t.rows() + " images, the audit asks for " + n);
        }
        int d = t.cols();
        double[] x = new double[n * d];
        int[] y = new int[n];
        System.arraycopy(t.x(), 0, x, 0, n * d);
        for (int i = 0; i < n; i++) {
            // the unit-norm step's own rule, so the declared bound 1 holds exactly in floating point
            Preprocessing.scaleInto(x, i * d, d, 1.0, true);
            y[i] = t.label(i).equals(positive) ? 1 : 0;
        }
        return Dataset.labelled("audit/natural", x, n, d, y, List.of("0", "1"), 1.0);
    }
}
