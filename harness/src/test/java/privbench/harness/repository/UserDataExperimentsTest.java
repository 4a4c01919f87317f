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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.cli.CliContext;
import privbench.harness.cli.Main;
import privbench.learners.Learners;

/**
 * Experiments under a {@code user-data} folder read files the user supplies (the paper's LIBSVM data sets),
 * which the build does not have: each validates, small and full, next to stand-in LIBSVM files of the same
 * shape (labels +1 / -1, the features its README names), so a renamed learner or parameter still fails here.
 */
class UserDataExperimentsTest {

    private static final Pattern FILES = Pattern.compile("(?:path|test_libsvm):\\s*([\\w.\\-]+)");

    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> everyUserDataExperiment_validatesOnStandIns() throws IOException {
        Path root = RepositoryPaths.root();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root.resolve("experiments"))) {
            files = walk.filter(p -> p.toString().endsWith(".yaml"))
                    .filter(p -> p.getParent().getFileName().toString().equals("user-data")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no user-data experiments under " + root.resolve("experiments"));
        return files.stream().map(f -> DynamicTest.dynamicTest(root.relativize(f).toString(), () -> {
            Path dir = Files.createDirectories(temp.resolve(f.getFileName().toString() + ".d"));
            String yaml = Files.readString(f);
            Path copy = dir.resolve(f.getFileName());
            Files.writeString(copy, yaml);
            int d = yaml.contains("satimage") ? 36 : 22;
            Matcher m = FILES.matcher(yaml);
            while (m.find()) {
                Files.writeString(dir.resolve(m.group(1)), standIn(40, d));
            }
            String[][] runs = {{"validate", copy.toString()}, {"validate", "--full", copy.toString()}};
            for (String[] args : runs) {
                var err = new ByteArrayOutputStream();
                try (var o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
                     var e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                    int code = Main.execute(new CliContext(Learners.ALL, Map.of(), root, o, e), args);
                    assertEquals(0, code, () -> String.join(" ", args) + " failed:\n" + err);
                }
            }
        }));
    }

    /** n sparse rows with alternating labels +1 / -1 and d features in [-1, 1]. */
    private static String standIn(int n, int d) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i % 2 == 0 ? "+1" : "-1");
            for (int k = 1; k <= d; k++) {
                sb.append(' ').append(k).append(':').append(((i * 7 + k * 3) % 21 - 10) / 10.0);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
