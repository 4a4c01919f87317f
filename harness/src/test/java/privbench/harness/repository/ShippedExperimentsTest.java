package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import privbench.harness.cli.CliContext;
import privbench.harness.cli.Main;
import privbench.learners.Learners;

/**
 * Every experiment file shipped under experiments/ validates with the real learner catalogue, in its
 * small form and, where it has one, its full variant: a learner, parameter or dataset renamed without
 * updating the experiments fails here. A file whose first line is {@code # user-supplied data: ...} reads
 * data the repository does not ship (e.g. Fashion-MNIST); when that data is absent it is skipped, visibly,
 * and only then.
 */
class ShippedExperimentsTest {

    @TestFactory
    Stream<DynamicTest> everyShippedExperiment_validates() throws IOException {
        Path root = RepositoryPaths.root();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root.resolve("experiments"))) {
            files = walk.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                    .filter(p -> !p.startsWith(root.resolve("experiments/data")))
                    // Kubernetes manifests, not experiments (ClusterRecipesTest checks them)
                    .filter(p -> !p.startsWith(root.resolve("experiments/cluster")))
                    // audit suites are another format, read by AuditSuiteTest
                    .filter(p -> !p.startsWith(root.resolve("experiments/audit")))
                    // experiments on user-supplied files are validated on stand-ins by UserDataExperimentsTest
                    .filter(p -> !p.getParent().getFileName().toString().equals("user-data"))
                    .sorted().toList();
        }
        assertFalse(files.isEmpty(), "no experiment files found under " + root.resolve("experiments"));
        return files.stream().map(f -> DynamicTest.dynamicTest(root.relativize(f).toString(), () -> {
            var out = new ByteArrayOutputStream();
            var err = new ByteArrayOutputStream();
            try (var o = new PrintStream(out, true, StandardCharsets.UTF_8);
                 var e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                CliContext ctx = new CliContext(Learners.ALL, Map.of(), root, o, e);
                int code = Main.execute(ctx, "validate", f.toString());
                boolean userData = Files.readString(f).startsWith("# user-supplied data");
                Assumptions.assumeFalse(userData && code != 0
                        && err.toString().contains("names a file that does not exist"),
                        () -> f + " reads user-supplied data that is not on this machine: " + err);
                assertEquals(0, code, () -> "validate " + f + " failed:\n" + err);
                if (Files.readString(f).lines().anyMatch(l -> l.startsWith("full:"))) {
                    int full = Main.execute(ctx, "validate", "--full", f.toString());
                    assertEquals(0, full, () -> "validate --full " + f + " failed:\n" + err);
                }
            }
        }));
    }
}
