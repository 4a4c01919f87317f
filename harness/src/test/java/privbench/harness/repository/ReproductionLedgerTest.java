package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;

/** Every committed result folder has been rerun and checked to the bit since it was committed (issue 34). */
class ReproductionLedgerTest {

    private static final Path REFERENCE = RepositoryPaths.root().resolve("results/reference");

    @Test
    void everyFolderHasACheck_andEveryRowAddsUp() throws IOException {
        List<String> problems = ReproductionLedger.problems(CsvTable.read(REFERENCE.resolve("reproduction.csv")),
                ReproductionLedger.folders(REFERENCE));
        assertEquals(List.of(), problems, String.join("\n", problems));
    }

    @Test
    void aFolderWithoutARow_andARowThatClaimsTooMuch_areCaught() throws IOException {
        CsvTable ledger = CsvTable.read(REFERENCE.resolve("reproduction.csv"));
        // the folders the ledger lists (whatever else is missing), and one it does not
        TreeSet<String> folders = new TreeSet<>();
        ledger.rows().forEach(r -> folders.add(ledger.get(r, "folder")));
        folders.add("some-paper/never-rerun");
        List<List<String>> rows = new ArrayList<>(ledger.rows());
        List<String> first = new ArrayList<>(rows.get(0));
        first.set(ledger.column("identical"), String.valueOf(Integer.parseInt(first.get(ledger.column("checked"))) + 1));
        rows.set(0, first);
        List<String> second = new ArrayList<>(rows.get(1));
        second.set(ledger.column("identical"), "0");
        second.set(ledger.column("columns_differing"), "");
        rows.set(1, second);
        List<String> problems = ReproductionLedger.problems(new CsvTable(ledger.header(), rows), folders);
        assertTrue(problems.contains("some-paper/never-rerun has no row: rerun it (or a shard of it) and record the check"),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("line 2: ") && p.contains("identical of")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("line 3: ") && p.contains("no column named")),
                problems.toString());
        assertEquals(3, problems.size(), problems.toString());
    }
}
