package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every concrete class extending OptionsLearner (or implementing PrivateLearner directly) under src/main/java is in
 * Learners.ALL, and only those.
 */
class LearnerCatalogueTest {

    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern LEARNER_CLASS = Pattern.compile("(\\babstract\\s+)?\\bclass\\s+(\\w+)[^{]*?"
            + "(\\bimplements\\b[^{]*?\\bPrivateLearner\\b|\\bextends\\s+OptionsLearner\\b)");

    /** The fully qualified names of concrete top-level and nested classes declared to be learners. */
    static Set<String> implementations(String source) {
        Matcher pkg = PACKAGE.matcher(source);
        String prefix = pkg.find() ? pkg.group(1) + "." : "";
        Set<String> out = new TreeSet<>();
        Matcher m = LEARNER_CLASS.matcher(source);
        while (m.find()) {
            if (m.group(1) == null) {
                out.add(prefix + m.group(2));
            }
        }
        return out;
    }

    private static Set<String> scanned() {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            Set<String> out = new TreeSet<>();
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                out.addAll(implementations(Files.readString(p)));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyImplementation_isCatalogued() {
        Set<String> catalogued = Learners.ALL.stream().map(s -> s.learnerClass().getName())
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(scanned(), catalogued, "learner classes under " + SOURCES.toAbsolutePath()
                + " versus Learners.ALL");
    }

    @Test
    void scanner_findsDeclarationsAcrossLinesAndIgnoresOtherInterfaces() {
        String src = "package a.b;\n/** doc */\npublic final class Foo\n        implements Comparable<Foo>,\n"
                + "        PrivateLearner {\n}\nfinal class Bar implements Runnable {}\n"
                + "final class Baz\n        extends OptionsLearner<Baz.Options> {}\n"
                + "abstract class Base extends OptionsLearner<Base.Options> {}\n"
                + "public abstract class OptionsLearner<O extends Record> implements PrivateLearner {}\n";
        assertEquals(Set.of("a.b.Foo", "a.b.Baz"), implementations(src));
        assertTrue(scanned().size() >= 5, "the scan must see the existing learners: " + scanned());
    }
}
