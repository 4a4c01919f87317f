package privbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;
import privbench.harness.testing.TestLearners;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * The bench verb end to end, in this JVM ({@code --forks 0}) with the smallest JMH settings: these tests check
 * what is measured and written, never how fast anything is.
 */
class BenchCommandTest {

    /** One measured iteration of 10 ms, no warm-up, no fork. */
    private static final String[] MINIMAL = {"--forks", "0", "--warmup", "0", "--iterations", "1",
        "--iteration-time", "0.01"};

    @TempDir
    Path root;

    /**
     * JMH refuses to start while another JMH run holds /tmp/jmh.lock (a guard for real measurements); these
     * in-JVM runs measure nothing that matters, so they must not fail because a benchmark runs elsewhere.
     */
    @BeforeAll
    static void ignoreJmhLock() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    private Cli.Outcome bench(String experiment, String... more) {
        List<LearnerSpec<?>> catalogue = new ArrayList<>(Learners.ALL);
        catalogue.addAll(TestLearners.ALL);
        List<String> args = new ArrayList<>(List.of("bench", Resources.path("experiments/" + experiment).toString(),
                "--out", root.resolve("out").toString()));
        args.addAll(List.of(MINIMAL));
        args.addAll(List.of(more));
        return new Cli(root, catalogue, Map.of()).run(args.toArray(new String[0]));
    }

    private CsvTable table(String file) throws IOException {
        return CsvTable.read(root.resolve("out").resolve(file));
    }

    @Test
    void tinyExperiment_oneRowPerLearnerSetting_atTheFirstFiniteEpsilon() throws IOException {
        var out = bench("tiny.yaml");
        assertEquals(0, out.exit(), out.err());
        CsvTable csv = table("bench.csv");
        assertEquals(BenchCsv.HEADER, csv.header());
        // tiny.yaml: mean-difference with jitter [0.05, 0.5] at n [100, 400]: 4 settings, repetition 0 only
        assertEquals(4, csv.rows().size(), csv.toString());
        for (List<String> row : csv.rows()) {
            assertEquals("mean-difference", csv.get(row, "learner"));
            assertEquals("0.5", csv.get(row, "epsilon"));
            assertEquals("avgt", csv.get(row, "mode"));
            assertEquals("s/op", csv.get(row, "unit"));
            assertEquals("1", csv.get(row, "samples"));
            assertTrue(Double.parseDouble(csv.get(row, "score")) > 0, row.toString());
        }
        assertEquals(List.of("100", "100", "400", "400"), csv.rows().stream().map(r -> csv.get(r, "n")).toList());
        JsonNode json = new ObjectMapper().readTree(root.resolve("out/bench.json").toFile());
        assertEquals(4, json.size());
        assertEquals(LearnerFitBenchmark.class.getName() + ".fit", json.get(0).get("benchmark").asText());
        Manifest m = Manifest.read(root.resolve("out/manifest.json"));
        assertEquals(4, m.cells());
        assertEquals(4, m.cellsRun());
        assertEquals(0, m.cellsFailed());
        assertTrue(out.err().contains("[4/4] mean-difference jitter=0.5 n=400 d=5 epsilon=0.5: "), out.err());
    }

    @Test
    void anAliasSharingItsClassWithAnotherLearner_isTimedUnderItsOwnId() throws IOException {
        // the forks rebuild the catalogue from class names: noisy-gd-full is dp-gd's class under another id, and
        // was refused there as an unknown learner before the forks took every catalogue entry of a class
        var out = bench("bench-alias.yaml");
        assertEquals(0, out.exit(), out.err());
        CsvTable csv = table("bench.csv");
        assertEquals(List.of("noisy-gd-full", "dp-gd"), csv.rows().stream().map(r -> csv.get(r, "learner")).toList());
        // each fit's fused passes: T steps over the 200 x 5 features, the alias's own T
        assertEquals(List.of(3 * 200 * 5 * 8.0, 4 * 200 * 5 * 8.0), csv.rows().stream()
                .map(r -> Double.parseDouble(csv.get(r, "pass_bytes_per_fit"))).toList());
    }

    @Test
    void twoThreadCounts_countEveryBenchmark_andNameTheThreads() throws IOException {
        // a benchmark per setting and thread count: the progress counter once read [5/4] here
        var out = bench("tiny.yaml", "--threads", "1,2");
        assertEquals(0, out.exit(), out.err());
        assertEquals(8, table("bench.csv").rows().size());
        assertTrue(out.err().contains("[8/8] mean-difference jitter=0.5 n=400 d=5 epsilon=0.5, 2 thread(s): "),
                out.err());
        assertTrue(!out.err().contains("/4] "), out.err());
    }

    @Test
    void epsilonOption_choosesTheSweepValue_andRefusesOthers() throws IOException {
        var out = bench("tiny.yaml", "--epsilon", "2");
        assertEquals(0, out.exit(), out.err());
        assertTrue(table("bench.csv").rows().stream().allMatch(r -> r.get(5).equals("2")));
        var bad = bench("tiny.yaml", "--epsilon", "3");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--epsilon 3 must be one of the sweep's epsilon values [0.5, 2, inf]"), bad.err());
    }

    @Test
    void selections_restrictTheSettings_byN_learnerAndGeneratorParameters() throws IOException {
        var out = bench("bench-select.yaml");
        assertEquals(0, out.exit(), out.err());
        CsvTable csv = table("bench.csv");
        // {n: 50, jitter: 0.5, margin: 0.2} gives one setting; {n: 100, shrink: 0.1, margin: 0.1} both jitters
        assertEquals(3, csv.rows().size(), csv.toString());
        assertTrue(csv.rows().stream().allMatch(r -> csv.get(r, "epsilon").equals("2")), "bench.epsilon: 2");
        // in sweep order: data settings (margin) outermost
        assertEquals(List.of("100", "100", "50"), csv.rows().stream().map(r -> csv.get(r, "n")).toList());
    }

    @Test
    void badJmhSettings_areBadInput() {
        var out = new Cli(root).run("bench", Resources.path("experiments/tiny.yaml").toString(), "--iterations", "0");
        assertEquals(2, out.exit());
        assertTrue(out.err().contains("iterations must be >= 1, got 0"), out.err());
        var mode = new Cli(root).run("bench", Resources.path("experiments/tiny.yaml").toString(), "--mode", "fast");
        assertEquals(2, mode.exit());
        assertTrue(mode.err().contains("mode must be avgt"), mode.err());
    }

    @Test
    void missingPythonAndCompiler_areReported_andTheBenchGoesOn() throws IOException {
        var out = bench("bench-peers.yaml", "--python", root.resolve("no/such/python3").toString(),
                "--cc", root.resolve("no/such/cc").toString());
        assertEquals(0, out.exit(), out.err());
        assertTrue(out.err().contains("peer numpy-dpgd skipped: no Python that imports numpy and scipy (tried "
                + root.resolve("no/such/python3")), out.err());
        assertTrue(out.err().contains("peer stream-triad skipped: "), out.err());
        assertEquals(2, table("bench.csv").rows().size());
        assertEquals(0, table("peers.csv").rows().size());
        CsvTable ratios = table("ratios.csv");
        assertEquals(1, ratios.rows().size());
        assertEquals("", ratios.get(ratios.rows().get(0), "numpy_seconds"));
        assertTrue(Double.parseDouble(ratios.get(ratios.rows().get(0), "java_gb_per_s")) > 0);
    }

    @Test
    void peers_areRunOnTheDpGdShapes_andRatiosComeFromTheirOutput() throws IOException {
        Path python = script("python3", """
                #!/bin/sh
                if [ "$1" = "-c" ]; then echo 9.9.9; exit 0; fi
                echo "fake-numpy,$2,$3,$4,0.0100,0.4000"
                echo "# impl=fake times=0.0100,0.0200,0.0300 numpy=9.9.9 eps=$6"
                """);
        Path cc = script("cc", """
                #!/bin/sh
                out=""
                while [ $# -gt 0 ]; do if [ "$1" = "-o" ]; then out="$2"; fi; shift; done
                printf '#!/bin/sh\\necho "c_stream_triad,1,$1,10,0.050000,12.000,10.000"\\n' > "$out"
                chmod +x "$out"
                """);
        var out = bench("bench-peers.yaml", "--python", python.toString(), "--cc", cc.toString(), "--triad-mb", "7");
        assertEquals(0, out.exit(), out.err());
        CsvTable peers = table("peers.csv");
        assertEquals(2, peers.rows().size(), peers.toString());
        List<String> triad = peers.rows().get(0);
        assertEquals(List.of("stream-triad", "c_stream_triad", "0", "0", "0", "1"), triad.subList(0, 6));
        assertTrue(peers.get(triad, "note").contains("arrays=7MB"), "the triad got --triad-mb");
        List<String> numpy = peers.rows().get(1);
        // the numpy peer ran on dp-gd's selected shape: n = 100, d = 5, T = 5, at the bench epsilon 1
        assertEquals(List.of("numpy-dpgd", "fake-numpy", "100", "5", "5", "1"), numpy.subList(0, 6));
        assertEquals(0.02, Double.parseDouble(peers.get(numpy, "seconds")), 1e-12, "mean of the repeat times");
        assertTrue(peers.get(numpy, "note").contains("eps=1.0"), peers.get(numpy, "note"));

        CsvTable bench = table("bench.csv");
        List<String> dpgd = bench.rows().stream().filter(r -> bench.get(r, "learner").equals("dp-gd")).findFirst()
                .orElseThrow();
        double java = Double.parseDouble(bench.get(dpgd, "score"));
        CsvTable ratios = table("ratios.csv");
        List<String> r = ratios.rows().get(0);
        assertEquals(java / 0.02, Double.parseDouble(ratios.get(r, "java_over_numpy")), 1e-9 * java / 0.02);
        double gb = 8.0 * 100 * 5 * 5 / java / 1e9;
        assertEquals(gb, Double.parseDouble(ratios.get(r, "java_gb_per_s")), 1e-9 * gb);
        assertEquals(12.0, Double.parseDouble(ratios.get(r, "triad_gb_per_s")));
        assertEquals(gb / 12, Double.parseDouble(ratios.get(r, "java_fraction_of_triad")), 1e-9 * gb);
        // the probe in rows of the cell's own d (5 doubles) beside the 4096-double one, and the pass's fraction of it
        double shaped = Double.parseDouble(ratios.get(r, "shape_probe_gb_per_s"));
        assertTrue(shaped > 0 && Double.isFinite(shaped), ratios.toString());
        assertEquals(gb / shaped, Double.parseDouble(ratios.get(r, "java_fraction_of_shape_probe")), 1e-9 * gb / shaped);
        assertTrue(out.err().contains("read-bandwidth probe in rows of 5 float64"), out.err());
        // the fused passes counted in the fits: dp-gd's T = 5 steps read the 100 x 5 features five times, and
        // nothing else; the count agrees with the step rule FullBatchSteps declares
        assertEquals(5 * 100 * 5 * 8.0, Double.parseDouble(bench.get(dpgd, "pass_bytes_per_fit")));
        assertEquals(bench.get(dpgd, "bytes_per_step"), String.valueOf(100 * 5 * 8));
        assertEquals(gb, Double.parseDouble(bench.get(dpgd, "pass_gb_per_s")), 1e-9 * gb);
        assertEquals(gb / 12, Double.parseDouble(bench.get(dpgd, "pass_fraction_of_triad")), 1e-9 * gb);
        double probe = gb / Double.parseDouble(bench.get(dpgd, "pass_fraction_of_probe"));
        assertTrue(probe > 0 && Double.isFinite(probe), bench.toString());
        // mean-difference reads its rows outside the fused pass: nothing counted, nothing priced
        List<String> other = bench.rows().stream().filter(x -> bench.get(x, "learner").equals("mean-difference"))
                .findFirst().orElseThrow();
        assertEquals("", bench.get(other, "pass_bytes_per_fit"));
        assertEquals("", bench.get(other, "pass_fraction_of_probe"));
        assertTrue(out.err().contains("fused passes read 20000 bytes a fit"), out.err());
        assertTrue(Files.isRegularFile(root.resolve("out/peers/dpgd_numpy.py")), "the script run is kept");
    }

    @Test
    void noPeers_skipsThem() throws IOException {
        var out = bench("bench-peers.yaml", "--no-peers");
        assertEquals(0, out.exit(), out.err());
        assertTrue(!Files.exists(root.resolve("out/peers.csv")));
        assertTrue(!out.err().contains("peer "), out.err());
    }

    private Path script(String name, String text) throws IOException {
        Path p = Files.createDirectories(root.resolve("bin")).resolve(name);
        Files.writeString(p, text);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }
}
