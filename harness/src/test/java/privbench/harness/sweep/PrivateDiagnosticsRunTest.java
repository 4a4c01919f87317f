package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.InputException;
import privbench.harness.report.Report;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.testing.CellsWithoutTimes;
import privbench.harness.testing.Cli;
import privbench.learners.DiagnosticKeys;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * cells.csv carries only the diagnostics a learner declares public; {@code --private-diagnostics} puts the rest in
 * private-diagnostics.csv and the manifest and report say so; resume and merge keep one mode per folder.
 */
class PrivateDiagnosticsRunTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String WARNING = "Warning: this run published values outside its privacy guarantee.";

    @TempDir
    Path tmp;

    /** Two quick learners whose fits write private diagnostics (solver state) beside public ones. */
    private Path small() throws IOException {
        return Files.writeString(tmp.resolve("small.yaml"), String.join("\n",
                "name: small",
                "seed: 3",
                "dataset:",
                "  synthetic: {generator: margin-halfspace, n: 300, d: 5}",
                "split: {test: 0.25}",
                "sweep: {epsilon: [1, .inf], delta: 1e-5}",
                "learners: [output-perturbation, objective-perturbation, dp-gd]", ""));
    }

    private ExperimentRun.Result run(Path file, Path out, Shard shard, boolean fresh, boolean privateDiagnostics)
            throws IOException {
        return new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .run(ExperimentRun.Request.of(file, tmp).out(out).threads(2).shard(shard).fresh(fresh)
                        .commandLine(List.of("run")).privateDiagnostics(privateDiagnostics).build());
    }

    private static Map<String, Double> diagnostics(CsvTable t, List<String> row) throws IOException {
        return JSON.readValue(t.get(row, "diagnostics"), new TypeReference<Map<String, Double>>() { });
    }

    /** Lines of private-diagnostics.csv, sorted (row order follows the threads). */
    private static List<String> privateLines(Path folder) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(folder.resolve(PrivateDiagnosticsCsv.FILE)));
        assertEquals(String.join(",", PrivateDiagnosticsCsv.HEADER), lines.remove(0));
        return lines.stream().sorted().toList();
    }

    /** Every ok row's diagnostics keys must be declared public by the row's learner. */
    private static void assertOnlyDeclaredKeys(Path cells) throws IOException {
        CsvTable t = CsvTable.read(cells);
        for (List<String> row : t.rows()) {
            LearnerSpec<?> spec = Learners.byId(t.get(row, "learner")).orElseThrow();
            for (String key : diagnostics(t, row).keySet()) {
                assertTrue(spec.diagnosticKeys().isPublic(key), cells + ": " + spec.id() + " published '" + key
                        + "', which it does not declare public");
            }
        }
    }

    @Nested
    class EveryLearner {

        /** Shorter schedules for the slow learners: the keys a fit writes do not depend on T. */
        private static final Map<String, String> QUICK = Map.of(
                "wzw-adaptive-margin-privtune", "{maxIterations: 50}", "wzw-adaptive-margin", "{maxIterations: 50}",
                "pillar", "{steps: 40}", "gep", "{steps: 40}", "dpsgd-full", "{steps: 40}", "jl-dpsgd", "{steps: 40}",
                "dppca-dpsgd", "{steps: 40}", "adadps", "{steps: 40}", "nonprivate", "{steps: 40}");

        /** An experiment with every learner of the catalogue, small enough to run in seconds. */
        private Path all() throws IOException {
            String ids = Learners.ALL.stream().map(s -> QUICK.containsKey(s.id())
                    ? "{id: " + s.id() + ", params: " + QUICK.get(s.id()) + "}" : s.id())
                    .collect(Collectors.joining(", "));
            return Files.writeString(tmp.resolve("all.yaml"), String.join("\n",
                    "name: all",
                    "seed: 11",
                    "dataset:",
                    "  synthetic: {generator: margin-halfspace, n: 400, d: 12}",
                    "split: {test: 0.25}",
                    "public: {fraction: 0.25}",
                    "sweep: {epsilon: [1, .inf], delta: 1e-5}",
                    "learners: [" + ids + "]", ""));
        }

        @Test
        void cellsCsv_carriesOnlyDeclaredKeys_andThePrivateFileTheRest() throws IOException {
            Path flagged = tmp.resolve("flagged");
            run(all(), flagged, Shard.all(), false, true);
            assertOnlyDeclaredKeys(flagged.resolve("cells.csv"));

            CsvTable cells = CsvTable.read(flagged.resolve("cells.csv"));
            Set<String> okLearners = new HashSet<>();
            Map<String, String> learnerOf = new HashMap<>();
            Map<String, Set<String>> publicKeys = new HashMap<>();
            for (List<String> row : cells.rows()) {
                learnerOf.put(cells.get(row, "cell_id"), cells.get(row, "learner"));
                publicKeys.put(cells.get(row, "cell_id"), diagnostics(cells, row).keySet());
                if (cells.get(row, "status").equals("ok")) {
                    okLearners.add(cells.get(row, "learner"));
                }
            }
            // every learner ran: the check above covers all of them, not only the ones that happened to succeed
            assertEquals(Learners.ALL.stream().map(LearnerSpec::id).collect(Collectors.toSet()), okLearners,
                    "learners with no ok cell: see the error column of " + flagged.resolve("cells.csv"));
            CsvTable priv = CsvTable.read(flagged.resolve(PrivateDiagnosticsCsv.FILE));
            Map<String, Set<String>> privateKeys = new TreeMap<>();
            for (List<String> row : priv.rows()) {
                String id = priv.get(row, "cell_id");
                assertEquals(learnerOf.get(id), priv.get(row, "learner"));
                DiagnosticKeys k = Learners.byId(priv.get(row, "learner")).orElseThrow().diagnosticKeys();
                assertFalse(k.isPublic(priv.get(row, "key")), priv.get(row, "key"));
                assertFalse(publicKeys.get(id).contains(priv.get(row, "key")), "in both files: " + row);
                privateKeys.computeIfAbsent(learnerOf.get(id), x -> new TreeSet<>()).add(priv.get(row, "key"));
            }
            // the values the issue found in cells.csv are now in the private file, and only there
            assertTrue(privateKeys.get("auc-private-tuning").containsAll(
                    List.of("validation_auc_0", "validation_auc_4")), privateKeys.toString());
            assertTrue(privateKeys.get("auc-output-perturbation").contains("noise_norm"), privateKeys.toString());
            assertTrue(privateKeys.get("dpsgd-full").contains("clipped_fraction"), privateKeys.toString());
            assertTrue(privateKeys.get("objective-perturbation").contains("solver_gradient_norm"),
                    privateKeys.toString());
            assertFalse(privateKeys.containsKey("non-private-logistic"), "a non-private reference publishes all");
        }
    }

    @Test
    void theFlag_addsAFile_andChangesNothingInCellsCsvButTheTimings() throws IOException {
        Path plain = tmp.resolve("plain");
        Path flagged = tmp.resolve("flagged");
        run(small(), plain, Shard.all(), false, false);
        run(small(), flagged, Shard.all(), false, true);
        assertOnlyDeclaredKeys(plain.resolve("cells.csv"));
        assertFalse(Files.exists(plain.resolve(PrivateDiagnosticsCsv.FILE)));
        assertFalse(privateLines(flagged).isEmpty());
        assertEquals(CellsWithoutTimes.of(plain), CellsWithoutTimes.of(flagged));
    }

    @Nested
    class ManifestAndReport {

        @Test
        void aFlaggedRun_saysInWordsThatItPublishedValuesOutsideItsGuarantee() throws IOException {
            Path flagged = tmp.resolve("flagged");
            run(small(), flagged, Shard.all(), false, true);
            Manifest m = Manifest.read(flagged.resolve(Manifest.FILE));
            assertTrue(m.publishedPrivateDiagnostics());
            String json = Files.readString(flagged.resolve(Manifest.FILE));
            assertTrue(json.contains("\"private_diagnostics\" : true"), json);
            assertTrue(json.contains(Manifest.PRIVATE_DIAGNOSTICS_NOTE), json);
            Report.write(flagged, Optional.empty(), Learners.ALL);
            assertTrue(Files.readString(flagged.resolve("REPORT.md")).contains("**" + WARNING + "**"));
            assertTrue(Files.readString(flagged.resolve("report.html")).contains(WARNING));
        }

        @Test
        void aPlainRun_saysNothing_andOldManifestsReadAsPlain() throws IOException {
            Path plain = tmp.resolve("plain");
            run(small(), plain, Shard.all(), false, false);
            Manifest m = Manifest.read(plain.resolve(Manifest.FILE));
            assertFalse(m.publishedPrivateDiagnostics());
            assertNull(m.privateDiagnosticsNote());
            Report.write(plain, Optional.empty(), Learners.ALL);
            assertFalse(Files.readString(plain.resolve("REPORT.md")).contains("Warning: this run published"));
            // a manifest written before the field existed
            String old = Files.readString(plain.resolve(Manifest.FILE))
                    .replaceAll(",\\s*\"private_diagnostics\" : false", "")
                    .replaceAll(",\\s*\"private_diagnostics_note\" : null", "");
            assertFalse(old.contains("private_diagnostics"), old);
            Files.writeString(plain.resolve(Manifest.FILE), old);
            assertFalse(Manifest.read(plain.resolve(Manifest.FILE)).publishedPrivateDiagnostics());
        }
    }

    @Nested
    class Resume {

        @Test
        void anInterruptedFlaggedRun_resumes_withoutDuplicatesOrLosses() throws IOException {
            Path out = tmp.resolve("r");
            run(small(), out, Shard.all(), false, true);
            List<String> complete = privateLines(out);
            assertFalse(complete.isEmpty());
            // drop the last two cells from cells.csv: they run again, and their private rows are replaced
            List<String> lines = Files.readAllLines(out.resolve("cells.csv"));
            Files.write(out.resolve("cells.csv"), lines.subList(0, lines.size() - 2));
            var second = run(small(), out, Shard.all(), false, true);
            assertEquals(2, second.run());
            assertEquals(complete, privateLines(out));
        }

        @Test
        void aFolder_isNeverResumedInTheOtherMode() throws IOException {
            Path flagged = tmp.resolve("flagged");
            run(small(), flagged, Shard.all(), false, true);
            var e = assertThrows(InputException.class, () -> run(small(), flagged, Shard.all(), false, false));
            assertTrue(e.getMessage().contains("--private-diagnostics"), e.getMessage());
            assertTrue(Files.exists(flagged.resolve(PrivateDiagnosticsCsv.FILE)), "earlier results intact");

            Path plain = tmp.resolve("plain");
            run(small(), plain, Shard.all(), false, false);
            var e2 = assertThrows(InputException.class, () -> run(small(), plain, Shard.all(), false, true));
            assertTrue(e2.getMessage().contains("without --private-diagnostics"), e2.getMessage());
            assertFalse(Files.exists(plain.resolve(PrivateDiagnosticsCsv.FILE)));

            // --fresh starts over in the new mode
            run(small(), flagged, Shard.all(), true, false);
            assertFalse(Files.exists(flagged.resolve(PrivateDiagnosticsCsv.FILE)));
            assertFalse(Manifest.read(flagged.resolve(Manifest.FILE)).publishedPrivateDiagnostics());
        }
    }

    @Nested
    class Merge {

        @Test
        void flaggedShards_mergeTheirPrivateRows_likeOneRun() throws IOException {
            run(small(), tmp.resolve("whole"), Shard.all(), false, true);
            run(small(), tmp.resolve("s1"), new Shard(1, 2), false, true);
            run(small(), tmp.resolve("s2"), new Shard(2, 2), false, true);
            RunMerger.merge(List.of(tmp.resolve("s1"), tmp.resolve("s2")), tmp.resolve("merged"), List.of());
            assertEquals(privateLines(tmp.resolve("whole")), privateLines(tmp.resolve("merged")));
            assertTrue(privateLines(tmp.resolve("s1")).size() < privateLines(tmp.resolve("whole")).size());
            assertTrue(Manifest.read(tmp.resolve("merged").resolve(Manifest.FILE)).publishedPrivateDiagnostics());
        }

        @Test
        void plainShards_mergeWithoutAPrivateFile_andMixedShardsAreRefused() throws IOException {
            run(small(), tmp.resolve("p1"), new Shard(1, 2), false, false);
            run(small(), tmp.resolve("p2"), new Shard(2, 2), false, false);
            run(small(), tmp.resolve("f2"), new Shard(2, 2), false, true);
            RunMerger.merge(List.of(tmp.resolve("p1"), tmp.resolve("p2")), tmp.resolve("merged"), List.of());
            assertFalse(Files.exists(tmp.resolve("merged").resolve(PrivateDiagnosticsCsv.FILE)));
            assertFalse(Manifest.read(tmp.resolve("merged").resolve(Manifest.FILE)).publishedPrivateDiagnostics());
            var e = assertThrows(InputException.class, () -> RunMerger.merge(List.of(tmp.resolve("p1"),
                    tmp.resolve("f2")), tmp.resolve("mixed"), List.of()));
            assertTrue(e.getMessage().contains("cannot be merged"), e.getMessage());
        }
    }

    @Test
    void cli_runWithTheFlag_warns_andTheOtherModeExitsTwo() throws IOException {
        Cli cli = new Cli(tmp, Learners.ALL, Map.of());
        String out = tmp.resolve("cli").toString();
        var first = cli.run("run", small().toString(), "--out", out, "--private-diagnostics", "--no-report",
                "--threads", "2", "--progress", "none");
        assertEquals(0, first.exit(), first.err());
        assertTrue(first.err().contains("outside the privacy guarantee"), first.err());
        var second = cli.run("run", small().toString(), "--out", out, "--no-report", "--progress", "none");
        assertEquals(2, second.exit(), second.err());
        assertTrue(second.err().contains("--private-diagnostics"), second.err());
    }
}
