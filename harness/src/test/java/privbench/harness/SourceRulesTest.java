package privbench.harness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * House rules for the harness sources: no hidden random number generators (every draw derives from the
 * experiment seed through SeededNoise) and no static mutable state (cells run on many threads).
 */
class SourceRulesTest {

    private static final Pattern BANNED = Pattern.compile(
            "Math\\.random|new Random\\(|ThreadLocalRandom|SplittableRandom|RandomGeneratorFactory|nextGaussian");

    /** A static field that is not final. */
    private static final Pattern STATIC_MUTABLE = Pattern.compile("^\\s*(private |public |protected )?static (?!final)"
            + "(?!class|interface|record|enum|<|void|[A-Za-z<>\\[\\], ?]+\\()[A-Za-z<>\\[\\], ?]+ [a-zA-Z_]+\\s*(=|;)");

    private static List<Path> sources() throws IOException {
        try (Stream<Path> s = Files.walk(Path.of("src/main/java"))) {
            return s.filter(p -> p.toString().endsWith(".java")).toList();
        }
    }

    @Test
    void noHiddenRandomness() throws IOException {
        List<String> hits = new ArrayList<>();
        for (Path p : sources()) {
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                if (BANNED.matcher(lines.get(i)).find()) {
                    hits.add(p + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertTrue(hits.isEmpty(), String.join("\n", hits));
    }

    @Test
    void noStaticMutableState() throws IOException {
        List<String> hits = new ArrayList<>();
        for (Path p : sources()) {
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                if (STATIC_MUTABLE.matcher(lines.get(i)).find()) {
                    hits.add(p + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertTrue(hits.isEmpty(), String.join("\n", hits));
    }

    @Test
    void theRulesCatchWhatTheyAreFor() {
        // negative controls: the patterns must match the lines they exist to refuse
        assertTrue(BANNED.matcher("double u = Math.random();").find());
        assertTrue(BANNED.matcher("var r = new Random(4);").find());
        assertTrue(STATIC_MUTABLE.matcher("    private static int counter = 0;").find());
        assertTrue(STATIC_MUTABLE.matcher("    static Map<String, Integer> cache;").find());
        assertTrue(!STATIC_MUTABLE.matcher("    private static final int LIMIT = 3;").find());
        assertTrue(!STATIC_MUTABLE.matcher("    static Path root(String property) {").find());
    }
}
