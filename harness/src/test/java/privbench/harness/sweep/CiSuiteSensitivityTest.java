package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.compare.CompareRule;
import privbench.harness.compare.Comparison;
import privbench.harness.compare.Finding;
import privbench.harness.compare.RunComparator;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.repository.RepositoryPaths;
import privbench.harness.tables.RunFolder;
import privbench.learners.Learners;
import privbench.privacy.noise.NoiseSource;
import privbench.testing.ScaledNoise;

/**
 * The CI suite's comparison catches a learner whose noise is ten times too large: experiments/ci/erm.yaml
 * run with every noise scale multiplied by 10 fails against its committed baseline, with a utility
 * regression for each of its private learners; run unchanged it passes (the negative control).
 */
class CiSuiteSensitivityTest {

    private static final Path ROOT = RepositoryPaths.root();
    private static final Path FILE = ROOT.resolve("experiments/ci/erm.yaml");

    @TempDir
    Path tmp;

    private Comparison runAndCompare(String name, UnaryOperator<NoiseSource> noise) throws IOException {
        Path out = tmp.resolve(name);
        var run = new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent(), noise);
        var result = run.run(ExperimentRun.Request.of(FILE, tmp).out(out).threads(2).fresh(true)
                .commandLine(List.of("run", FILE.toString())).build());
        assertEquals(0, result.failed());
        return new RunComparator(CompareRule.DEFAULT).compare(RunFolder.read(ROOT.resolve("results/baselines/ci/erm")),
                RunFolder.read(out));
    }

    @Test
    void noiseTenTimesTooLarge_failsTheComparison_forEveryPrivateLearner() throws IOException {
        Comparison c = runAndCompare("noisy", n -> new ScaledNoise(n, 10));
        assertTrue(c.failed());
        List<String> privateLearners = ExperimentReader.read(FILE).learners().stream().map(e -> e.id().value())
                .filter(id -> !Learners.byId(id).orElseThrow().nonPrivate()).toList();
        assertEquals(3, privateLearners.size(), privateLearners.toString());
        for (String id : privateLearners) {
            assertTrue(c.failures().stream().anyMatch(f -> f.kind() == Finding.Kind.REGRESSION
                    && f.configuration().equals(id)), id + " has no regression: " + c.failures());
        }
        // the noise-free references are untouched
        assertTrue(c.failures().stream().noneMatch(f -> f.configuration().startsWith("non-private")), c.failures().toString());
    }

    @Test
    void theUnchangedSuite_passes() throws IOException {
        Comparison c = runAndCompare("plain", UnaryOperator.identity());
        assertFalse(c.failed(), c.failures().toString());
    }
}
