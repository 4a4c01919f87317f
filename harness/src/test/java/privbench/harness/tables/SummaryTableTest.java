package privbench.harness.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTableTest {

    private static final List<String> HEADER = List.of("cell_id", "group_id", "learner", "epsilon", "accuracy",
            "epsilon_spent", "fit_seconds", "status", "accountant", "neighbouring", "caveat");

    private static List<String> row(String id, String group, String eps, String acc, String spent, String status) {
        return List.of(id, group, "l", eps, acc, spent, "0.5", status, status.equals("ok") ? "gdp" : "",
                status.equals("ok") ? "add-remove" : "", "");
    }

    private static CsvTable summary(List<List<String>> rows) {
        return SummaryTable.of(new CsvTable(HEADER, rows), List.of("group_id", "learner", "epsilon"),
                List.of("accuracy"));
    }

    private static String get(CsvTable t, int row, String column) {
        return t.get(t.rows().get(row), column);
    }

    @Test
    void interval_isStudentT95OverRepetitions() {
        CsvTable s = summary(List.of(row("c", "g", "1", "0.7", "1", "ok"), row("a", "g", "1", "0.5", "1", "ok"),
                row("b", "g", "1", "0.6", "1", "ok")));
        assertEquals("3", get(s, 0, "n_reps"));
        assertEquals(0.6, Double.parseDouble(get(s, 0, "accuracy_mean")), 1e-15);
        assertEquals(0.1, Double.parseDouble(get(s, 0, "accuracy_std")), 1e-15);
        // t(0.975, 2 df) = 4.303 in every printed t table; half width 4.303 x 0.1 / sqrt(3) = 0.24843,
        // so the table's 4 digits bound the comparison at 1e-4
        assertEquals(0.6 - 0.24843, Double.parseDouble(get(s, 0, "accuracy_ci_low")), 1e-4);
        assertEquals(0.6 + 0.24843, Double.parseDouble(get(s, 0, "accuracy_ci_high")), 1e-4);
        assertEquals("1", get(s, 0, "epsilon_spent_mean"));
        assertEquals("0.5", get(s, 0, "fit_seconds_mean"));
        assertEquals("gdp", get(s, 0, "accountant"));
    }

    @Test
    void errorsAreCounted_andASingleRepetitionHasNoSpread() {
        CsvTable s = summary(List.of(row("a", "g", "1", "0.8", "1", "ok"), row("b", "g", "1", "", "", "error")));
        assertEquals("1", get(s, 0, "n_reps"));
        assertEquals("1", get(s, 0, "n_errors"));
        assertEquals("0.8", get(s, 0, "accuracy_mean"));
        assertEquals("", get(s, 0, "accuracy_std"));
        assertEquals("", get(s, 0, "accuracy_ci_low"));
    }

    @Test
    void groupWithOnlyErrors_isKeptWithNoStatistics() {
        CsvTable s = summary(List.of(row("a", "g", "1", "", "", "error")));
        assertEquals("0", get(s, 0, "n_reps"));
        assertEquals("1", get(s, 0, "n_errors"));
        assertEquals("", get(s, 0, "accuracy_mean"));
    }

    @Test
    void groups_areSortedByTheirColumnsWithNumbersAsNumbers() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("a", "g10", "10", "0.9", "10", "ok"));
        rows.add(row("b", "ginf", "inf", "0.95", "inf", "ok"));
        rows.add(row("c", "g2", "2", "0.7", "2", "ok"));
        CsvTable s = summary(rows);
        assertEquals(List.of("2", "10", "inf"), s.rows().stream().map(r -> s.get(r, "epsilon")).toList());
        assertEquals("inf", get(s, 2, "epsilon_spent_mean"), "no guarantee on average is no guarantee");
    }

    @Test
    void header_namesEveryStatisticAfterItsMetric() {
        CsvTable s = summary(List.of(row("a", "g", "1", "0.8", "1", "ok")));
        assertEquals(List.of("group_id", "learner", "epsilon", "n_reps", "n_errors", "accuracy_mean", "accuracy_std",
                "accuracy_ci_low", "accuracy_ci_high", "epsilon_spent_mean", "fit_seconds_mean", "accountant",
                "neighbouring", "caveat"), s.header());
    }

    @Test
    void everyGroup_getsItsOwnStatistics() {
        // regression: Tablesaw's Row is a moving cursor, so keeping Row objects gave every group the last one's values
        CsvTable s = summary(List.of(row("a", "g1", "1", "0.5", "1", "ok"), row("b", "g1", "1", "0.7", "1", "ok"),
                row("c", "g2", "2", "0.9", "2", "ok"), row("d", "g2", "2", "1.0", "2", "ok")));
        assertEquals(0.6, Double.parseDouble(get(s, 0, "accuracy_mean")), 1e-15);
        assertEquals(0.95, Double.parseDouble(get(s, 1, "accuracy_mean")), 1e-15);
        assertEquals("1", get(s, 0, "epsilon_spent_mean"));
        assertEquals("2", get(s, 1, "epsilon_spent_mean"));
    }
}
