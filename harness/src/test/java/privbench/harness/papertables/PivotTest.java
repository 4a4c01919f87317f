package privbench.harness.papertables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.SummaryLayout;
import privbench.harness.testing.SummaryFixture;

/**
 * The pivot's rules on hand-made groups: a value per (row, column), the best marked only when the paired interval
 * separates it (a lead the repetitions cannot separate is the negative control), references never ranked, and a
 * setting left varying refused by name.
 */
class PivotTest {

    private static final PivotRequest BY_EPSILON = new PivotRequest(List.of("learner"), "epsilon", "accuracy", true,
            Map.of(), true);

    /** Two learners at epsilon 1 and 2, and a non-private reference. */
    private static SummaryFixture fixture() {
        SummaryFixture f = new SummaryFixture();
        f.group("a1", "alpha", 1, 4, 0.90, 0.01);
        f.group("b1", "beta", 1, 4, 0.85, 0.01);
        f.group("a2", "alpha", 2, 4, 0.95, 0.01);
        f.group("b2", "beta", 2, 4, 0.94, 0.01);
        f.group("np", "reference", Double.POSITIVE_INFINITY, 4, 0.99, 0.01);
        return f;
    }

    private static CsvTable summary(SummaryFixture f) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (String id : List.of("a1", "b1", "a2", "b2", "np")) {
            rows.add(f.row(id));
        }
        List<String> header = new ArrayList<>(rows.get(0).keySet());
        return new CsvTable(header, rows.stream().map(r -> header.stream().map(h -> r.getOrDefault(h, "")).toList())
                .toList());
    }

    /** cells.csv rows: group, repetition, accuracy. */
    private static CsvTable cells(Object[][] rows) {
        List<List<String>> out = new ArrayList<>();
        for (Object[] r : rows) {
            out.add(List.of((String) r[0], Integer.toString((Integer) r[1]), Double.toString((Double) r[2]), "ok"));
        }
        return new CsvTable(List.of("group_id", "repetition", "accuracy", "status"), out);
    }

    private static PivotTable pivot(SummaryFixture f, CsvTable cells, PivotRequest request) {
        CsvTable s = summary(f);
        return Pivot.of(s, SummaryLayout.of(s.header()), List.of(cells), Optional.empty(), request);
    }

    private static PivotTable.Cell cell(PivotTable t, String learner, int column) {
        return t.rows().stream().filter(r -> r.labels().get(0).equals(learner)).findFirst().orElseThrow().cells()
                .get(column);
    }

    @Test
    void aPairedLeadIsBold_aLeadTheRepetitionsCannotSeparateIsNot() {
        // epsilon 1: alpha ahead by 0.05 in every repetition (a paired interval far from 0);
        // epsilon 2: alpha ahead by 0.01 on average but behind in two of four repetitions
        CsvTable cells = cells(new Object[][]{
            {"a1", 0, 0.90}, {"a1", 1, 0.91}, {"a1", 2, 0.89}, {"a1", 3, 0.90},
            {"b1", 0, 0.85}, {"b1", 1, 0.86}, {"b1", 2, 0.84}, {"b1", 3, 0.85},
            {"a2", 0, 0.99}, {"a2", 1, 0.91}, {"a2", 2, 0.99}, {"a2", 3, 0.91},
            {"b2", 0, 0.93}, {"b2", 1, 0.95}, {"b2", 2, 0.93}, {"b2", 3, 0.95}});
        PivotTable t = pivot(fixture(), cells, BY_EPSILON);
        assertEquals(List.of("epsilon = 1", "epsilon = 2", "epsilon = inf"), t.columns());
        assertEquals(PivotTable.Mark.BEST, cell(t, "alpha", 0).mark());
        assertEquals(PivotTable.Mark.PLAIN, cell(t, "alpha", 1).mark(), "a lead of 0.01 that two repetitions reverse");
        assertEquals(0.90, cell(t, "alpha", 0).mean(), 1e-12);
        // the reference has no value at a finite epsilon, and its own column is never ranked
        assertTrue(cell(t, "reference", 0).isAbsent());
        assertTrue(t.rows().stream().filter(r -> r.labels().get(0).equals("reference")).findFirst().orElseThrow()
                .reference());
    }

    @Test
    void withoutCells_nothingIsMarked_andTheNoteSaysWhy() {
        PivotTable t = pivot(fixture(), new CsvTable(List.of("group_id"), List.of()), BY_EPSILON);
        assertTrue(t.rows().stream().flatMap(r -> r.cells().stream()).noneMatch(c -> c.mark() == PivotTable.Mark.BEST));
        assertTrue(String.join(" ", t.notes()).contains("no value is marked best"), t.notes().toString());
    }

    @Test
    void aSettingLeftVarying_isRefusedByName_andWhereFixesIt() {
        SummaryFixture f = fixture();
        f.row("b2").put("n", "2000");
        f.row("a2").put("n", "2000");
        CsvTable none = new CsvTable(List.of("group_id"), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pivot(f, none, BY_EPSILON));
        assertTrue(e.getMessage().contains("n varies (1000, 2000)") && e.getMessage().contains("--where n=1000"),
                e.getMessage());
        PivotTable kept = pivot(f, none, new PivotRequest(List.of("learner"), "epsilon", "accuracy", false,
                Map.of("n", "2000"), true));
        assertEquals(List.of("epsilon = 2"), kept.columns());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> pivot(f, none, new PivotRequest(List.of("learner"),
                "epsilon", "accuracy", false, Map.of("n", "5"), true))).getMessage().contains("n takes 1000, 2000"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> pivot(f, none, new PivotRequest(List.of("learner"),
                "epsilon", "recall", false, Map.of(), true))).getMessage().contains("it has accuracy, error_rate"));
    }

    @Test
    void aLearnerWithoutTheColumnsSetting_getsAColumnSayingSo() {
        SummaryFixture f = fixture();
        for (String id : List.of("a1", "b1", "a2", "b2", "np")) {
            // a setting column sits after delta, as the harness writes it; only alpha at epsilon 1 has it
            Map<String, String> row = f.row(id);
            Map<String, String> copy = new java.util.LinkedHashMap<>(row);
            row.clear();
            copy.forEach((k, v) -> {
                row.put(k, v);
                if (k.equals("delta")) {
                    row.put("lambda", id.equals("a1") ? "0.1" : "");
                }
            });
        }
        PivotTable t = pivot(f, new CsvTable(List.of("group_id"), List.of()),
                new PivotRequest(List.of("learner"), "lambda", "accuracy", false, Map.of("epsilon", "1"), true));
        assertEquals(List.of("lambda = 0.1", "lambda not set"), t.columns(), "never an empty 'lambda = '");
    }

    @Test
    void latexEscapesLabels_andWritesEpsilonInMathMode() {
        SummaryFixture f = fixture();
        f.row("a1").put("learner", "alpha_1 & co");
        f.row("a2").put("learner", "alpha_1 & co");
        String tex = TableFormat.LATEX.render(pivot(f, new CsvTable(List.of("group_id"), List.of()), BY_EPSILON), 2,
                true);
        assertTrue(tex.contains("alpha\\_1 \\& co & 0.90 $\\pm$ 0.02"), tex);
        assertTrue(tex.contains("$\\varepsilon = 2$ & $\\varepsilon = \\infty$ \\\\"), tex);
        assertTrue(tex.contains("\\begin{tabular}{lrrr}") && tex.endsWith("\\end{tabular}\n"), tex);
        assertTrue(tex.contains("\\textit{reference} & -- & -- & \\textit{0.99 $\\pm$ 0.02}"), tex);
    }
}
