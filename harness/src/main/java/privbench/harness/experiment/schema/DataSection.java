package privbench.harness.experiment.schema;

import privbench.harness.tables.CsvLines;
import privbench.harness.input.Location;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import privbench.data.synthetic.Generator;
import privbench.data.synthetic.Generators;
import privbench.harness.experiment.DataSource;
import privbench.harness.experiment.PublicShift;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.harness.experiment.Sweep;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;

/**
 * Reads {@code dataset:}, {@code split:} and {@code public:}.
 *
 * <p>A synthetic source's {@code d}, {@code outliers} and generator parameters may be single values or
 * lists; either way they become sweep axes, returned beside the source.
 */
final class DataSection {

    /** A source and, for synthetic data, the axes written inside it. */
    record Source(DataSource source, List<Located<Integer>> d, List<Sweep.GeneratorAxis> axes, boolean dListed) {
    }

    private static final List<String> KINDS = List.of("synthetic", "builtin", "csv", "libsvm", "idx");

    private DataSection() {
    }

    static Source dataset(YamlNode node, Path baseDir) {
        YamlMap map = node.asMap();
        map.allowOnly(KINDS);
        if (map.entries().isEmpty()) {
            throw map.error("needs exactly one source: " + String.join(", ", KINDS));
        }
        if (map.entries().size() > 1) {
            YamlMap.Entry second = map.entries().get(1);
            throw new InputException(second.keyAt(), "dataset has both '"
                    + map.entries().get(0).key() + "' and '" + second.key() + "'; give exactly one source");
        }
        YamlMap.Entry e = map.entries().get(0);
        switch (e.key()) {
            case "synthetic":
                return synthetic(e.value());
            case "builtin":
                return new Source(builtin(e.value()), List.of(), List.of(), false);
            case "csv":
                return new Source(csv(e.value(), baseDir), List.of(), List.of(), false);
            case "idx":
                return new Source(idx(e.value(), baseDir), List.of(), List.of(), false);
            default:
                return new Source(libsvm(e.value(), baseDir), List.of(), List.of(), false);
        }
    }

    private static Source synthetic(YamlNode node) {
        YamlMap m = node.asMap();
        YamlScalar genNode = m.require("generator", "one of: " + generatorIds()).asScalar();
        String id = genNode.asText();
        Generator gen = Generators.byId(id).orElseThrow(() -> genNode.error("names no generator: '" + id
                + "'; known: " + generatorIds()));
        List<String> allowed = new ArrayList<>(List.of("generator", "n", "d", Sweep.OUTLIERS, PublicShift.MIX_AXIS,
                PublicShift.NOISE_AXIS));
        allowed.addAll(gen.defaults().keySet().stream().sorted().toList());
        m.allowOnly(allowed);
        Optional<Located<Integer>> rows = m.get("n").map(n -> {
            if (n.isList()) {
                throw n.error("is the number of training rows to generate, a single value; sweep training sizes with sweep.n");
            }
            return Values.positiveInt(n.asScalar());
        });
        List<Located<Integer>> d = m.get("d").map(Values::positiveInts).orElse(List.of());
        List<Sweep.GeneratorAxis> axes = new ArrayList<>();
        for (YamlMap.Entry entry : m.entries()) {
            if (generatorKeys(gen).contains(entry.key())) {
                axes.add(SweepSection.generatorAxis(entry.key(), entry.value()));
            }
        }
        var source = new DataSource.Synthetic(Values.located(genNode, id), rows, node.at());
        return new Source(source, d, axes, m.get("d").map(YamlNode::isList).orElse(false));
    }

    private static DataSource builtin(YamlNode node) {
        if (node instanceof YamlScalar s) {
            return new DataSource.Builtin(Values.located(s, s.asText()), Optional.empty(), List.of(), node.at());
        }
        YamlMap m = node.asMap();
        m.allowOnly(List.of("name", "positive", "classes"));
        YamlScalar name = m.require("name", "a builtin dataset id").asScalar();
        return new DataSource.Builtin(Values.located(name, name.asText()), label(m, "positive"), classes(m),
                node.at());
    }

    /** {@code classes: [a, b]}: two different classes to keep (rows of other classes are dropped); none: empty. */
    private static List<Located<String>> classes(YamlMap m) {
        List<Located<String>> classes = new ArrayList<>();
        m.get("classes").ifPresent(c -> {
            var items = c.asList();
            if (items.size() != 2) {
                throw c.error("must list exactly two classes to keep, got " + items.size());
            }
            for (YamlNode item : items.items()) {
                YamlScalar s = item.asScalar();
                classes.add(Values.located(s, s.asLabel()));
            }
            if (classes.get(0).value().equals(classes.get(1).value())) {
                throw c.error("must name two different classes, got '" + classes.get(0).value() + "' twice");
            }
        });
        return classes;
    }

    private static DataSource csv(YamlNode node, Path baseDir) {
        YamlMap m = node.asMap();
        m.allowOnly(List.of("path", "label", "positive", "classes"));
        String label = m.get("label").map(l -> l.asScalar().asLabel()).orElse("label");
        Located<Path> file = path(m.require("path", "the CSV file, relative to the experiment file"), baseDir);
        return new DataSource.CsvFile(file, label, label(m, "positive"), classes(m), node.at(),
                m.get("label").map(YamlNode::at).orElse(node.at()));
    }

    /**
     * The label column must be in the file's header: checked here, from the first line alone, so that a misspelt
     * column is reported with the file's other errors (a missing or unreadable file is left to the loader).
     */
    static void requireLabelColumn(DataSource source) {
        if (source instanceof DataSource.CsvFile c) {
            requireColumn(c.path().value(), c.label(), c.labelAt());
        }
    }

    private static void requireColumn(Path file, String label, Location at) {
        String first;
        try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            first = reader.readLine();
        } catch (IOException | UncheckedIOException e) {
            return;
        }
        if (first == null) {
            return;
        }
        List<String> columns = CsvLines.split(first.startsWith("\uFEFF") ? first.substring(1) : first).stream()
                .map(String::trim).toList();
        if (!columns.contains(label)) {
            String near = YamlMap.closest(label, columns);
            throw new InputException(at, "dataset.csv.label names the column '" + label + "', which "
                    + file.getFileName() + " does not have"
                    + (near == null ? "" : " (did you mean '" + near + "'?)") + "; its columns: "
                    + String.join(", ", columns.size() > 20 ? columns.subList(0, 20) : columns)
                    + (columns.size() > 20 ? ", ..." : ""));
        }
    }

    private static DataSource idx(YamlNode node, Path baseDir) {
        if (node instanceof YamlScalar) {
            return new DataSource.IdxFiles(path(node, baseDir), Optional.empty(), Optional.empty(), List.of(),
                    node.at());
        }
        YamlMap m = node.asMap();
        m.allowOnly(List.of("images", "labels", "positive", "classes"));
        return new DataSource.IdxFiles(path(m.require("images", "the IDX images file, relative to the experiment file"),
                baseDir), m.get("labels").map(l -> path(l, baseDir)), label(m, "positive"), classes(m), node.at());
    }

    /** The key of a companion file (test or public rows) in the source's own format. */
    private static String companionKey(DataSource source, String prefix) {
        String format = source instanceof DataSource.LibsvmFile ? "libsvm"
                : source instanceof DataSource.IdxFiles ? "idx" : "csv";
        return prefix + format;
    }

    private static DataSource libsvm(YamlNode node, Path baseDir) {
        YamlMap m = node.asMap();
        m.allowOnly(List.of("path", "positive", "classes", "features"));
        return new DataSource.LibsvmFile(path(m.require("path", "the LIBSVM file, relative to the experiment file"),
                baseDir), label(m, "positive"), classes(m),
                m.get("features").map(f -> Values.positiveInt(f.asScalar())), node.at());
    }

    static SplitSpec split(YamlNode node, DataSource source, Path baseDir) {
        YamlMap m = node.asMap();
        String fileKey = companionKey(source, "test_");
        m.allowOnly(source instanceof DataSource.Synthetic ? List.of("test") : List.of("test", fileKey));
        if (m.has("test") == m.has(fileKey)) {
            throw m.error("needs exactly one of 'test' (a fraction in (0, 1))"
                    + (source instanceof DataSource.Synthetic ? "" : " or '" + fileKey + "' (a file of test rows)"));
        }
        if (m.has("test")) {
            return new SplitSpec.TestFraction(Values.openFraction(m.get("test").orElseThrow().asScalar()));
        }
        return new SplitSpec.TestFile(path(m.get(fileKey).orElseThrow(), baseDir));
    }

    static PublicSpec publicRows(Optional<YamlNode> node, DataSource source, Path baseDir) {
        if (node.isEmpty()) {
            return new PublicSpec.None();
        }
        YamlMap m = node.get().asMap();
        String fileKey = companionKey(source, "");
        m.allowOnly(source instanceof DataSource.Synthetic ? List.of("fraction", "shift")
                : List.of("fraction", "shift", fileKey));
        if (m.has("fraction") == m.has(fileKey)) {
            throw m.error("needs exactly one of 'fraction' (of the training rows)"
                    + (source instanceof DataSource.Synthetic ? "" : " or '" + fileKey + "' (a file of public rows)"));
        }
        if (m.has("fraction")) {
            return new PublicSpec.Fraction(Values.openFraction(m.get("fraction").orElseThrow().asScalar()),
                    m.get("shift").map(DataSection::shift).orElse(PublicShift.NONE));
        }
        if (m.has("shift")) {
            throw m.entry("shift").map(e -> new InputException(e.keyAt(), "public.shift applies to a public fraction "
                    + "of the training rows; a public file is used as it is")).orElseThrow();
        }
        return new PublicSpec.File(path(m.get(fileKey).orElseThrow(), baseDir));
    }

    /** {@code shift: {noise: s, mix-uniform: eta, rotate: degrees}}, each optional. */
    private static PublicShift shift(YamlNode node) {
        YamlMap m = node.asMap();
        m.allowOnly(List.of("noise", "mix-uniform", "rotate"));
        double noise = m.get("noise").map(v -> v.asScalar().asDouble()).orElse(0.0);
        double mix = m.get("mix-uniform").map(v -> v.asScalar().asDouble()).orElse(0.0);
        double rotate = m.get("rotate").map(v -> v.asScalar().asDouble()).orElse(0.0);
        try {
            return new PublicShift(noise, mix, rotate);
        } catch (IllegalArgumentException e) {
            throw m.error(e.getMessage());
        }
    }

    private static Optional<Located<String>> label(YamlMap m, String key) {
        return m.get(key).map(n -> {
            YamlScalar s = n.asScalar();
            return Values.located(s, s.asLabel());
        });
    }

    private static Located<Path> path(YamlNode node, Path baseDir) {
        YamlScalar s = node.asScalar();
        String text = s.asText();
        if (text.isBlank()) {
            throw s.error("must name a file");
        }
        return Values.located(s, baseDir.resolve(text).normalize());
    }

    private static String generatorIds() {
        return String.join(", ", Generators.ALL.stream().map(Generator::id).toList());
    }

    /** Keys a synthetic source may sweep besides d and n, for messages elsewhere. */
    static Set<String> generatorKeys(DataSource source) {
        if (source instanceof DataSource.Synthetic s) {
            return generatorKeys(Generators.byId(s.generator().value()).orElseThrow());
        }
        return Set.of();
    }

    /** The generator's parameters and the harness's own data axes (outliers, public shift). */
    private static Set<String> generatorKeys(Generator gen) {
        Set<String> keys = new TreeSet<>(gen.defaults().keySet());
        keys.add(Sweep.OUTLIERS);
        keys.add(PublicShift.MIX_AXIS);
        keys.add(PublicShift.NOISE_AXIS);
        return keys;
    }
}
