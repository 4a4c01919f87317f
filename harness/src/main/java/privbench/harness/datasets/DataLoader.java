package privbench.harness.datasets;

import privbench.harness.input.FileDigest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.harness.experiment.DataFacts;
import privbench.harness.experiment.DataSource;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * Reads an experiment's data source as far as the checks and the run need: files are read, digests
 * checked and classes assigned; synthetic generators are checked on every parameter combination.
 */
public final class DataLoader {

    private final DataDirectory directory;

    public DataLoader(DataDirectory directory) {
        this.directory = directory;
    }

    /** The loaded data, or an InputException naming the file or value that is wrong. */
    public LoadedData load(Experiment e) {
        if (e.dataset() instanceof DataSource.Synthetic s) {
            return SyntheticSource.load(e, s, tail(e));
        }
        return files(e);
    }

    private LoadedData.Files files(Experiment e) {
        Source src = source(e);
        LabelledTable table = src.read(src.file());
        ClassMapping mapping = ClassMapping.of(table, src.label(), src.positive(), src.pair(), src.defaultPositive(),
                e.dataset().at());
        String label = label(src.label(), mapping);
        Dataset rows = mapping.apply(table, label);
        Optional<Dataset> test = Optional.empty();
        StringBuilder identity = new StringBuilder(src.identity()).append("{classes=")
                .append(String.join(",", mapping.classNames())).append('}');
        int pool = rows.rows();
        String explained = rows.rows() + " rows";
        if (e.split() instanceof SplitSpec.TestFile tf) {
            test = Optional.of(sameShape(tf.path(), mapping.apply(src.read(tf.path()), label + "/test"), rows));
            if (test.get().rows() == 0) {
                throw tf.path().error("names a file with no rows of the classes " + mapping.classNames());
            }
            identity.append("|split=file:").append(digestName(tf.path()));
        } else {
            double f = ((SplitSpec.TestFraction) e.split()).fraction().value();
            int held = StratifiedSplit.heldCount(rows.rows(), f);
            if (held < 1 || held >= rows.rows()) {
                throw ((SplitSpec.TestFraction) e.split()).fraction().error("leaves " + held + " test rows of "
                        + rows.rows() + "; both parts need at least one row");
            }
            pool -= held;
            explained += " - " + held + " test";
            identity.append("|split=test:").append(Canonical.number(f));
        }
        Optional<Dataset> publicRows = Optional.empty();
        boolean publicLabelled = false;
        if (e.publicRows() instanceof PublicSpec.File pf) {
            LabelledTable pt = src.readPublic(pf.path());
            publicRows = Optional.of(sameShape(pf.path(), pt.hasLabels() ? mapping.apply(pt, label + "/public")
                    : mapping.unlabelled(pt, label + "/public"), rows));
            publicLabelled = pt.hasLabels();
            identity.append("|public=file:").append(digestName(pf.path()));
        } else if (e.publicRows() instanceof PublicSpec.Fraction pf) {
            int held = StratifiedSplit.heldCount(pool, pf.fraction().value());
            pool -= held;
            explained += " - " + held + " public";
            publicLabelled = true;
            identity.append("|public=fraction:").append(Canonical.number(
                    pf.fraction().value()));
        }
        identity.append(tail(e));
        var facts = new DataFacts(label, mapping.classNames(), pool, explained, rows.cols(), publicLabelled);
        return new LoadedData.Files(label, identity.toString(), facts, rows, test, publicRows);
    }

    /** Refuses a companion file whose features do not match the training file's. */
    private static Dataset sameShape(Located<Path> file, Dataset companion, Dataset rows) {
        if (companion.cols() != rows.cols()) {
            throw file.error("names a file with " + companion.cols() + " features, the training data have "
                    + rows.cols());
        }
        return companion;
    }

    /** The preprocessing part of the identity. */
    private static String tail(Experiment e) {
        List<String> steps = new ArrayList<>();
        for (PreprocessStep s : e.preprocess()) {
            steps.add(s.canonical());
        }
        return "|preprocess=" + String.join(",", steps);
    }

    private static String label(String name, ClassMapping mapping) {
        if (mapping.pair()) {
            return name + "[" + mapping.classNames().get(1) + "-vs-" + mapping.classNames().get(0) + "]";
        }
        if (mapping.oneVsRest()) {
            return name + "[" + mapping.classNames().get(1) + "-vs-rest]";
        }
        return name;
    }

    /** Everything needed to read one file source and its companions in the same format. */
    private interface Source {
        Located<Path> file();

        String label();

        String identity();

        Optional<Located<String>> positive();

        /** The two classes kept ({@code classes:}); none: every class (or one against the rest). */
        List<Located<String>> pair();

        /** The registry's positive class (builtin datasets only). */
        default Optional<String> defaultPositive() {
            return Optional.empty();
        }

        LabelledTable read(Located<Path> file);

        /** Public rows are read like the private ones unless a source says otherwise. */
        default LabelledTable readPublic(Located<Path> file) {
            return read(file);
        }
    }

    private record CsvSource(Located<Path> file, String label, String identity, Located<String> labelColumn,
                             Optional<Located<String>> positive, List<Located<String>> pair,
                             Optional<String> defaultPositive) implements Source {
        @Override
        public LabelledTable read(Located<Path> f) {
            return CsvDataReader.read(f, labelColumn, true);
        }

        @Override
        public LabelledTable readPublic(Located<Path> f) {
            return CsvDataReader.read(f, labelColumn, false);
        }
    }

    private record LibsvmSource(Located<Path> file, String label, String identity, Optional<Located<String>> positive,
                                List<Located<String>> pair, int features) implements Source {
        @Override
        public LabelledTable read(Located<Path> f) {
            return LibsvmReader.read(f, OptionalInt.of(features));
        }
    }

    /** IDX images with their labels: the dataset's own labels file, or the file beside each images file. */
    private record IdxSource(Located<Path> file, String label, String identity, Optional<Located<String>> positive,
                             List<Located<String>> pair, Optional<Located<Path>> labels) implements Source {
        @Override
        public LabelledTable read(Located<Path> f) {
            Optional<Located<Path>> l = f.value().equals(file.value()) && labels.isPresent() ? labels
                    : IdxReader.labelsBeside(f.value()).map(p -> new Located<>(p, f.at(), f.path()));
            if (l.isEmpty()) {
                throw f.error("names IDX images whose labels file cannot be found: name it "
                        + "*-images-idx3-ubyte[.gz] beside *-labels-idx1-ubyte[.gz]");
            }
            return IdxReader.read(f, l);
        }

        @Override
        public LabelledTable readPublic(Located<Path> f) {
            Optional<Located<Path>> l = IdxReader.labelsBeside(f.value()).filter(Files::isRegularFile)
                    .map(p -> new Located<>(p, f.at(), f.path()));
            return IdxReader.read(f, l);
        }
    }

    private Source source(Experiment e) {
        if (e.dataset() instanceof DataSource.Builtin b) {
            BuiltinDataset spec = BuiltinDatasets.byId(b.name().value()).orElseThrow(() -> b.name().error(
                    "names no builtin dataset: '" + b.name().value() + "'; known: " + String.join(", ",
                            BuiltinDatasets.ALL.stream().map(BuiltinDataset::id).toList())));
            Path file = directory.locate(e.file()).resolve(spec.file());
            checkDigest(b.name(), file, spec);
            return new CsvSource(new Located<>(file, b.name().at(), b.name().path()), spec.id(), "builtin:" + spec.id(),
                    new Located<>("label", b.name().at(), b.name().path()), b.positive(), b.classes(),
                    spec.defaultPositive());
        }
        if (e.dataset() instanceof DataSource.CsvFile c) {
            return new CsvSource(c.path(), fileName(c.path()), "csv:" + digestName(c.path()) + "{label=" + c.label()
                    + "}", new Located<>(c.label(), c.labelAt(), "dataset.csv.label"), c.positive(), c.classes(),
                    Optional.empty());
        }
        if (e.dataset() instanceof DataSource.IdxFiles x) {
            String imagesId = digestName(x.images());
            Optional<Located<Path>> labels = x.labels().or(() -> IdxReader.labelsBeside(x.images().value())
                    .map(p -> new Located<>(p, x.images().at(), "dataset.idx.labels (beside the images)")));
            String labelsId = labels.map(l -> "," + digestName(l)).orElse("");
            Path folder = x.images().value().toAbsolutePath().getParent();
            String name = folder != null && folder.getFileName() != null ? folder.getFileName().toString()
                    : fileName(x.images());
            return new IdxSource(x.images(), name,
                    "idx:" + imagesId + labelsId, x.positive(), x.classes(), labels);
        }
        DataSource.LibsvmFile l = (DataSource.LibsvmFile) e.dataset();
        int d = l.features().map(Located::value).orElseGet(() -> libsvmWidth(e, l));
        return new LibsvmSource(l.path(), fileName(l.path()), "libsvm:" + digestName(l.path()) + "{features=" + d + "}",
                l.positive(), l.classes(), d);
    }

    /** Without a declared d, the largest index over the training, test and public files. */
    private static int libsvmWidth(Experiment e, DataSource.LibsvmFile l) {
        int d = LibsvmReader.maxIndex(l.path());
        if (e.split() instanceof SplitSpec.TestFile tf) {
            d = Math.max(d, LibsvmReader.maxIndex(tf.path()));
        }
        if (e.publicRows() instanceof PublicSpec.File pf) {
            d = Math.max(d, LibsvmReader.maxIndex(pf.path()));
        }
        return d;
    }

    private static void checkDigest(Located<String> name, Path file, BuiltinDataset spec) {
        String actual;
        try {
            actual = FileDigest.sha256(file);
        } catch (NoSuchFileException ex) {
            throw name.error("names builtin dataset " + spec.id() + ", but its file is missing: " + file);
        } catch (IOException ex) {
            throw new InputException(Location.of(file), "cannot be read: " + ex.getMessage());
        }
        if (!actual.equals(spec.sha256())) {
            throw new InputException(Location.of(file), "has sha256 " + actual + ", but builtin dataset " + spec.id()
                    + " must have " + spec.sha256() + "; the shipped file was changed (restore it with git checkout)");
        }
    }

    private static String fileName(Located<Path> p) {
        return p.value().getFileName().toString();
    }

    /** The file name with the first 16 hex digits of its sha256, so a changed file changes cell ids. */
    private static String digestName(Located<Path> p) {
        try {
            return fileName(p) + "#" + FileDigest.sha256(p.value()).substring(0, 16);
        } catch (NoSuchFileException ex) {
            throw p.error("names a file that does not exist: " + p.value());
        } catch (IOException ex) {
            throw DataFiles.unreadable(p, ex);
        }
    }
}
