package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import privbench.harness.testing.Resources;

class CliTest extends CliInTempRoot {

    @Nested
    class Listing {

        @Test
        void learners_oneLineEach_andParametersWithVerbose() {
            var out = run("list", "learners");
            assertEquals(0, out.exit());
            assertTrue(out.out().lines().anyMatch(l -> l.startsWith("mean-difference ") && l.contains("[test fixture]")),
                    out.out());
            var verbose = run("list", "learners", "-v");
            assertTrue(verbose.out().contains("    shrink           double     default 0  in [0, 1]  shrinkage"),
                    verbose.out());
        }

        @Test
        void datasets_listsEveryBuiltinAndGenerator() {
            var out = run("list", "datasets");
            assertEquals(0, out.exit());
            for (String id : new String[] {"breast-cancer ", "digits ", "spam ", "ionosphere ", "sonar ", "letter ",
                "synthetic: margin-halfspace"}) {
                assertTrue(out.out().contains(id), id + " in " + out.out());
            }
        }

        @Test
        void experiments_listsYamlFilesOutsideData_withTheirDescription() throws IOException {
            Path ex = Files.createDirectories(root.resolve("experiments/paper"));
            Files.writeString(ex.resolve("a.yaml"), "name: a\ndescription: the first\nreference: \"X (2024)\"\n");
            Files.writeString(root.resolve("experiments/broken.yaml"), "name: [\n");
            Files.createDirectories(root.resolve("experiments/data"));
            Files.writeString(root.resolve("experiments/data/not-an-experiment.yaml"), "x: 1\n");
            var out = run("list", "experiments");
            assertEquals(0, out.exit());
            assertTrue(out.out().contains("experiments/paper/a.yaml  the first  [X (2024)]"), out.out());
            assertTrue(out.out().contains("experiments/broken.yaml  (unreadable: is not valid YAML"), out.out());
            assertTrue(!out.out().contains("not-an-experiment"), out.out());
        }

        @Test
        void unknownListing_isBadInput() {
            var out = run("list", "papers");
            assertEquals(2, out.exit());
            assertTrue(out.err().contains("papers"), out.err());
        }
    }

    @Nested
    class Validate {

        @Test
        void validFile_describesItsCells_andTheFullVariant() {
            var out = run("validate", Resources.path("experiments/sweep-axes.yaml").toString());
            assertEquals(0, out.exit(), out.err());
            // each variant: its "ok" line, then its size estimate
            var lines = out.out().lines().toList();
            assertEquals(4, lines.size(), out.out());
            assertTrue(lines.get(0).startsWith("ok sweep-axes: 864 cells"), lines.get(0));
            assertTrue(lines.get(1).startsWith("   estimate: 864 cells, about "), lines.get(1));
            assertTrue(lines.get(2).startsWith("ok sweep-axes-full: 1728 cells"), lines.get(2));
            assertTrue(lines.get(3).startsWith("   estimate: 1728 cells"), lines.get(3));
            assertTrue(Files.notExists(root.resolve("results")), "validate writes nothing");
        }
    }

    @Nested
    class Run {

        @Test
        void defaultFolder_isUnderTheRoot_andTheRunSaysWhere() {
            var out = run("run", Resources.tinyExperiment(), "--threads", "2");
            assertEquals(0, out.exit(), out.err());
            Path folder = root.resolve("results/runs/tiny");
            assertTrue(Files.isRegularFile(folder.resolve("cells.csv")));
            assertTrue(Files.isRegularFile(folder.resolve("summary.csv")));
            assertTrue(Files.isRegularFile(folder.resolve("manifest.json")));
            assertTrue(out.out().startsWith("results: "), out.out());
            assertTrue(out.out().contains("results/runs/tiny"), out.out());
            assertTrue(out.err().contains("[36/36]"), "progress: " + out.err());
        }

        @Test
        void shards_goToTheirOwnFolders_andMergeBack() {
            assertEquals(0, run("run", Resources.tinyExperiment(), "--shard", "1/2").exit());
            assertEquals(0, run("run", Resources.tinyExperiment(), "--shard", "2/2").exit());
            Path base = root.resolve("results/runs/tiny");
            var merged = run("merge", base.resolve("shard-1-of-2").toString(), base.resolve("shard-2-of-2").toString(),
                    "--out", base.toString());
            assertEquals(0, merged.exit(), merged.err());
            assertTrue(merged.out().startsWith("merged 36 cells"), merged.out());
        }

        @Test
        void failedCells_exitOne_andSayWhere() {
            var out = run("run", Resources.path("experiments/failing.yaml").toString(), "--out",
                    root.resolve("f").toString());
            assertEquals(1, out.exit());
            assertTrue(out.err().contains("8 of 18 cells failed"), out.err());
            assertTrue(out.err().contains("failed (overspender"), "each failure is reported: " + out.err());
        }

        @Test
        void badOptions_areOneLineAndExitTwo() {
            for (String[] args : new String[][] {{"run", Resources.tinyExperiment(), "--shard", "3/2"}, {"run", Resources.tinyExperiment(), "--threads", "0"},
                {"run"}, {"frobnicate"}, {"merge", root.resolve("none").toString(), "--out", root.toString()}}) {
                var out = run(args);
                assertEquals(2, out.exit(), String.join(" ", args) + ": " + out.err());
                assertEquals(1, out.err().strip().lines().count(), out.err());
            }
        }

        @Test
        void helpAndVersion_exitZero() {
            assertEquals(0, run("--help").exit());
            assertEquals(0, run("run", "--help").exit());
            var v = run("--version");
            assertEquals(0, v.exit());
            assertTrue(v.out().startsWith("privbench 0."), v.out());
        }
    }
}
