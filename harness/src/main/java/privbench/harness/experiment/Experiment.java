package privbench.harness.experiment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import privbench.harness.input.Located;

/**
 * One experiment file, read and checked against the schema: what data, which learners, which sweep.
 *
 * @param file        the YAML file
 * @param name        output folder name ({@code [a-z0-9-]+}); the full variant appends {@code -full}
 * @param description one line shown in listings and reports
 * @param reference   the paper and claim it reproduces (may be empty)
 * @param seed        every random draw of the run derives from it
 * @param repetitions R, the number of repetitions 0..R-1 of every cell
 * @param dataset     the data source
 * @param split       how test rows are chosen
 * @param publicRows  the public (non-sensitive) rows, if any
 * @param preprocess  data-independent steps, in order
 * @param sweep       the swept axes (epsilon, delta, n, d, generator keys)
 * @param learners    the learners with their parameters
 * @param metrics     metric ids
 * @param figures     figure declarations (read and checked here, drawn by the report)
 * @param full        true when this is the {@code full:} variant
 * @param hasFull     true when the file declares a {@code full:} variant
 * @param bench       the {@code bench:} section (what the bench verb times, and its peers)
 * @param allowLargeDelta true when the file sets {@code allow_large_delta: true}: cells with delta >= 1/n run,
 *                    and their guarantee carries a caveat saying so (otherwise they are refused)
 * @param noise       {@code noise:}, seeded (default) or secure; {@code run --noise} overrides it
 * @param precision   how features are stored: {@code float64} (default) or {@code float32} (half the bytes per
 *                    pass, arithmetic still in double)
 * @param tuning      {@code tuning:}, private hyperparameter selection over each learner's grid, if declared
 */
public record Experiment(Path file, String name, String description, String reference, long seed,
                         int repetitions, DataSource dataset, SplitSpec split, PublicSpec publicRows,
                         List<PreprocessStep> preprocess, Sweep sweep, List<LearnerEntry> learners,
                         List<Located<String>> metrics, List<FigureSpec> figures, boolean full, boolean hasFull,
                         BenchSpec bench, boolean allowLargeDelta, NoiseMode noise, String precision,
                         Optional<TuningSpec> tuning) {

    /** The default storage of features. */
    public static final String FLOAT64 = "float64";

    /** Features stored as float, arithmetic and accumulation in double. */
    public static final String FLOAT32 = "float32";

    public Experiment {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(bench, "bench");
        Objects.requireNonNull(noise, "noise");
        Objects.requireNonNull(precision, "precision");
        Objects.requireNonNull(tuning, "tuning");
        preprocess = List.copyOf(preprocess);
        learners = List.copyOf(learners);
        metrics = List.copyOf(metrics);
        figures = List.copyOf(figures);
    }

    /** Without {@code allow_large_delta:}, {@code noise:}, {@code precision:} or {@code tuning:}: seeded, float64. */
    public Experiment(Path file, String name, String description, String reference, long seed,
                      int repetitions, DataSource dataset, SplitSpec split, PublicSpec publicRows,
                      List<PreprocessStep> preprocess, Sweep sweep, List<LearnerEntry> learners,
                      List<Located<String>> metrics, List<FigureSpec> figures, boolean full, boolean hasFull,
                      BenchSpec bench) {
        this(file, name, description, reference, seed, repetitions, dataset, split, publicRows, preprocess, sweep,
                learners, metrics, figures, full, hasFull, bench, false, NoiseMode.SEEDED, FLOAT64, Optional.empty());
    }

    /** True when features are stored as float32. */
    public boolean float32() {
        return FLOAT32.equals(precision);
    }

    /** The metric ids in the order given. */
    public List<String> metricIds() {
        return metrics.stream().map(Located::value).toList();
    }

    /**
     * Names of the learner parameters given as lists (sweep axes), in order of first appearance.
     */
    public List<String> learnerAxes() {
        return learnerAxes(learners);
    }

    /** Names of the list-valued parameters of the given entries, in order of first appearance. */
    public static List<String> learnerAxes(List<LearnerEntry> learners) {
        List<String> out = new ArrayList<>();
        for (LearnerEntry e : learners) {
            for (LearnerEntry.ParamAxis p : e.params()) {
                if (p.listed() && !out.contains(p.name())) {
                    out.add(p.name());
                }
            }
        }
        return out;
    }

    /** True when the data come from a synthetic generator. */
    public boolean isSynthetic() {
        return dataset instanceof DataSource.Synthetic;
    }
}
