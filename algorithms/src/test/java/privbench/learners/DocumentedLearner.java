package privbench.learners;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The learner of docs/ARCHITECTURE.md's "Adding a learner: the exact diff", compiled from the document itself: the
 * lines of its first {@code +++ ... .java (new)} block, without their leading {@code +}, compiled against the test
 * classpath into a temporary folder and loaded. The contract tests run it beside the catalogue, so the document
 * cannot describe a learner the house would refuse.
 */
public final class DocumentedLearner {

    /** One hunk of the document's diff: the file it names and its lines, each with its leading marker. */
    public record Hunk(String marker, String path, List<String> lines) {
    }

    private static final Pattern HEADER = Pattern.compile("^(\\+\\+\\+|---) (\\S+)");
    private static LearnerSpec<?> spec;

    private DocumentedLearner() {
    }

    /** The repository root: the first folder upward from the working directory holding docs/ARCHITECTURE.md. */
    public static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isRegularFile(p.resolve("docs/ARCHITECTURE.md"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no docs/ARCHITECTURE.md above " + Path.of("").toAbsolutePath());
        }
        return p;
    }

    /** The hunks of the diff block under "## Adding a learner: the exact diff". */
    public static List<Hunk> hunks() throws IOException {
        String doc = Files.readString(root().resolve("docs/ARCHITECTURE.md"), StandardCharsets.UTF_8);
        int section = doc.indexOf("## Adding a learner: the exact diff");
        int open = doc.indexOf("```diff\n", section);
        int close = doc.indexOf("\n```", open + 8);
        if (section < 0 || open < 0 || close < 0) {
            throw new IllegalStateException("docs/ARCHITECTURE.md has no diff block under 'Adding a learner'");
        }
        List<Hunk> out = new ArrayList<>();
        String marker = null;
        String path = null;
        List<String> lines = new ArrayList<>();
        for (String line : doc.substring(open + 8, close).split("\n", -1)) {
            Matcher m = HEADER.matcher(line);
            if (m.find()) {
                if (path != null) {
                    out.add(new Hunk(marker, path, lines));
                }
                marker = m.group(1);
                path = m.group(2);
                lines = new ArrayList<>();
            } else {
                lines.add(line);
            }
        }
        if (path != null) {
            out.add(new Hunk(marker, path, lines));
        }
        return out;
    }

    /** The Java source of the document's new learner class. */
    public static String source() throws IOException {
        Hunk h = hunks().stream().filter(x -> x.marker().equals("+++") && x.path().endsWith(".java")
                && !x.path().contains("/test/")).findFirst()
                .orElseThrow(() -> new IllegalStateException("the diff adds no main .java file"));
        StringBuilder src = new StringBuilder();
        for (String l : h.lines()) {
            if (!l.startsWith("+")) {
                throw new IllegalStateException("a line of the new file does not start with '+': " + l);
            }
            src.append(l.substring(1)).append('\n');
        }
        return src.toString();
    }

    /** The class's spec, compiled once per test JVM. */
    public static synchronized LearnerSpec<?> spec() {
        if (spec == null) {
            try {
                spec = LearnerSpec.of(compile().asSubclass(PrivateLearner.class));
            } catch (IOException | ReflectiveOperationException | java.net.URISyntaxException e) {
                throw new IllegalStateException("cannot compile docs/ARCHITECTURE.md's learner", e);
            }
        }
        return spec;
    }

    private static Class<?> compile() throws IOException, ReflectiveOperationException, java.net.URISyntaxException {
        String src = source();
        Matcher pkg = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE).matcher(src);
        Matcher cls = Pattern.compile("^public final class (\\w+)", Pattern.MULTILINE).matcher(src);
        if (!pkg.find() || !cls.find()) {
            throw new IllegalStateException("the documented learner has no package or public final class");
        }
        String name = pkg.group(1) + "." + cls.group(1);
        Path dir = Files.createTempDirectory("documented-learner");
        Path file = dir.resolve("src").resolve(name.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, src, StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no Java compiler in this runtime: the tests need a JDK, not a JRE");
        }
        var err = new java.io.ByteArrayOutputStream();
        // the algorithms classes themselves (surefire's java.class.path may be a manifest-only jar), then the rest
        String classpath = Path.of(Learner.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                + java.io.File.pathSeparator + System.getProperty("java.class.path");
        int rc = javac.run(null, null, err, "-classpath", classpath, "-d",
                classes.toString(), "--release", "17", "-Xlint:none", file.toString());
        if (rc != 0) {
            throw new IllegalStateException("docs/ARCHITECTURE.md's learner does not compile:\n"
                    + err.toString(StandardCharsets.UTF_8));
        }
        URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()},
                DocumentedLearner.class.getClassLoader());
        return Class.forName(name, true, loader);
    }
}
