package privbench.harness.tuning;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The columns of tuned-cells.csv, one row per private selection (a learner's grid searched once, for one
 * repetition), header and row from this one list.
 *
 * <p>{@code grid} is the number of settings searched, {@code candidates} the realised number of candidate runs K
 * (drawn before any data is touched, so public), {@code chosen_params} and {@code chosen_score} the released
 * winner and its noisy validation accuracy, {@code run_epsilon} what each candidate trained with and
 * {@code score_noise} the noise on its count of correct validation rows.
 *
 * @param axes    the swept data columns (generator parameters, precision), in cells.csv order
 * @param metrics metric ids
 */
public record TunedCellsLayout(List<String> axes, List<String> metrics) {

    /** The file name. */
    public static final String FILE = "tuned-cells.csv";

    static final List<String> IDENTITY = List.of(Columns.CELL_ID, Columns.GROUP_ID, "learner", "dataset", "n", "d");
    static final List<String> BUDGET = List.of("epsilon", "delta", "repetition", "seed", Columns.STATUS, "error");
    static final List<String> SELECTION = List.of("grid", "candidates", "chosen_params", "chosen_score",
            "run_epsilon", "score_noise", "epsilon_spent", "delta_spent", "accountant", "neighbouring", "caveat",
            Columns.FIT_SECONDS);

    public TunedCellsLayout {
        axes = List.copyOf(axes);
        metrics = List.copyOf(metrics);
    }

    /** The layout of a tuned-cells.csv header: the axes between {@code d} and {@code epsilon}, the metrics last. */
    public static TunedCellsLayout fromHeader(List<String> header) {
        int d = header.indexOf("d");
        int eps = header.indexOf("epsilon");
        int last = header.indexOf(SELECTION.get(SELECTION.size() - 1));
        if (d < 0 || eps < d || last < eps) {
            throw new IllegalArgumentException("is not a " + FILE + " header: " + header);
        }
        return new TunedCellsLayout(header.subList(d + 1, eps), header.subList(last + 1, header.size()));
    }

    public List<String> header() {
        List<String> h = new ArrayList<>(IDENTITY);
        h.addAll(axes);
        h.addAll(BUDGET);
        h.addAll(SELECTION);
        h.addAll(metrics);
        return h;
    }

    /** The columns that identify a group of repetitions (tuned.csv's first columns). */
    public List<String> groupColumns() {
        List<String> g = new ArrayList<>(List.of(Columns.GROUP_ID, "learner", "dataset", "n", "d"));
        g.addAll(axes);
        g.addAll(List.of("epsilon", "delta"));
        return g;
    }

    /** A row from named values; a column without a value is empty. */
    public List<String> row(Map<String, String> values) {
        List<String> out = new ArrayList<>();
        for (String c : header()) {
            out.add(values.getOrDefault(c, ""));
        }
        return out;
    }
}
