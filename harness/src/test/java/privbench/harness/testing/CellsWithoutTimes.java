package privbench.harness.testing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.harness.tables.CsvTable;

/**
 * A run folder's cells.csv as the tests of reproducibility compare it: cell id to every column that is a
 * function of the seed and the cell, that is all but fit_seconds (the one timing), so that two runs of the
 * same cells compare equal whatever threads, shards or flags they ran with.
 */
public final class CellsWithoutTimes {

    private CellsWithoutTimes() {
    }

    /** cell id -> the row without its fit_seconds, in cell-id order. */
    public static Map<String, List<String>> of(Path folder) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        Map<String, List<String>> out = new TreeMap<>();
        int fit = t.column("fit_seconds");
        for (List<String> row : t.rows()) {
            List<String> r = new ArrayList<>(row);
            r.remove(fit);
            out.put(t.get(row, "cell_id"), r);
        }
        return out;
    }
}
