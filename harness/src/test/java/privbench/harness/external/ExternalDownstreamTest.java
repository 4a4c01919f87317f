package privbench.harness.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.input.FileDigest;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;

/**
 * What users do with a run after it ends works on external cells as on built-in ones: {@code list learners
 * --experiment} names the program and its checksum, {@code compare} pairs an edited program's groups with the old
 * program's and sees its metrics move, and {@code table} and {@code history} read its rows. The programs are POSIX
 * shell scripts, so this runs wherever the build does.
 */
class ExternalDownstreamTest {

    @TempDir
    Path tmp;

    private Cli cli;

    @BeforeEach
    void writeExperiments() throws IOException {
        cli = new Cli(tmp);
        program("good.sh", ExternalFailuresTest.GOOD);
        // the same program with every score negated: the AUC of each cell becomes exactly 1 - AUC
        program("negated.sh", ExternalFailuresTest.GOOD.replace("cut -d, -f1 > scores.csv",
                "cut -d, -f1 | sed 's/^/-/; s/^--//' > scores.csv"));
        for (String name : List.of("good", "negated")) {
            Files.writeString(tmp.resolve(name + ".yaml"), """
                    name: external-downstream
                    seed: 5
                    repetitions: 3
                    dataset:
                      synthetic: {generator: margin-halfspace, n: 200, d: 4, margin: 0.2}
                    split: {test: 0.25}
                    sweep:
                      epsilon: [1]
                      delta: 1e-5
                    learners:
                      - id: mean-difference
                        params: {jitter: 0.1}
                      - id: external
                        name: prog
                        command: [sh, PROGRAM.sh]
                        params: {scale: [1, 2]}
                    metrics: [accuracy, auc]
                    """.replace("PROGRAM", name));
        }
    }

    private void program(String file, String body) throws IOException {
        Path p = Files.writeString(tmp.resolve(file), "#!/bin/sh\n" + body);
        assertTrue(p.toFile().setExecutable(true));
    }

    private Path run(String experiment, String out) {
        Cli.Outcome o = cli.run("run", tmp.resolve(experiment + ".yaml").toString(), "--out",
                tmp.resolve(out).toString(), "--progress", "none", "--no-report");
        assertEquals(0, o.exit(), o.err());
        return tmp.resolve(out);
    }

    @Test
    void listLearners_ofAnExperiment_namesItsProgramAndChecksum() throws IOException {
        Cli.Outcome o = cli.run("list", "learners", "--experiment", tmp.resolve("good.yaml").toString(), "-v");
        assertEquals(0, o.exit(), o.err());
        List<String> lines = o.out().lines().toList();
        assertTrue(lines.get(0).startsWith("mean-difference "), o.out());
        assertTrue(o.out().contains("prog") && o.out().contains("external program sh good.sh"), o.out());
        assertTrue(o.out().contains("scale            passed to the program as written"), o.out());
        assertTrue(o.out().contains("sha256 " + FileDigest.sha256(tmp.resolve("good.sh"))), o.out());
        assertTrue(o.out().contains("its guarantee is the program's claim"), o.out());
        // negative controls: a missing program is the file:line error validate gives; the option fits learners only
        Files.writeString(tmp.resolve("good.yaml"), Files.readString(tmp.resolve("good.yaml"))
                .replace("[sh, good.sh]", "[./absent.sh]"));
        Cli.Outcome missing = cli.run("list", "learners", "--experiment", tmp.resolve("good.yaml").toString());
        assertEquals(2, missing.exit(), missing.err());
        assertTrue(missing.err().contains("good.yaml:") && missing.err().contains("absent.sh, which does not exist"),
                missing.err());
        Cli.Outcome wrongList = cli.run("list", "datasets", "--experiment", tmp.resolve("good.yaml").toString());
        assertEquals(2, wrongList.exit(), wrongList.err());
    }

    @Test
    void compare_pairsAnEditedProgramsGroups_andSeesItsMetricsMove() throws IOException {
        Path a = run("good", "a");
        Path b = run("good", "b");
        Path c = run("negated", "c");
        assertEquals(0, cli.run("compare", "--exact", a.toString(), b.toString()).exit(), "a rerun is identical");
        assertEquals(1, cli.run("compare", "--exact", a.toString(), c.toString()).exit(), "an edit is not");
        Cli.Outcome o = cli.run("compare", a.toString(), c.toString(), "--out", tmp.resolve("cmp").toString());
        assertTrue(o.exit() == 0 || o.exit() == 1, o.err());
        CsvTable rows = CsvTable.read(tmp.resolve("cmp").resolve("compare.csv"));
        String oldSha = FileDigest.sha256(tmp.resolve("good.sh")).substring(0, 16);
        String newSha = FileDigest.sha256(tmp.resolve("negated.sh")).substring(0, 16);
        int aucRows = 0;
        for (List<String> row : rows.rows()) {
            if (!rows.get(row, "configuration").startsWith("prog ")) {
                continue;
            }
            if (rows.get(row, "quantity").equals("params")) {
                assertTrue(rows.get(row, "note").contains(oldSha + " -> " + newSha), rows.get(row, "note"));
            }
            if (rows.get(row, "quantity").equals("auc")) {
                aucRows++;
                double before = Double.parseDouble(rows.get(row, "baseline"));
                double after = Double.parseDouble(rows.get(row, "current"));
                assertEquals(1.0, before + after, 1e-12, "negated scores give 1 - AUC in every cell");
                assertTrue(Math.abs(after - before) > 0.05, "the data make the edit visible: " + before);
            }
        }
        assertEquals(2, aucRows, "both scale settings of the edited program were compared with the old ones");
    }

    @Test
    void tableAndHistory_readExternalCells() throws IOException {
        Path a = run("good", "a");
        CsvTable summary = CsvTable.read(a.resolve("summary.csv"));
        List<String> prog = summary.rows().stream().filter(r -> summary.get(r, "learner").equals("prog")).findFirst()
                .orElseThrow();
        String auc = String.format(java.util.Locale.ROOT, "%.3f", Double.parseDouble(summary.get(prog, "auc_mean")));
        Cli.Outcome t = cli.run("table", a.toString(), "--rows", "learner", "--cols", "epsilon", "--metric", "auc");
        assertEquals(0, t.exit(), t.err());
        assertTrue(t.out().contains("| prog (scale=1) | " + auc), t.out());

        Path db = tmp.resolve("h.sqlite");
        assertEquals(0, cli.run("history", "record", a.toString(), "--db", db.toString()).exit());
        Cli.Outcome h = cli.run("history", "show", "--db", db.toString());
        assertEquals(0, h.exit(), h.err());
        assertTrue(h.out().contains("## prog (scale=1)  (group " + summary.get(prog, "group_id") + ")"), h.out());
    }
}
