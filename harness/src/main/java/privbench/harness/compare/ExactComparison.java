package privbench.harness.compare;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import privbench.harness.tables.CsvTable;

/**
 * Whether a rerun reproduces a summary to the bit: every group of one is in the other and every column but the
 * timings ({@link #isTiming}) holds the same text. Seeded runs of the same code on the same kind of machine are
 * identical, so any difference is a change of code, data, JDK or machine that moved a number.
 *
 * @param groups the baseline rows compared (its groups, or a shard's cells)
 * @param differences what differs, in the baseline's row order then column order
 */
public record ExactComparison(int groups, List<Difference> differences) {

    /**
     * One differing value, {@code group} the row's key; a row missing on one side has column {@code "(group)"} (or
     * {@code "(cell)"}) and "absent" on that side.
     */
    public record Difference(String group, String column, String baseline, String current) {
    }

    private static final String GROUP = Columns.GROUP_ID;
    private static final String ABSENT = "absent";
    private static final String HEADER = "(header)";

    /** Wall-clock columns (fit_seconds_mean): they differ between any two runs and are not compared. */
    public static boolean isTiming(String column) {
        return column.contains("seconds");
    }

    public boolean identical() {
        return differences.isEmpty();
    }

    /** Compares two summaries; both must have a group_id column. */
    public static ExactComparison of(CsvTable baseline, CsvTable current) {
        return of(baseline, current, GROUP, key -> true);
    }

    /**
     * Compares the rows of two tables keyed by a column: every baseline row whose key is in scope must be in the
     * current table with the same text in every column but the timings, and the current table may hold no other
     * row. Summaries are keyed by group_id over every group; a shard's cells by cell_id over the shard's cells (a
     * shard's summary holds partial groups, its cells are the whole run's cells).
     *
     * @param key     the key column, which both tables must have
     * @param inScope the baseline keys to check
     */
    public static ExactComparison of(CsvTable baseline, CsvTable current, String key, Predicate<String> inScope) {
        if (baseline.column(key) < 0 || current.column(key) < 0) {
            throw new IllegalArgumentException("both tables need a " + key + " column");
        }
        String missing = key.equals(GROUP) ? "(group)" : "(cell)";
        List<Difference> out = new ArrayList<>();
        for (String c : baseline.header()) {
            if (!isTiming(c) && current.column(c) < 0) {
                out.add(new Difference(HEADER, c, "present", ABSENT));
            }
        }
        for (String c : current.header()) {
            if (!isTiming(c) && baseline.column(c) < 0) {
                out.add(new Difference(HEADER, c, ABSENT, "present"));
            }
        }
        Map<String, List<String>> now = byKey(current, key);
        int compared = 0;
        for (List<String> row : baseline.rows()) {
            String k = baseline.get(row, key);
            if (!inScope.test(k)) {
                continue;
            }
            compared++;
            List<String> mine = now.remove(k);
            if (mine == null) {
                out.add(new Difference(k, missing, "present", ABSENT));
                continue;
            }
            for (String c : baseline.header()) {
                if (isTiming(c) || current.column(c) < 0) {
                    continue;
                }
                String a = baseline.get(row, c);
                String b = current.get(mine, c);
                if (!a.equals(b)) {
                    out.add(new Difference(k, c, a, b));
                }
            }
        }
        for (String k : now.keySet()) {
            out.add(new Difference(k, missing, ABSENT, "present"));
        }
        return new ExactComparison(compared, List.copyOf(out));
    }

    /** The compared rows reproduced in every column (none when the headers differ). */
    public int identicalRows() {
        if (differences.stream().anyMatch(d -> d.group().equals(HEADER))) {
            return 0;
        }
        long differing = differences.stream().filter(d -> !d.baseline().equals(ABSENT)).map(Difference::group)
                .distinct().count();
        return groups - (int) differing;
    }

    private static Map<String, List<String>> byKey(CsvTable t, String key) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (List<String> row : t.rows()) {
            m.put(t.get(row, key), row);
        }
        return m;
    }
}
