package privbench.harness.experiment.schema;

import privbench.harness.results.Columns;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.input.Located;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.experiment.Problems;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.harness.experiment.Sweep;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.Located;

/**
 * The top level of an experiment file: which keys exist, which are required, and their types.
 */
public final class ExperimentSchema {

    /** Every top-level key, in the order the README documents them. */
    public static final List<String> TOP_KEYS = List.of("name", "description", "reference", "seed", "repetitions",
            "dataset", "split", "public", "preprocess", "sweep", "learners", "metrics", "figures", "bench",
            "allow_large_delta", "precision", "full", "noise", "tuning");

    /** Columns a figure may put on y besides the metrics. */
    public static final List<String> EXTRA_Y = List.of("epsilon_spent", Columns.FIT_SECONDS);

    private ExperimentSchema() {
    }

    /**
     * Reads the (already merged) top-level mapping into an Experiment.
     *
     * @param full    true when this is the {@code full:} variant (the name gets {@code -full})
     * @param hasFull true when the file declares a {@code full:} variant
     */
    public static Experiment parse(YamlMap root, Path file, boolean full, boolean hasFull) {
        // independent sections are read even after an error, so that one pass reports every error
        Problems problems = new Problems();
        for (YamlMap.Entry e : root.entries()) {
            if (!TOP_KEYS.contains(e.key())) {
                problems.add(root.unknownKey(e, TOP_KEYS));
            }
        }
        String name = problems.attempt(() -> name(root));
        String description = problems.attempt(() -> text(root, "description"));
        String reference = problems.attempt(() -> text(root, "reference"));
        Long seed = problems.attempt(() -> root.require("seed", "a whole number every random draw derives from")
                .asScalar().asLong());
        Integer repetitions = problems.attempt(() -> root.get("repetitions")
                .map(r -> Values.positiveInt(r.asScalar()).value()).orElse(1));
        Path baseDir = file.toAbsolutePath().getParent();
        DataSection.Source data = problems.attempt(() -> DataSection.dataset(root.require("dataset",
                "exactly one of synthetic, builtin, csv, libsvm"), baseDir));
        if (data != null) {
            problems.check(() -> DataSection.requireLabelColumn(data.source()));
        }
        SplitSpec split = data == null ? null : problems.attempt(() -> DataSection.split(root.require("split",
                "{test: fraction} or {test_csv: file}"), data.source(), baseDir));
        PublicSpec publicRows = data == null ? null
                : problems.attempt(() -> DataSection.publicRows(root.get("public"), data.source(), baseDir));
        List<PreprocessStep> preprocess = problems.attempt(() -> PreprocessSection.read(root.get("preprocess")));
        Sweep sweep = data == null ? null
                : problems.attempt(() -> SweepSection.read(root.require("sweep", "at least epsilon and delta"), data));
        List<LearnerEntry> learners = problems.attempt(() -> LearnersSection.read(root.require("learners",
                "a list of {id, params}"), file));
        List<Located<String>> metrics = problems.attempt(() -> metrics(root, problems));
        List<FigureSpec> figures = null;
        BenchSpec bench = null;
        // figures are checked against what the other sections give even when those have errors (the valid
        // metrics, the axes the sweep names), so that a bad axis surfaces in the same pass
        List<String> yValues = new ArrayList<>(metrics == null ? List.of()
                : metrics.stream().map(Located::value).toList());
        yValues.addAll(EXTRA_Y);
        List<LearnerEntry> known = learners == null ? List.of() : learners;
        List<String> figureAxes = sweep != null ? axes(sweep, known) : lenientAxes(root, known);
        figures = problems.attempt(() -> FiguresSection.read(root.get("figures"), figureAxes, yValues));
        if (sweep != null && learners != null) {
            bench = problems.attempt(() -> BenchSection.read(root.get("bench"), sweep, learners));
        }
        Boolean allowLargeDelta = problems.attempt(() -> root.get("allow_large_delta")
                .map(b -> b.asScalar().asBoolean()).orElse(false));
        NoiseMode noise = problems.attempt(() -> noise(root));
        String precision = problems.attempt(() -> precision(root));
        Optional<TuningSpec> tuning = problems.attempt(() -> TuningSection.read(root.get("tuning"), learners));
        problems.throwIfAny();
        return new Experiment(file, full ? name + "-full" : name, description, reference, seed, repetitions,
                data.source(), split, publicRows, preprocess, sweep, learners, metrics, figures, full, hasFull, bench,
                allowLargeDelta, noise, precision, tuning);
    }

    private static String name(YamlMap root) {
        YamlScalar nameNode = root.require("name", "the output folder name, [a-z0-9-]+").asScalar();
        String name = nameNode.asText();
        if (!name.matches("[a-z0-9-]+")) {
            throw nameNode.error("must match [a-z0-9-]+ (it names the output folder), got '" + name + "'");
        }
        return name;
    }

    /** The {@code learners:} section on its own (see ExperimentReader.learnerEntries). */
    public static List<LearnerEntry> learners(YamlNode node, Path file) {
        return LearnersSection.read(node, file);
    }

    /** precision: float64 (default) or float32. */
    private static String precision(YamlMap root) {
        Optional<YamlNode> node = root.get("precision");
        if (node.isEmpty()) {
            return Experiment.FLOAT64;
        }
        YamlScalar s = node.get().asScalar();
        String v = s.asText();
        if (!v.equals(Experiment.FLOAT64) && !v.equals(Experiment.FLOAT32)) {
            throw s.error("must be float64 or float32, got '" + v + "'");
        }
        return v;
    }

    /** Columns that can form a figure's x axis, series or panels. */
    static List<String> axes(Sweep sweep, List<LearnerEntry> learners) {
        List<String> out = new ArrayList<>(List.of("epsilon", "delta", "n", "d", "learner", "dataset"));
        for (Sweep.GeneratorAxis a : sweep.generator()) {
            out.add(a.key());
        }
        for (String p : Experiment.learnerAxes(learners)) {
            if (!out.contains(p)) {
                out.add(p);
            }
        }
        return out;
    }

    /** {@code noise: seeded|secure}, seeded when absent. */
    private static NoiseMode noise(YamlMap root) {
        Optional<YamlNode> node = root.get("noise");
        if (node.isEmpty()) {
            return NoiseMode.SEEDED;
        }
        YamlScalar s = node.get().asScalar();
        return NoiseMode.byId(s.asText()).orElseThrow(() -> s.error("must be seeded (reproducible benchmark noise) "
                + "or secure (SecureRandom through exact samplers), got '" + s.asText() + "'"));
    }

    private static String text(YamlMap root, String key) {
        return root.get(key).map(n -> n.asScalar().asText()).orElse("");
    }

    /** The figure axes of a file whose sweep has errors: the fixed ones, every key the sweep and generator name. */
    private static List<String> lenientAxes(YamlMap root, List<LearnerEntry> learners) {
        List<String> out = new ArrayList<>(List.of("epsilon", "delta", "n", "d", "learner", "dataset"));
        List<YamlNode> maps = new ArrayList<>();
        root.get("sweep").ifPresent(maps::add);
        root.get("dataset").filter(YamlNode::isMap).flatMap(dn -> dn.asMap().get("synthetic")).ifPresent(maps::add);
        for (YamlNode n : maps) {
            if (n.isMap()) {
                n.asMap().keys().stream().filter(k -> !out.contains(k)).forEach(out::add);
            }
        }
        Experiment.learnerAxes(learners).stream().filter(k -> !out.contains(k)).forEach(out::add);
        return out;
    }

    /** The metrics named, each bad one an error of its own (the good ones are returned). */
    private static List<Located<String>> metrics(YamlMap root, Problems problems) {
        Optional<YamlNode> node = root.get("metrics");
        if (node.isEmpty()) {
            return List.of(new Located<>("accuracy", root.at(), "metrics"));
        }
        List<String> known = Metrics.ALL.stream().map(Metric::id).toList();
        List<Located<String>> out = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(node.get())) {
            String id = s.asText();
            if (!known.contains(id)) {
                String near = YamlMap.closest(id, known);
                problems.add(s.error("names an unknown metric '" + id + "'" + (near == null ? "" : " (did you mean '"
                        + near + "'?)") + "; known: " + String.join(", ", known)));
                continue;
            }
            out.add(Values.located(s, id));
        }
        return Values.noRepeats(out);
    }
}
