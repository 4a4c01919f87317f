package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.input.InputException;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.testing.Cli;
import privbench.learners.Learners;

/**
 * {@code run --noise secure} end to end with the real learners: dp-gd keeps its utility (mean accuracy at
 * epsilon 1 within 0.05 of the seeded run), two secure runs differ, the noise column and the manifest say
 * what ran, seeded and secure cells are never mixed in one folder, and a learner with continuous noise is
 * refused with exit 2 naming it.
 */
class SecureNoiseRunTest {

    @TempDir
    Path tmp;

    private static final String DPGD = """
            name: secure-dpgd
            seed: 11
            repetitions: 10
            dataset:
              synthetic: {generator: margin-halfspace, n: 2000, d: 20, margin: 0.1}
            split: {test: 0.25}
            sweep:
              epsilon: [1]
              delta: 1e-5
            learners:
              - id: dp-gd
            metrics: [accuracy, auc]
            """;

    private Path file(String name, String yaml) throws IOException {
        return Files.writeString(tmp.resolve(name + ".yaml"), yaml);
    }

    private ExperimentRun.Result run(Path file, Path out, Optional<NoiseMode> noise) throws IOException {
        var runner = new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent());
        return runner.run(ExperimentRun.Request.of(file, tmp).out(out).threads(2)
                .commandLine(List.of("run", file.toString())).noise(noise).build());
    }

    private static List<Double> column(Path folder, String name) throws IOException {
        CsvTable t = CsvTable.read(folder.resolve("cells.csv"));
        return t.rows().stream().sorted((a, b) -> t.get(a, "cell_id").compareTo(t.get(b, "cell_id")))
                .map(r -> Double.parseDouble(t.get(r, name))).toList();
    }

    private static double mean(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /**
     * The 0.05 tolerance of the issue: the secure noise sd exceeds the seeded one by mu_gdp / mu_zcdp = 1.084
     * at (1, 1e-5) (secure mode prices by zCDP, the discrete Gaussian's proved bound) times at most
     * 1 + 2^-20 + sqrt(d) z 2^-20 (grid enlargement); with 10 repetitions of 500 test rows the difference of
     * mean accuracies has sd about 0.01, and 8% more noise moves it by less than that at this margin.
     */
    @Test
    void dpgd_secureAccuracyStaysWithinFiveHundredthsOfSeeded_andSecureRunsDiffer() throws IOException {
        Path f = file("dpgd", DPGD);
        Path seeded = tmp.resolve("seeded");
        Path secure = tmp.resolve("secure");
        Path secure2 = tmp.resolve("secure2");
        assertEquals(0, run(f, seeded, Optional.empty()).failed());
        assertEquals(0, run(f, secure, Optional.of(NoiseMode.SECURE)).failed());
        assertEquals(0, run(f, secure2, Optional.of(NoiseMode.SECURE)).failed());
        double a = mean(column(seeded, "accuracy"));
        double b = mean(column(secure, "accuracy"));
        assertTrue(Math.abs(a - b) <= 0.05, "seeded " + a + " vs secure " + b);
        assertTrue(b > 0.6, "secure dp-gd learns: " + b);
        assertNotEquals(column(secure, "auc"), column(secure2, "auc"), "two secure runs replayed each other");
        for (double eps : column(secure, "epsilon_spent")) {
            assertTrue(eps <= 1.0, "spent " + eps);
        }
        CsvTable cells = CsvTable.read(secure.resolve("cells.csv"));
        for (List<String> row : cells.rows()) {
            assertTrue(cells.get(row, "noise").startsWith("secure-drbg"), cells.get(row, "noise"));
        }
        Manifest m = Manifest.read(secure.resolve("manifest.json"));
        assertEquals("secure", m.noise());
        assertTrue(m.noiseNote().contains("cannot be replayed"), m.noiseNote());
        assertEquals("seeded", Manifest.read(seeded.resolve("manifest.json")).noise());
    }

    /**
     * {@code --skip-refused}: the refusing learner is dropped with one stderr line naming it and its cells, the
     * manifest lists it, the others run (their cells priced by the proved accountant); without the flag, exit 2.
     */
    @Test
    void skipRefused_dropsRefusingLearners_namesThem_andRecordsThemInTheManifest() throws IOException {
        Cli cli = new Cli(tmp, Learners.ALL, Map.of());
        Path op = file("skip", DPGD.replace("repetitions: 10", "repetitions: 2")
                .replace("  - id: dp-gd", "  - id: dp-gd\n  - id: objective-perturbation"));
        Path out = tmp.resolve("skipped");
        var ran = cli.run("run", op.toString(), "--noise", "secure", "--skip-refused", "--no-report",
                "--out", out.toString());
        assertEquals(0, ran.exit(), ran.err());
        List<String> skipLines = ran.err().lines().filter(l -> l.contains("--skip-refused")).toList();
        assertEquals(1, skipLines.size(), ran.err());
        assertTrue(skipLines.get(0).contains("objective-perturbation (2 cells)") && !skipLines.get(0).contains("dp-gd"),
                skipLines.get(0));
        Manifest m = Manifest.read(out.resolve("manifest.json"));
        assertEquals(List.of("objective-perturbation (2 cells)"), m.skippedLearners());
        CsvTable cells = CsvTable.read(out.resolve("cells.csv"));
        assertEquals(2, cells.rows().size());
        for (List<String> row : cells.rows()) {
            assertEquals("dp-gd", cells.get(row, "learner"));
            assertEquals("zcdp", cells.get(row, "accountant"));
        }
        var refused = cli.run("run", op.toString(), "--noise", "secure", "--no-report", "--out",
                tmp.resolve("refused").toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("objective-perturbation") && refused.err().contains("--skip-refused"),
                refused.err());
    }

    @Test
    void resume_refusesToMixSeededAndSecureCells() throws IOException {
        Path f = file("mix", DPGD.replace("repetitions: 10", "repetitions: 1"));
        Path out = tmp.resolve("mixed");
        run(f, out, Optional.empty());
        var e = assertThrows(InputException.class, () -> run(f, out, Optional.of(NoiseMode.SECURE)));
        assertTrue(e.getMessage().contains("not mixed"), e.getMessage());
        Path out2 = tmp.resolve("mixed2");
        run(f, out2, Optional.of(NoiseMode.SECURE));
        assertThrows(InputException.class, () -> run(f, out2, Optional.empty()));
    }

    @Test
    void yamlKeyAndFlag_chooseTheMode_andContinuousLearnersAreRefusedWithExitTwo() throws IOException {
        Cli cli = new Cli(tmp, Learners.ALL, Map.of());
        Path op = file("op", DPGD.replace("  - id: dp-gd", "  - id: dp-gd\n  - id: objective-perturbation"));
        var refused = cli.run("validate", op.toString(), "--noise", "secure");
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().contains("objective-perturbation") && refused.err().contains("noise: secure")
                && !refused.err().contains("dp-gd"),
                refused.err());
        assertEquals(0, cli.run("validate", op.toString()).exit());
        Path keyed = file("keyed", DPGD.replace("seed: 11", "seed: 11\nnoise: secure")
                .replace("  - id: dp-gd", "  - id: dp-gd\n  - id: objective-perturbation"));
        assertEquals(2, cli.run("validate", keyed.toString()).exit());
        assertEquals(2, cli.run("run", keyed.toString(), "--out", tmp.resolve("never").toString()).exit());
        assertTrue(Files.notExists(tmp.resolve("never").resolve("cells.csv")), "a refused run writes nothing");
        assertEquals(0, cli.run("validate", keyed.toString(), "--noise", "seeded").exit(), "the flag overrides the key");
        Path bad = file("bad", DPGD.replace("seed: 11", "seed: 11\nnoise: fast"));
        var badOut = cli.run("validate", bad.toString());
        assertEquals(2, badOut.exit());
        assertTrue(badOut.err().contains("seeded") && badOut.err().contains("fast"), badOut.err());
        var option = cli.run("validate", file("opt", DPGD.replace("  - id: dp-gd",
                "  - id: dppca-dpsgd\n    params: {mode: ies}")).toString(), "--noise", "secure");
        assertEquals(2, option.exit(), option.err());
        assertTrue(option.err().contains("dppca-dpsgd") && option.err().contains("analyze-gauss"), option.err());
    }
}
