package privbench.harness.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.input.Location;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/**
 * Every file under hostile/ must be refused by {@code validate} with exit code 2 and one line
 * {@code file:line:col: problem}. Each file states what it expects in its first line:
 * {@code # expect: LINE:COL fragment} (a place in the file itself) or
 * {@code # expect: PATH:LINE:COL fragment} (a place in a data file, relative to the experiment).
 */
class HostileInputTest {

    @TempDir
    Path root;

    @TestFactory
    Stream<DynamicTest> everyHostileFile_isRefusedWithItsLocationAndReason() throws IOException {
        Path dir = Resources.path("hostile");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertTrue(files.size() >= 30, "expected the hostile corpus, found " + files.size());
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    private void check(Path file) throws IOException {
        String first = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
        assertTrue(first.startsWith("# expect: "), file + " must start with '# expect: '");
        String spec = first.substring("# expect: ".length());
        int space = spec.indexOf(' ');
        String where = spec.substring(0, space);
        String fragment = spec.substring(space + 1);
        String[] parts = where.split(":");
        String expectedFile = parts.length == 3 ? Location.display(file.getParent().resolve(parts[0]).normalize())
                : Location.display(file);
        String prefix = expectedFile + ":" + parts[parts.length - 2] + ":" + parts[parts.length - 1] + ": ";

        var outcome = new Cli(root).run("validate", file.toString());

        assertEquals(2, outcome.exit(), file + ": exit code; stderr: " + outcome.err());
        String err = outcome.err().strip();
        // one line per error, no stack trace; several errors end with their count
        List<String> lines = err.lines().toList();
        if (lines.size() > 1) {
            assertEquals((lines.size() - 1) + " errors", lines.get(lines.size() - 1), "several errors: " + err);
            assertTrue(lines.subList(0, lines.size() - 1).stream().allMatch(l -> l.matches("\\S+:\\d+:\\d+: .*|\\S+: .*")),
                    "each error on its own located line: " + err);
        }
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(prefix) && l.contains(fragment)),
                "expected a line " + prefix + "...'" + fragment + "'..., got: " + err);
        assertEquals("", outcome.out(), "validate prints nothing on stdout when it refuses");
    }
}
