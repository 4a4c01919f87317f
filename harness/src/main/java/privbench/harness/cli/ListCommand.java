package privbench.harness.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.canonical.Canonical;
import privbench.data.synthetic.Generator;
import privbench.data.synthetic.Generators;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.datasets.BuiltinDataset;
import privbench.harness.datasets.BuiltinDatasets;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.input.InputException;
import privbench.learners.Hyperparams;
import privbench.learners.LearnerSpec;

/**
 * {@code privbench list learners|datasets|experiments|metrics}: what exists, one line each.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = {"Lists learners, datasets, experiments or metrics, one line each with its source."})
public final class ListCommand extends Verb {

    /** What can be listed. */
    enum What { learners, datasets, experiments, metrics }

    @Parameters(index = "0", paramLabel = "WHAT", converter = WhatConverter.class,
            description = "learners, datasets, experiments or metrics")
    private What what;

    @Option(names = {"-v", "--verbose"}, description = "learners: also every parameter with type, default, range and doc")
    private boolean verbose;

    @Option(names = "--experiment", paramLabel = "FILE",
            description = "learners: only those FILE declares, in its order, its external learners with their program,"
                    + " checksum and claim")
    private Path experiment;

    /** Reads WHAT, suggesting the nearest target for a misspelt one (picocli's own wording names none). */
    static final class WhatConverter implements CommandLine.ITypeConverter<What> {
        @Override
        public What convert(String value) {
            List<String> known = Stream.of(What.values()).map(Enum::name).toList();
            for (What w : What.values()) {
                if (w.name().equals(value.toLowerCase(Locale.ROOT))) {
                    return w;
                }
            }
            String near = YamlMap.closest(value, known);
            if (near == null && known.contains(value.toLowerCase(Locale.ROOT) + "s")) {
                near = value.toLowerCase(Locale.ROOT) + "s";
            }
            throw new CommandLine.TypeConversionException("cannot list '" + value + "'" + (near == null ? ""
                    : " (did you mean '" + near + "'?)") + "; expected one of: " + String.join(", ", known));
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = context().out();
        if (experiment != null && what != What.learners) {
            throw bad("--experiment lists the learners of an experiment file; it does not apply to 'list " + what
                    + "'");
        }
        switch (what) {
            case learners:
                if (experiment == null) {
                    learners(out, context().learners());
                } else {
                    learners(out, ExperimentLearners.of(experiment, context().learners()));
                    ExperimentLearners.describeExternal(out, experiment);
                }
                break;
            case datasets:
                datasets(out);
                break;
            case experiments:
                experiments(out);
                break;
            default:
                for (Metric m : Metrics.ALL) {
                    out.println(String.format(Locale.ROOT, "%-18s %s", m.id(), m.summary()));
                }
        }
        return ErrorMapper.OK;
    }

    private void learners(PrintStream out, List<LearnerSpec<?>> specs) {
        int w = specs.stream().mapToInt(s -> s.id().length()).max().orElse(0);
        if (specs.isEmpty()) {
            out.println("(no learners registered)");
        }
        for (LearnerSpec<?> s : specs) {
            out.println(String.format(Locale.ROOT, "%-" + w + "s  %s  [%s]", s.id(), s.summary(), s.paper()));
            if (verbose) {
                parameters(out, s);
            }
        }
    }

    /** Each parameter of a learner, indented: type, default, range and doc, or "passed as written" for a program's. */
    private static void parameters(PrintStream out, LearnerSpec<?> s) {
        for (LearnerSpec.Param p : s.params()) {
            if (p.declaration() == null) {
                out.println(String.format(Locale.ROOT, "    %-16s passed to the program as written", p.name()));
                continue;
            }
            String range = p.choices().isEmpty() && p.type() != boolean.class && p.type() != Boolean.class
                    ? "  in " + Hyperparams.describeRange(p.declaration()) : "";
            out.println(String.format(Locale.ROOT, "    %-16s %-10s default %s%s  %s", p.name(), p.typeName(),
                    Canonical.text(p.defaultValue()), range, p.declaration().doc()));
        }
    }

    private static void datasets(PrintStream out) {
        int w = BuiltinDatasets.ALL.stream().mapToInt(b -> b.id().length()).max().orElse(0);
        for (BuiltinDataset b : BuiltinDatasets.ALL) {
            String positive = b.defaultPositive().map(p -> ", positive " + p).orElse("");
            out.println(String.format(Locale.ROOT, "%-" + w + "s  %d x %d, %d classes%s: %s  [%s]", b.id(), b.rows(),
                    b.features(), b.classes(), positive, b.summary(), b.source()));
        }
        for (Generator g : Generators.ALL) {
            out.println("synthetic: " + g.id() + "  " + g.summary() + "  (parameters " + g.defaults() + ")");
        }
    }

    private void experiments(PrintStream out) throws IOException {
        Path dir = context().root().resolve("experiments");
        if (!Files.isDirectory(dir)) {
            out.println("(no experiments folder under " + context().root() + ")");
            return;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                    .filter(p -> !dir.relativize(p).startsWith("data"))
                    .filter(p -> !dir.relativize(p).startsWith("cluster")).sorted().toList();   // scheduler recipes
        }
        for (Path f : files) {
            out.println(dir.getParent().relativize(f) + "  " + headline(f));
        }
    }

    /** The description and reference of an experiment file, read leniently (a listing never fails). */
    private static String headline(Path f) {
        try {
            YamlMap m = ExperimentReader.tree(f).asMap();
            String description = m.get("description").map(n -> n.asScalar().text()).orElse("");
            String reference = m.get("reference").map(n -> "  [" + n.asScalar().text() + "]").orElse("");
            return description + reference;
        } catch (InputException e) {
            return "(unreadable: " + e.problem() + ")";
        }
    }
}
