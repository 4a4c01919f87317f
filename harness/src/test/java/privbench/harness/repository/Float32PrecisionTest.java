package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.learners.Learners;

/**
 * {@code precision: float32} leaves utility where float64 has it, within the repetition noise, on the quickstart
 * (synthetic) and on the CI suite's real dataset (spam), and is recorded in the manifest and in every cell.
 *
 * <p>Tolerance: a float32 run has the same cell ids, hence the same seeds and noise draws, as its float64 run;
 * only the features differ, by a relative rounding of at most 2^-24. The test allows, per group, the mean
 * accuracy (and AUC) to move by 3 standard errors of the float64 repetitions (sd / sqrt(R): a two-sided z-test
 * at 0.3%) plus one test row (1 / n_test, the granularity of accuracy, so that groups with sd = 0, the
 * non-private references, may still flip one borderline row). The negative control holds the same rule
 * against a real utility change (dp-gd at the smallest against the largest epsilon), which it must reject.
 */
@Tag("slow")
class Float32PrecisionTest {

    @TempDir
    static Path tmp;

    private static Path run(Path file, String name) throws IOException {
        Path out = tmp.resolve(name);
        Path data = RepositoryPaths.root().resolve("experiments/data");
        var runner = new ExperimentRun(Learners.ALL, new DataDirectory(Optional.of(data), Map.of()), Progress.silent());
        var result = runner.run(ExperimentRun.Request.of(file, tmp).out(out).threads(2).fresh(true)
                .commandLine(List.of("run", file.toString())).build());
        assertEquals(0, result.failed(), name + ": no cell may fail");
        return out;
    }

    private static Path float32(Path file, String name) throws IOException {
        String text = Files.readString(file);
        return Files.writeString(tmp.resolve(name + ".yaml"), text + "\nprecision: float32\n");
    }

    /** group key (learner, params, epsilon) -> {mean, sd, reps} of a metric over the repetitions. */
    private static Map<String, double[]> groups(Path folder, String metric) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        Map<String, List<Double>> values = new TreeMap<>();
        for (List<String> row : t.rows()) {
            String key = t.get(row, "learner") + " " + t.get(row, "params") + " eps=" + t.get(row, "epsilon");
            values.computeIfAbsent(key, k -> new ArrayList<>()).add(Double.parseDouble(t.get(row, metric)));
        }
        Map<String, double[]> out = new TreeMap<>();
        values.forEach((k, v) -> {
            double mean = v.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double ss = v.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
            out.put(k, new double[] {mean, v.size() > 1 ? Math.sqrt(ss / (v.size() - 1)) : 0, v.size()});
        });
        return out;
    }

    /** The rule: |mean32 - mean64| <= 3 sd64 / sqrt(R) + 1 / nTest. */
    private static boolean within(double[] f64, double[] f32, int testRows) {
        return Math.abs(f32[0] - f64[0]) <= 3 * f64[1] / Math.sqrt(f64[2]) + 1.0 / testRows;
    }

    private static void compare(Path file, String name, int testRows) throws IOException {
        Path f64 = run(file, name + "-64");
        Path f32 = run(float32(file, name), name + "-32");
        assertEquals("float32", Manifest.read(f32.resolve(Manifest.FILE)).precision());
        assertEquals("float64", Manifest.read(f64.resolve(Manifest.FILE)).precision());
        CsvTable cells = CsvTable.read(f32.resolve("cells.csv"));
        for (List<String> row : cells.rows()) {
            assertEquals("float32", cells.get(row, "precision"));
        }
        assertFalse(CsvTable.read(f64.resolve("cells.csv")).header().contains("precision"),
                "float64 runs keep the columns they always had");
        for (String metric : List.of("accuracy", "auc")) {
            Map<String, double[]> a = groups(f64, metric);
            Map<String, double[]> b = groups(f32, metric);
            assertEquals(a.keySet(), b.keySet());
            for (String k : a.keySet()) {
                assertTrue(within(a.get(k), b.get(k), testRows), name + " " + metric + " " + k + ": float64 mean "
                        + a.get(k)[0] + " (sd " + a.get(k)[1] + "), float32 mean " + b.get(k)[0]);
            }
        }
        // negative control: the rule must see a real change of utility (dp-gd, smallest vs largest epsilon)
        Map<String, double[]> acc = groups(f64, "accuracy");
        List<String> dpgd = acc.keySet().stream().filter(k -> k.startsWith("dp-gd ")).toList();
        double[] low = acc.get(dpgd.stream().filter(k -> k.endsWith("eps=0.1") || k.endsWith("eps=0.5")).findFirst()
                .orElseThrow());
        double[] high = acc.get(dpgd.stream().filter(k -> k.endsWith("eps=8")).findFirst().orElseThrow());
        assertFalse(within(high, low, testRows), name + ": the rule must reject dp-gd at a small against a large epsilon");
    }

    @Test
    void quickstart_utilityUnchangedWithinRepetitionNoise() throws IOException {
        // 4000 training rows are 75% of the rows: 1333 test rows
        compare(RepositoryPaths.root().resolve("experiments/quickstart.yaml"), "quickstart", 1333);
    }

    @Test
    void realData_utilityUnchangedWithinRepetitionNoise() throws IOException {
        // spam: 4601 rows, a quarter held out for testing: at least 1150 test rows
        compare(RepositoryPaths.root().resolve("experiments/ci/real-data.yaml"), "spam", 1150);
    }
}
