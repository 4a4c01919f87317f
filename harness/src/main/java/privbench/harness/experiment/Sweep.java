package privbench.harness.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.input.Located;

/**
 * The swept axes of an experiment: every cell is one combination of their values (times learners,
 * list-valued learner parameters and repetitions).
 *
 * @param epsilon   epsilon values, each > 0 (+Infinity means no privacy)
 * @param delta     delta values or rules
 * @param n         training sizes; empty means every private training row
 * @param d         dimensions (synthetic data only; empty otherwise)
 * @param generator generator parameters and {@code outliers} (synthetic data only), each with one or more values
 */
public record Sweep(List<Located<Double>> epsilon, List<Located<DeltaSpec>> delta, List<Located<Integer>> n,
                    List<Located<Integer>> d, List<GeneratorAxis> generator) {

    /**
     * One generator parameter (or {@code outliers}, the fraction of training labels flipped).
     *
     * @param key    the parameter
     * @param values its values
     * @param listed true when written as a list, which makes it a column of cells.csv
     */
    public record GeneratorAxis(String key, List<Located<Double>> values, boolean listed) {
        public GeneratorAxis {
            values = List.copyOf(values);
        }
    }

    /** The key of the harness's own generator axis: the fraction of training labels flipped. */
    public static final String OUTLIERS = "outliers";

    public Sweep {
        epsilon = List.copyOf(epsilon);
        delta = List.copyOf(delta);
        n = List.copyOf(n);
        d = List.copyOf(d);
        generator = List.copyOf(generator);
    }

    /** The generator axes written as lists, in order: extra columns of cells.csv. */
    public List<String> listedGeneratorAxes() {
        return generator.stream().filter(GeneratorAxis::listed).map(GeneratorAxis::key).toList();
    }

    /** The generator parameter axes, without outliers. */
    public List<GeneratorAxis> parameterAxes() {
        return generator.stream().filter(a -> !a.key().equals(OUTLIERS)).toList();
    }

    /** Every combination of generator parameter values (outliers excluded), the first axis varying slowest. */
    public List<Map<String, Double>> parameterCombinations() {
        List<Map<String, Double>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (GeneratorAxis a : parameterAxes()) {
            List<Map<String, Double>> next = new ArrayList<>();
            for (Map<String, Double> partial : out) {
                for (Located<Double> v : a.values()) {
                    Map<String, Double> m = new LinkedHashMap<>(partial);
                    m.put(a.key(), v.value());
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }

    /** The outlier fractions swept; [0] when none are given. */
    public List<Double> outlierFractions() {
        return generator.stream().filter(a -> a.key().equals(OUTLIERS)).findFirst()
                .map(a -> a.values().stream().map(Located::value).toList()).orElse(List.of(0.0));
    }
}
