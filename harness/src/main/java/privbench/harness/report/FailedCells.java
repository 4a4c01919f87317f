package privbench.harness.report;

import privbench.harness.results.Columns;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.GroupLabels;

/**
 * The cells of a run that failed, with their errors: a table of the first few and a count of the rest.
 */
final class FailedCells {

    /** At most this many failed cells are listed. */
    static final int LIMIT = 50;

    private FailedCells() {
    }

    static List<Block> of(CsvTable cells, GroupLabels labels) {
        List<Map<String, String>> failed = GroupLabels.rows(cells).stream()
                .filter(r -> !"ok".equals(r.get(Columns.STATUS))).toList();
        if (failed.isEmpty()) {
            return List.of(Block.Paragraph.of("None: every cell succeeded."));
        }
        List<List<Span>> rows = new ArrayList<>();
        for (Map<String, String> r : failed.subList(0, Math.min(LIMIT, failed.size()))) {
            rows.add(List.of(Span.code(r.get(Columns.CELL_ID)), Span.plain(labels.configuration(r)),
                    Span.plain(labels.setting(r)), Span.plain(r.get("repetition")), Span.plain(r.get("error"))));
        }
        List<Block> out = new ArrayList<>();
        out.add(Block.Paragraph.of(failed.size() + " of " + cells.rows().size() + " cells failed"
                + (failed.size() > LIMIT ? "; the first " + LIMIT + " are listed (all are rows with status=error in cells.csv)"
                : "") + "."));
        out.add(new Block.Table(List.of("cell", "learner", "setting", "repetition", "error"), rows,
                List.of(false, false, false, true, false)));
        return out;
    }
}
