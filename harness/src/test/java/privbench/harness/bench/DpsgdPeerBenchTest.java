package privbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.tables.CsvTable;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;
import privbench.learners.Learners;

/**
 * {@code bench.peers: [numpy-dpsgd]} end to end with a stand-in Python (so the test needs no numpy and measures
 * nothing): the peer runs on the (n, d, T) of each dpsgd-full setting with batch size 256, its line goes to
 * peers.csv, and ratios-dpsgd.csv divides the two times.
 */
class DpsgdPeerBenchTest {

    @TempDir
    Path root;

    @BeforeAll
    static void ignoreJmhLock() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    private Path fakePython() throws IOException {
        Path p = Files.createDirectories(root.resolve("bin")).resolve("python3");
        // "-c" is the numpy/scipy probe; otherwise: script N D STEPS -> the peer's result line, 0.5 s in all
        Files.writeString(p, """
                #!/bin/sh
                if [ "$1" = "-c" ]; then echo 9.9.9; exit 0; fi
                echo "numpy-dpsgd,$2,$3,$4,0.5000,0.100"
                """);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void peerRunsOnTheBatch256Setting_andTheRatioComesFromItsOutput() throws IOException {
        String python = fakePython().toString();
        var out = new Cli(root, Learners.ALL, Map.of()).run("bench",
                Resources.path("experiments/bench-dpsgd-peer.yaml").toString(), "--out", root.resolve("out").toString(),
                "--forks", "0", "--warmup", "0", "--iterations", "1", "--iteration-time", "0.01", "--python", python);
        assertEquals(0, out.exit(), out.err());
        CsvTable peers = CsvTable.read(root.resolve("out/peers.csv"));
        // only batchSize 256 is the peer's problem; n = 120 training rows, d = 10, T = 7
        assertEquals(1, peers.rows().size(), peers.toString());
        assertEquals(List.of("numpy-dpsgd", "numpy-dpsgd", "120", "10", "7", "1"), peers.rows().get(0).subList(0, 6));
        assertTrue(Files.exists(root.resolve("out/peers/dpsgd_numpy.py")), "the bundled script is written beside");

        CsvTable bench = CsvTable.read(root.resolve("out/bench.csv"));
        List<String> b256 = bench.rows().stream().filter(r -> bench.get(r, "params").contains("\"batchSize\":256"))
                .findFirst().orElseThrow(() -> new AssertionError(bench.toString()));
        double java = Double.parseDouble(bench.get(b256, "score"));
        // the JVM's own counters: heap peak always, resident peak on Linux; 120 x 10 doubles of features
        assertTrue(Long.parseLong(bench.get(b256, "peak_heap_bytes")) > 0, bench.toString());
        assertEquals("9600", bench.get(b256, "feature_bytes"));
        assertTrue(!Files.exists(Path.of("/proc/self/status"))
                || Long.parseLong(bench.get(b256, "peak_resident_bytes")) > 0, bench.toString());
        assertTrue(!Files.exists(root.resolve("out").resolve(MemoryPeak.FILE)), "the forks' file is merged, then gone");
        CsvTable ratios = CsvTable.read(root.resolve("out/ratios-dpsgd.csv"));
        assertEquals(1, ratios.rows().size(), ratios.toString());
        List<String> r = ratios.rows().get(0);
        assertEquals(java / 0.5, Double.parseDouble(ratios.get(r, "java_over_numpy")), 1e-9 * java / 0.5);
        assertEquals(1000 * 0.5 / 7, Double.parseDouble(ratios.get(r, "numpy_ms_per_step")), 1e-9);
        assertEquals(1000 * java / 7, Double.parseDouble(ratios.get(r, "java_ms_per_step")), 1e-9 * java);
        // one measured iteration: the best is the mean
        assertEquals(1000 * java / 7, Double.parseDouble(ratios.get(r, "java_best_ms_per_step")), 1e-9 * java);
        assertEquals(0.5 / java, Double.parseDouble(ratios.get(r, "best_speedup_over_numpy")), 1e-9 / java);
        assertEquals("", peers.get(peers.rows().get(0), "gb_per_s"), "no bandwidth for this peer");
    }
}
