package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.SweepPlan;
import privbench.harness.tables.CsvTable;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/**
 * The CI regression suite stays complete and in step: every learner of the catalogue is run by some
 * experiment under experiments/ci/, and every such experiment has a committed baseline whose groups are
 * exactly the groups the experiment defines now. A learner added without a CI experiment, or an
 * experiment or learner default changed without refreshing its baseline, fails here with the command
 * that fixes it.
 */
class CiSuiteTest {

    private static final Path ROOT = RepositoryPaths.root();

    private static List<Path> ciExperiments() throws IOException {
        try (Stream<Path> files = Files.list(ROOT.resolve("experiments/ci"))) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static String name(Path file) {
        String f = file.getFileName().toString();
        return f.substring(0, f.length() - ".yaml".length());
    }

    @Test
    void everyLearner_isRunByTheCiSuite() throws IOException {
        Set<String> covered = new TreeSet<>();
        for (Path f : ciExperiments()) {
            ExperimentReader.read(f).learners().forEach(e -> covered.add(e.id().value()));
        }
        List<String> missing = Learners.ALL.stream().map(LearnerSpec::id).filter(id -> !covered.contains(id)).toList();
        assertTrue(missing.isEmpty(), "learners without a CI regression experiment: " + missing + ". Add each to a "
                + "file under experiments/ci/ (small and fast: a few seconds), then write its baseline with "
                + "./privbench run experiments/ci/<name>.yaml --out results/baselines/ci/<name> --fresh --no-report "
                + "and commit results/baselines/ci/<name>/ (README: Figures, reports and regression checks)");
    }

    @TestFactory
    Stream<DynamicTest> everyCiExperiment_hasABaselineWithTheSameGroups() throws IOException {
        List<Path> files = ciExperiments();
        assertFalse(files.isEmpty(), "no experiments under experiments/ci");
        return files.stream().map(f -> DynamicTest.dynamicTest(name(f), () -> {
            String refresh = "refresh it on purpose with: ./privbench run experiments/ci/" + name(f)
                    + ".yaml --out results/baselines/ci/" + name(f) + " --fresh --no-report";
            Path baseline = ROOT.resolve("results/baselines/ci").resolve(name(f));
            assertTrue(Files.isRegularFile(baseline.resolve("summary.csv"))
                    && Files.isRegularFile(baseline.resolve("manifest.json")), "experiments/ci/" + name(f)
                    + ".yaml has no committed baseline (summary.csv and manifest.json) in " + ROOT.relativize(baseline)
                    + "; " + refresh);
            SweepPlan plan = SweepPlan.of(f, false, Learners.ALL, new DataDirectory(Optional.empty(), Map.of()));
            Map<String, String> planned = plan.cells().stream()
                    .collect(Collectors.toMap(Cell::groupId, c -> c.learner().spec().id(), (a, b) -> a));
            CsvTable summary = CsvTable.read(baseline.resolve("summary.csv"));
            Map<String, String> committed = summary.rows().stream().collect(Collectors.toMap(
                    r -> summary.get(r, "group_id"), r -> summary.get(r, "learner"), (a, b) -> a));
            List<String> problems = new ArrayList<>();
            planned.forEach((g, l) -> {
                if (!committed.containsKey(g)) {
                    problems.add("group " + g + " of " + l + " is not in the baseline");
                }
            });
            committed.forEach((g, l) -> {
                if (!planned.containsKey(g)) {
                    problems.add("baseline group " + g + " of " + l + " is no longer defined by the experiment");
                }
            });
            assertTrue(problems.isEmpty(), ROOT.relativize(baseline) + " is out of step with experiments/ci/" + name(f)
                    + ".yaml (a learner, parameter default or the file changed): " + problems.size() + " differences, e.g. "
                    + problems.subList(0, Math.min(5, problems.size())) + "; " + refresh);
        }));
    }

    @Test
    void smallVariantsList_namesExistingExperimentFiles() throws IOException {
        List<String> missing = new ArrayList<>();
        List<String> listed = Files.readAllLines(ROOT.resolve("experiments/ci/small-variants.txt")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        for (String line : listed) {
            if (!line.endsWith(".yaml") || !Files.isRegularFile(ROOT.resolve(line))) {
                missing.add(line);
            }
        }
        assertFalse(listed.isEmpty(), "experiments/ci/small-variants.txt lists no experiment");
        assertTrue(missing.isEmpty(), "experiments/ci/small-variants.txt names files that do not exist: " + missing);
    }
}
