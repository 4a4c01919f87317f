package privbench.harness.experiment;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * Where an experiment's data come from: exactly one of a synthetic generator, a builtin dataset,
 * a CSV file, a LIBSVM file or a pair of IDX files.
 */
public sealed interface DataSource {

    /** Where the source is declared. */
    Location at();

    /** The YAML key naming the source kind ({@code synthetic}, {@code builtin}, {@code csv}, {@code libsvm}, {@code idx}). */
    String kind();

    /**
     * A generator from {@code privbench.data.synthetic.Generators}; its parameters, d and outliers are
     * sweep axes (see {@link Sweep}).
     *
     * @param generator the generator id
     * @param rows      private training rows to generate (public and test rows come on top); absent means the
     *                  largest swept n
     */
    record Synthetic(Located<String> generator, Optional<Located<Integer>> rows, Location at) implements DataSource {
        @Override
        public String kind() {
            return "synthetic";
        }
    }

    /**
     * A dataset shipped under {@code experiments/data}.
     *
     * @param name     its id (e.g. {@code breast-cancer})
     * @param positive the positive class (one-vs-rest for multiclass data); absent means the registry's default
     * @param classes  empty, or a pair of classes to keep (rows of other classes are dropped)
     */
    record Builtin(Located<String> name, Optional<Located<String>> positive, List<Located<String>> classes,
                   Location at) implements DataSource {
        public Builtin {
            classes = List.copyOf(classes);
        }

        @Override
        public String kind() {
            return "builtin";
        }
    }

    /**
     * A CSV file with a header row, numeric features and one label column.
     *
     * @param path     the file (relative paths are resolved against the experiment file's folder)
     * @param label    the label column's name
     * @param positive the positive class; absent keeps every class (a multiclass task unless there are two)
     * @param classes  empty, or a pair of classes to keep (rows of other classes are dropped)
     * @param labelAt  where the label column was named ({@code label:}), or the csv mapping when defaulted
     */
    record CsvFile(Located<Path> path, String label, Optional<Located<String>> positive,
                   List<Located<String>> classes, Location at, Location labelAt)
            implements DataSource {
        public CsvFile {
            classes = List.copyOf(classes);
        }

        @Override
        public String kind() {
            return "csv";
        }
    }

    /**
     * A LIBSVM (sparse {@code label idx:val}, 1-based indices) file, densified.
     *
     * @param path     the file
     * @param positive the positive label; absent keeps every class
     * @param classes  empty, or a pair of classes to keep (rows of other classes are dropped)
     * @param features the number of features d; absent means the largest index in the files read
     */
    record LibsvmFile(Located<Path> path, Optional<Located<String>> positive, List<Located<String>> classes,
                      Optional<Located<Integer>> features, Location at) implements DataSource {
        public LibsvmFile {
            classes = List.copyOf(classes);
        }

        @Override
        public String kind() {
            return "libsvm";
        }
    }

    /**
     * IDX files (MNIST, Fashion-MNIST): unsigned-byte images and their labels.
     *
     * @param images   the images file (plain or .gz)
     * @param labels   the labels file; absent means the file beside the images by the usual naming
     *                 ({@code *-images-idx3-ubyte} to {@code *-labels-idx1-ubyte})
     * @param positive the positive class; absent keeps every class
     * @param classes  empty, or a pair of classes to keep (rows of other classes are dropped)
     */
    record IdxFiles(Located<Path> images, Optional<Located<Path>> labels, Optional<Located<String>> positive,
                    List<Located<String>> classes, Location at) implements DataSource {
        public IdxFiles {
            classes = List.copyOf(classes);
        }

        @Override
        public String kind() {
            return "idx";
        }
    }
}
