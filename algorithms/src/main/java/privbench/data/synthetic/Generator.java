package privbench.data.synthetic;

import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import privbench.data.Dataset;
import privbench.linalg.Parallelism;

/**
 * A synthetic data generator: clean labelled rows from a distribution fixed by a structure stream.
 *
 * <p>The structure stream fixes the distribution (e.g. the true separator), so training and test rows
 * drawn with the same structure stream but different sample streams come from the same distribution.
 * Label noise (outliers) is applied by the caller to training rows only, never here.
 */
public interface Generator {

    /** Permanent kebab-case id, as written in YAML. */
    String id();

    /** One line saying what the data look like. */
    String summary();

    /** The generator-specific parameters it accepts (besides n and d), with their defaults. */
    Map<String, Double> defaults();

    /**
     * The value of one parameter: the experiment's, else its default from {@link #defaults()}, so that each
     * default is written once (a generator reading {@code params} itself would restate it).
     */
    default double param(Map<String, Double> params, String key) {
        return params.getOrDefault(key, defaults().get(key));
    }

    /**
     * Generates rows.
     *
     * @param rows      number of rows
     * @param d         dimension
     * @param params    generator parameters (keys of {@link #defaults()}; missing ones take defaults)
     * @param structure stream that fixes the distribution
     * @param sample    stream for the rows themselves
     * @throws IllegalArgumentException naming a parameter whose value is impossible
     */
    Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure, RandomGenerator sample);

    /** A parameter that must be a whole number in [min, 10000] (a count: a rank, classes, spikes). */
    default int wholeParam(Map<String, Double> params, String key, int min) {
        double v = param(params, key);
        if (v != Math.rint(v) || v < min || v > 10_000) {
            throw new IllegalArgumentException(key + " must be a whole number in [" + min + ", 10000], got " + v);
        }
        return (int) v;
    }

    /**
     * As {@link #generate(int, int, Map, RandomGenerator, RandomGenerator)}, the rows filled on the given threads:
     * the same bits whatever they are (a generator drawing its rows in {@link RowBlocks} overrides this; the
     * others draw on the caller's thread).
     */
    default Dataset generate(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                             RandomGenerator sample, Parallelism threads) {
        return generate(rows, d, params, structure, sample);
    }

    /**
     * The rows stored as float32: {@code finish} (a row-wise map of float64 rows, each output row a function of its
     * input row alone, such as the experiment's preprocessing) applied to the generated rows, then every value
     * rounded once, the same values as {@code finish.apply(generate(...)).toFloat32()}. This default makes exactly
     * that, the whole float64 matrix alive until it is rounded; a generator drawing in {@link RowBlocks} finishes
     * and rounds block by block, so the float64 rows are never whole.
     *
     * @param finish maps an unlabelled block of rows (its own array, which it may rewrite) to its finished rows;
     *               called on an empty block too, for the finished column count and norm bound
     */
    default Dataset generateFloat32(int rows, int d, Map<String, Double> params, RandomGenerator structure,
                                    RandomGenerator sample, Parallelism threads, UnaryOperator<Dataset> finish) {
        return finish.apply(generate(rows, d, params, structure, sample, threads)).toFloat32();
    }
}
