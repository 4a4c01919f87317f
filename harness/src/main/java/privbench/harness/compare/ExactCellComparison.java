package privbench.harness.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.results.Columns;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;

/**
 * Whether a shard of a rerun reproduces a baseline's cells to the bit. A shard holds some repetitions of most
 * groups, so its summary cannot be set against the baseline's; its cells can, one by one: every baseline cell
 * that belongs to the shard must be in the rerun, and every rerun cell must equal the baseline's row of the same
 * {@code cell_id} in every column but the timings ({@link ExactComparison#isTiming}). This is how a folder too
 * costly to rerun whole is spot-checked: a shard's cells are the cells of the whole run (ids fix the
 * assignment, {@link Shard}), so a shard that reproduces is a random sample of the run that reproduces.
 *
 * @param shard       the shard the rerun ran
 * @param cells       the baseline cells that belong to the shard
 * @param total       every baseline cell
 * @param differences what differs, in the baseline's cell order then column order
 */
public record ExactCellComparison(Shard shard, int cells, int total, List<ExactComparison.Difference> differences) {

    private static final String CELL = Columns.CELL_ID;
    private static final String ABSENT = "absent";

    public boolean identical() {
        return differences.isEmpty();
    }

    /** The shard's baseline cells reproduced in every column (a header difference leaves none). */
    public int identicalCells() {
        if (differences.stream().anyMatch(d -> d.group().equals("(header)"))) {
            return 0;
        }
        long differing = differences.stream().filter(d -> d.baseline().equals("present") || !d.column().equals("(cell)"))
                .map(d -> d.group().split(" ")[1]).distinct().count();
        return cells - (int) differing;
    }

    /**
     * Compares a shard's cells with the baseline's; both tables need a {@code cell_id} column.
     *
     * @throws IllegalArgumentException when one of them has none
     */
    public static ExactCellComparison of(CsvTable baseline, CsvTable current, Shard shard) {
        if (baseline.column(CELL) < 0 || current.column(CELL) < 0) {
            throw new IllegalArgumentException("both cell tables need a " + CELL + " column");
        }
        List<ExactComparison.Difference> out = new ArrayList<>();
        for (String c : baseline.header()) {
            if (!ExactComparison.isTiming(c) && current.column(c) < 0) {
                out.add(new ExactComparison.Difference("(header)", c, "present", ABSENT));
            }
        }
        Map<String, List<String>> now = byCell(current);
        int inShard = 0;
        for (List<String> row : baseline.rows()) {
            String id = baseline.get(row, CELL);
            if (!shard.contains(id)) {
                continue;
            }
            inShard++;
            List<String> mine = now.remove(id);
            if (mine == null) {
                out.add(new ExactComparison.Difference("cell " + id, "(cell)", "present", ABSENT));
                continue;
            }
            for (String c : baseline.header()) {
                if (ExactComparison.isTiming(c) || current.column(c) < 0) {
                    continue;
                }
                String a = baseline.get(row, c);
                String b = current.get(mine, c);
                if (!a.equals(b)) {
                    out.add(new ExactComparison.Difference("cell " + id + " (group " + baseline.get(row,
                            Columns.GROUP_ID) + ")", c, a, b));
                }
            }
        }
        for (String id : now.keySet()) {
            out.add(new ExactComparison.Difference("cell " + id, "(cell)", ABSENT, "present"));
        }
        return new ExactCellComparison(shard, inShard, baseline.rows().size(), List.copyOf(out));
    }

    private static Map<String, List<String>> byCell(CsvTable t) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (List<String> row : t.rows()) {
            m.put(t.get(row, CELL), row);
        }
        return m;
    }
}
