package privbench.harness.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import privbench.canonical.Canonical;
import privbench.harness.results.Columns;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.MembershipTradeOff;

/**
 * A fixed column of cells.csv: its name and how a cell's result writes it, declared together so that the header
 * ({@link CellsLayout}) and the row ({@link CellResult#row}) are built from one list and cannot drift apart. The
 * columns between the prefix and the suffix (swept axes, metrics) depend on the experiment and stay in
 * {@link CellsLayout}.
 *
 * @param name  the header
 * @param value the text of the column for a result and the cell's seed
 */
public record CellColumn(String name, Value value) {

    /** How a result writes the column. */
    @FunctionalInterface
    public interface Value {
        String of(CellResult result, long seed);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The columns before the extra axes: the cell's identity. */
    public static final List<CellColumn> PREFIX = List.of(
            new CellColumn(Columns.CELL_ID, (r, s) -> r.cell().id()),
            new CellColumn(Columns.GROUP_ID, (r, s) -> r.cell().groupId()),
            new CellColumn("learner", (r, s) -> r.cell().learner().spec().id()),
            new CellColumn("params", (r, s) -> r.cell().binding().paramsJson()),
            new CellColumn("dataset", (r, s) -> r.cell().dataset()),
            new CellColumn("n", (r, s) -> Integer.toString(r.cell().n())),
            new CellColumn("d", (r, s) -> Integer.toString(r.cell().d())),
            new CellColumn("epsilon", (r, s) -> Canonical.number(r.cell().epsilon())),
            new CellColumn("delta", (r, s) -> Canonical.number(r.cell().deltaValue())),
            new CellColumn("repetition", (r, s) -> Integer.toString(r.cell().repetition())),
            new CellColumn("seed", (r, s) -> Long.toString(s)));

    /** The columns after the metrics in cells.csv files written before the attack columns. */
    public static final List<CellColumn> LEGACY_SUFFIX = List.of(
            new CellColumn("epsilon_spent", (r, s) -> r.spent().map(g -> Canonical.number(g.epsilon())).orElse("")),
            new CellColumn("delta_spent", (r, s) -> r.spent().map(g -> Canonical.number(g.delta())).orElse("")),
            new CellColumn("accountant", (r, s) -> r.spent().map(Guarantee::accountant).orElse("")),
            new CellColumn("neighbouring", (r, s) -> r.spent().map(g -> g.relation().id()).orElse("")),
            new CellColumn("caveat", (r, s) -> r.spent().map(Guarantee::caveat).orElse("")),
            new CellColumn("noise", (r, s) -> r.noise()),
            // microsecond resolution: finer digits are timer noise
            new CellColumn(Columns.FIT_SECONDS, (r, s) -> Double.isNaN(r.fitSeconds()) ? ""
                    : Canonical.number(Math.round(r.fitSeconds() * 1e6) / 1e6)),
            new CellColumn(Columns.STATUS, (r, s) -> r.ok() ? "ok" : "error"),
            new CellColumn("error", (r, s) -> r.error().orElse("")),
            new CellColumn("diagnostics", (r, s) -> json(r.publicDiagnostics())));

    /** The false-positive rates of the TPR columns of {@link #ATTACK}, in column order. */
    static final double[] ATTACK_FPRS = {0.01, 0.001};

    /**
     * The spent guarantee in attack terms ({@code MembershipTradeOff}): mu where it is mu-GDP, and the largest
     * membership-test TPR at FPR 0.01 and 0.001. Functions of the recorded guarantee alone, so public; appended
     * last so that every earlier column keeps its place.
     */
    public static final List<CellColumn> ATTACK = attack();

    private static List<CellColumn> attack() {
        List<CellColumn> out = new ArrayList<>();
        out.add(new CellColumn("mu", (r, s) -> {
            OptionalDouble mu = r.spent().map(MembershipTradeOff::mu).orElse(OptionalDouble.empty());
            return mu.isPresent() ? Canonical.number(mu.getAsDouble()) : "";
        }));
        for (double fpr : ATTACK_FPRS) {
            out.add(new CellColumn("tpr_at_fpr_" + Canonical.number(fpr),
                    (r, s) -> r.spent().map(g -> Canonical.number(MembershipTradeOff.tprAt(g, fpr))).orElse("")));
        }
        return List.copyOf(out);
    }

    /** The names of columns, in order. */
    static List<String> names(List<CellColumn> columns) {
        return columns.stream().map(CellColumn::name).toList();
    }

    private static String json(Map<String, Double> map) {
        try {
            return JSON.writeValueAsString(map);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("diagnostics cannot be written as JSON", e);
        }
    }
}
