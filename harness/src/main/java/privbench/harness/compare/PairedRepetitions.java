package privbench.harness.compare;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.distribution.TDistribution;
import privbench.harness.tables.CsvTable;

/**
 * The paired test of one group's metric between two runs that share the seed: repetition r of both runs sees the
 * same split, data draw and noise stream, so the per-repetition differences cancel what the two runs share and the
 * test has far more power than Welch's on the two means (a 4x noise bug that Welch at 10 repetitions calls "within
 * the noise" shows as a drop in every repetition). Only ok cells of repetitions present on both sides count.
 */
public final class PairedRepetitions {

    /**
     * The paired result: pairs, mean and sd of the differences (current - baseline), two-sided p-value. Also the
     * statistic of the reports' paired intervals ({@code PairedVerdictsTest}), so both read one definition.
     */
    public record Result(int pairs, double meanDifference, double sdDifference, double pValue) {

        /** The paired t statistics of at least two differences. */
        public static Result of(double[] diffs) {
            int n = diffs.length;
            if (n < 2) {
                throw new IllegalArgumentException("a paired test needs at least 2 pairs, got " + n);
            }
            double mean = Arrays.stream(diffs).sum() / n;
            double sd = Math.sqrt(Arrays.stream(diffs).map(d -> (d - mean) * (d - mean)).sum() / (n - 1));
            double p;
            if (sd == 0) {
                p = mean == 0 ? 1.0 : 0.0;
            } else {
                double t = mean / (sd / Math.sqrt(n));
                p = 2 * new TDistribution(null, n - 1).cumulativeProbability(-Math.abs(t));
            }
            return new Result(n, mean, sd, p);
        }

        /**
         * The smallest change these pairs could detect at two-sided level alpha (half power): t * sd / sqrt(n), which
         * is also the half-width of the two-sided 1 - alpha interval of the mean difference.
         */
        public double detectable(double alpha) {
            return new TDistribution(null, pairs - 1).inverseCumulativeProbability(1 - alpha / 2) * sdDifference
                    / Math.sqrt(pairs);
        }
    }

    private final Map<String, Map<String, List<String>>> baseline;
    private final Map<String, Map<String, List<String>>> current;
    private final CsvTable baseCells;
    private final CsvTable curCells;

    private PairedRepetitions(CsvTable baseCells, CsvTable curCells) {
        this.baseCells = baseCells;
        this.curCells = curCells;
        this.baseline = index(baseCells);
        this.current = index(curCells);
    }

    /** Pairing for two runs' cells, or empty when a side has no cells or the seeds differ (then Welch). */
    static Optional<PairedRepetitions> of(Optional<CsvTable> baseCells, Optional<CsvTable> curCells,
                                          Optional<Long> baseSeed, Optional<Long> curSeed) {
        if (baseCells.isEmpty() || curCells.isEmpty() || baseSeed.isEmpty() || !baseSeed.equals(curSeed)) {
            return Optional.empty();
        }
        return Optional.of(new PairedRepetitions(baseCells.get(), curCells.get()));
    }

    /** group id -> repetition -> ok row. */
    private static Map<String, Map<String, List<String>>> index(CsvTable t) {
        Map<String, Map<String, List<String>>> out = new HashMap<>();
        for (List<String> row : t.rows()) {
            if (t.get(row, Columns.STATUS).equals("ok")) {
                out.computeIfAbsent(t.get(row, Columns.GROUP_ID), k -> new HashMap<>()).put(t.get(row, "repetition"), row);
            }
        }
        return out;
    }

    /** The paired test of the metric in the group, or empty with fewer than two common repetitions. */
    Optional<Result> test(String groupId, String metric) {
        Map<String, List<String>> b = baseline.getOrDefault(groupId, Map.of());
        Map<String, List<String>> c = current.getOrDefault(groupId, Map.of());
        int bc = baseCells.column(metric);
        int cc = curCells.column(metric);
        if (bc < 0 || cc < 0) {
            return Optional.empty();
        }
        List<Double> diffs = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : b.entrySet()) {
            List<String> other = c.get(e.getKey());
            if (other == null || e.getValue().get(bc).isEmpty() || other.get(cc).isEmpty()) {
                continue;
            }
            diffs.add(Double.parseDouble(other.get(cc)) - Double.parseDouble(e.getValue().get(bc)));
        }
        if (diffs.size() < 2) {
            return Optional.empty();
        }
        return Optional.of(Result.of(diffs.stream().mapToDouble(Double::doubleValue).toArray()));
    }
}
