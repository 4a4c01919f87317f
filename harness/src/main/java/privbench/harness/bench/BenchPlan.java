package privbench.harness.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.canonical.Canonical;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.SweepPlan;

/**
 * The learner settings {@code bench} times: one cell per learner setting, (n, d) and generator setting of
 * the sweep, at repetition 0, one epsilon and the first delta, restricted to the {@code bench.select}
 * entries when the experiment has any. Each is timed on the rows {@code run} would give it.
 *
 * @param sweep   the experiment's sweep plan
 * @param epsilon the epsilon the learners are timed at
 * @param cells   the cells to time, in sweep order
 */
public record BenchPlan(SweepPlan sweep, double epsilon, List<Cell> cells) {

    public BenchPlan {
        cells = List.copyOf(cells);
    }

    /**
     * Picks the cells to time.
     *
     * @param epsilon the {@code --epsilon} option, which must be one of the sweep's values; absent means
     *                {@code bench.epsilon}, else the first finite epsilon of the sweep (else +Infinity)
     */
    public static BenchPlan of(SweepPlan plan, Optional<Double> epsilon) {
        Experiment e = plan.experiment();
        double eps = epsilon.map(v -> requireSwept(e, v)).or(() -> e.bench().epsilon().map(Located::value))
                .orElseGet(() -> firstFinite(e));
        String delta = e.sweep().delta().get(0).value().canonical();
        List<BenchSpec.Selection> select = e.bench().select();
        List<Cell> out = new ArrayList<>();
        for (Cell c : plan.cells()) {
            boolean chosen = c.repetition() == 0 && c.epsilon() == eps && c.delta().canonical().equals(delta)
                    && (select.isEmpty() || select.stream().anyMatch(s -> s.matches(columns(c))));
            if (chosen) {
                out.add(c);
            }
        }
        return new BenchPlan(plan, eps, out);
    }

    /** The value of every column a selection may name, in canonical text. */
    static Map<String, String> columns(Cell c) {
        Map<String, String> m = new HashMap<>(c.binding().axisValues());
        c.data().params().forEach((k, v) -> m.put(k, Canonical.number(v)));
        m.put("outliers", Canonical.number(c.data().outliers()));
        m.put("learner", c.learner().spec().id());
        m.put("n", String.valueOf(c.n()));
        m.put("d", String.valueOf(c.d()));
        return m;
    }

    /** A short label for progress lines: the learner, its swept parameters, n, d and epsilon. */
    public static String label(Cell c) {
        StringBuilder sb = new StringBuilder(c.learner().spec().id());
        c.axes().forEach((k, v) -> {
            if (!v.isEmpty()) {
                sb.append(' ').append(k).append('=').append(v);
            }
        });
        return sb.append(" n=").append(c.n()).append(" d=").append(c.d()).append(" epsilon=")
                .append(Canonical.number(c.epsilon())).toString();
    }

    private static double requireSwept(Experiment e, double v) {
        List<Double> swept = e.sweep().epsilon().stream().map(Located::value).toList();
        if (!swept.contains(v)) {
            throw new InputException(Location.of(e.file()), "--epsilon " + Canonical.number(v)
                    + " must be one of the sweep's epsilon values "
                    + swept.stream().map(Canonical::number).toList());
        }
        return v;
    }

    private static double firstFinite(Experiment e) {
        return e.sweep().epsilon().stream().map(Located::value).filter(Double::isFinite).findFirst()
                .orElse(Double.POSITIVE_INFINITY);
    }
}
