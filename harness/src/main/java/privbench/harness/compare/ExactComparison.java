package privbench.harness.compare;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.tables.CsvTable;

/**
 * Whether a rerun reproduces a summary to the bit: every group of one is in the other and every column but the
 * timings ({@link #isTiming}) holds the same text. Seeded runs of the same code on the same kind of machine are
 * identical, so any difference is a change of code, data, JDK or machine that moved a number.
 *
 * @param groups the groups of the baseline
 * @param differences what differs, in the baseline's group order then column order
 */
public record ExactComparison(int groups, List<Difference> differences) {

    /** One differing value; a group missing on one side has column {@code "(group)"} and "absent" on that side. */
    public record Difference(String group, String column, String baseline, String current) {
    }

    private static final String GROUP = Columns.GROUP_ID;
    private static final String ABSENT = "absent";

    /** Wall-clock columns (fit_seconds_mean): they differ between any two runs and are not compared. */
    public static boolean isTiming(String column) {
        return column.contains("seconds");
    }

    public boolean identical() {
        return differences.isEmpty();
    }

    /** Compares two summaries; both must have a group_id column. */
    public static ExactComparison of(CsvTable baseline, CsvTable current) {
        if (baseline.column(GROUP) < 0 || current.column(GROUP) < 0) {
            throw new IllegalArgumentException("both summaries need a " + GROUP + " column");
        }
        List<Difference> out = new ArrayList<>();
        for (String c : baseline.header()) {
            if (!isTiming(c) && current.column(c) < 0) {
                out.add(new Difference("(header)", c, "present", ABSENT));
            }
        }
        for (String c : current.header()) {
            if (!isTiming(c) && baseline.column(c) < 0) {
                out.add(new Difference("(header)", c, ABSENT, "present"));
            }
        }
        Map<String, List<String>> now = byGroup(current);
        Map<String, List<String>> before = byGroup(baseline);
        for (Map.Entry<String, List<String>> e : before.entrySet()) {
            List<String> row = now.get(e.getKey());
            if (row == null) {
                out.add(new Difference(e.getKey(), "(group)", "present", ABSENT));
                continue;
            }
            for (String c : baseline.header()) {
                if (isTiming(c) || current.column(c) < 0) {
                    continue;
                }
                String a = baseline.get(e.getValue(), c);
                String b = current.get(row, c);
                if (!a.equals(b)) {
                    out.add(new Difference(e.getKey(), c, a, b));
                }
            }
        }
        for (String g : now.keySet()) {
            if (!before.containsKey(g)) {
                out.add(new Difference(g, "(group)", ABSENT, "present"));
            }
        }
        return new ExactComparison(before.size(), List.copyOf(out));
    }

    private static Map<String, List<String>> byGroup(CsvTable t) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (List<String> row : t.rows()) {
            m.put(t.get(row, GROUP), row);
        }
        return m;
    }
}
