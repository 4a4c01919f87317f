package privbench.harness.external;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.RunMerger;
import privbench.harness.sweep.Shard;
import privbench.harness.testing.TestLearners;

/**
 * A sweep mixing a built-in learner and the Python learner of examples/external (numpy DP-GD) resumes after a
 * kill, shards and merges exactly like a built-in one: the program draws its noise from the seed the cell gives
 * it, so the same cells come back to the bit whichever way the sweep was cut (a copy drawing from
 * {@code default_rng()} without the seed fails the first comparison: tried). ExternalFailuresTest checks the same
 * with shell programs wherever the build runs; this one needs python3 with numpy and is skipped, saying so,
 * without it.
 */
class ExternalPythonSweepTest {

    @TempDir
    Path tmp;

    private Path experiment;

    @BeforeEach
    void needsNumpy() throws IOException, InterruptedException {
        boolean numpy;
        try {
            Process p = new ProcessBuilder("python3", "-c", "import numpy").redirectErrorStream(true).start();
            numpy = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            numpy = false;
        }
        Assumptions.assumeTrue(numpy, "skipped: the sweep runs examples/external/dpgd.py, which needs python3 with "
                + "numpy on PATH (apt-get install python3-numpy)");
        Path dpgd = Path.of("..", "examples", "external", "dpgd.py").toAbsolutePath().normalize();
        experiment = Files.writeString(tmp.resolve("mixed.yaml"), """
                name: external-python-sweep
                seed: 7
                repetitions: 2
                dataset:
                  synthetic: {generator: margin-halfspace, n: 300, d: 5, margin: 0.1}
                split: {test: 0.25}
                sweep:
                  epsilon: [0.5, 2]
                  delta: 1e-5
                learners:
                  - id: mean-difference
                    params: {jitter: 0.1}
                  - id: external
                    name: numpy-dp-gd
                    command: [python3, %s]
                    params: {iterations: 20}
                metrics: [accuracy, auc]
                """.formatted(dpgd));
    }

    private void run(Path out, int threads, Shard shard) throws IOException {
        ExperimentRun.Result r = new ExperimentRun(TestLearners.ALL, new DataDirectory(Optional.empty(), Map.of()),
                Progress.silent()).run(ExperimentRun.Request.of(experiment, tmp).out(out).threads(threads)
                .shard(shard).commandLine(List.of("run")).build());
        assertEquals(0, r.failed(), "no cell fails");
    }

    @Test
    void resumeShardsAndMerge_giveTheSameCells() throws IOException {
        run(tmp.resolve("all"), 2, Shard.all());
        Map<String, List<String>> all = ExternalFailuresTest.okCells(tmp.resolve("all"));
        assertEquals(8, all.size(), "2 learners x 2 epsilons x 2 repetitions");

        run(tmp.resolve("again"), 1, Shard.all());
        assertEquals(all, ExternalFailuresTest.okCells(tmp.resolve("again")), "a rerun on one thread is identical");

        run(tmp.resolve("s1"), 1, new Shard(1, 2));
        run(tmp.resolve("s2"), 2, new Shard(2, 2));
        RunMerger.merge(List.of(tmp.resolve("s1"), tmp.resolve("s2")), tmp.resolve("merged"), List.of());
        assertEquals(all, ExternalFailuresTest.okCells(tmp.resolve("merged")), "shards merged give the same cells");

        // a kill after three cells: the resumed run fills in the other five, the same as the uninterrupted run
        Path cut = tmp.resolve("again").resolve("cells.csv");
        List<String> lines = Files.readAllLines(cut);
        Files.writeString(cut, String.join("\n", lines.subList(0, 4)) + "\n");
        run(tmp.resolve("again"), 2, Shard.all());
        assertEquals(all, ExternalFailuresTest.okCells(tmp.resolve("again")), "a resumed run gives the same cells");
    }
}
