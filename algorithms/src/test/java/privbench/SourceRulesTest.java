package privbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * House rules checked on algorithms/src/main/java: no hidden RNGs outside privbench.privacy.noise, no
 * printing, static fields final and immutable, a package-info.java in every package.
 */
class SourceRulesTest {

    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final String NOISE_PACKAGE = "privbench/privacy/noise/";
    private static final Pattern BANNED_RNG = Pattern.compile(
            "Math\\s*\\.\\s*random\\b|new\\s+(java\\.util\\.)?Random\\s*\\(|\\bThreadLocalRandom\\b"
                    + "|\\bSplittableRandom\\b|\\bRandomGeneratorFactory\\b|\\bSecureRandom\\b");
    /** The clip rule written out: "norm > r ? r / norm", or min(1, r / norm). */
    private static final Pattern CLIP_RULE = Pattern.compile(
            "(\\w+(?:\\[\\w+])?)\\s*>\\s*(\\w+)\\s*\\?\\s*\\2\\s*/\\s*\\1(?![\\w\\[])|Math\\s*\\.\\s*min\\s*\\(\\s*1(?:\\.0)?\\s*,\\s*\\w+\\s*/\\s*\\w*[nN]orm");
    private static final String CLIPPING = "privbench/privacy/RowClipping.java";
    private static final Pattern PRINTING = Pattern.compile(
            "System\\s*\\.\\s*(out|err)\\b|\\.printStackTrace\\s*\\(");

    private static List<Path> sources() {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String relative(Path p) {
        return SOURCES.relativize(p).toString().replace('\\', '/');
    }

    /** The source with comments, string literals and char literals blanked, so that rules see code only. */
    static String codeOnly(String src) {
        StringBuilder out = new StringBuilder(src.length());
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (src.startsWith("//", i)) {
                while (i < src.length() && src.charAt(i) != '\n') {
                    i++;
                }
            } else if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? src.length() : end + 2;
                out.append(' ');
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                i = end < 0 ? src.length() : end + 3;
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < src.length() && src.charAt(i) != c) {
                    i += src.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
                out.append(c).append(c);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The violations of the text rules in one file. */
    static List<String> textViolations(String path, String src) {
        String code = codeOnly(src);
        List<String> out = new ArrayList<>();
        if (!path.startsWith(NOISE_PACKAGE) && BANNED_RNG.matcher(code).find()) {
            out.add(path + ": random generator outside privbench.privacy.noise (draw through NoiseSource)");
        }
        if (!path.equals(CLIPPING) && CLIP_RULE.matcher(code).find()) {
            out.add(path + ": writes the clip rule min(1, R/||x||) out (use privbench.privacy.RowClipping, its one home)");
        }
        if (PRINTING.matcher(code).find()) {
            out.add(path + ": prints (algorithms never writes to System.out or System.err)");
        }
        return out;
    }

    @Test
    void sources_useNoHiddenRandomnessAndNoPrinting() {
        List<String> violations = new ArrayList<>();
        for (Path p : sources()) {
            violations.addAll(textViolations(relative(p), read(p)));
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void textRules_catchViolationsInCodeButNotInCommentsOrStrings() {
        assertEquals(1, textViolations("privbench/x/A.java", "class A { double r = Math.random(); }").size());
        assertEquals(1, textViolations("privbench/x/A.java", "class A { Object r = new java.util.Random(3); }").size());
        assertEquals(1, textViolations("privbench/x/A.java", "class A { void f() { System.out.println(1); } }").size());
        assertEquals(List.of(), textViolations("privbench/privacy/noise/A.java",
                "class A { Object f = RandomGeneratorFactory.of(\"L64X128MixRandom\"); }"));
        assertEquals(List.of(), textViolations("privbench/x/A.java",
                "/** never call Math.random() */ class A { String s = \"System.out\"; // new Random()\n}"));
        // the clip rule has one home: written out anywhere else (as five learners once did) it is a violation
        assertEquals(1, textViolations("privbench/x/A.java", "class A { double f = norm > r ? r / norm : 1.0; }").size());
        assertEquals(1, textViolations("privbench/x/A.java",
                "class A { void f() { s[i] = norms[i] > radius ? radius / norms[i] : 1.0; } }").size());
        assertEquals(1, textViolations("privbench/x/A.java", "class A { double f = Math.min(1, R / rowNorm); }").size());
        assertEquals(List.of(), textViolations(CLIPPING, "class A { double f = norm > r ? r / norm : 1.0; }"));
    }

    @Test
    void everyPackage_hasPackageInfo() {
        Set<Path> missing = new TreeSet<>();
        for (Path p : sources()) {
            Path dir = p.getParent();
            if (!Files.exists(dir.resolve("package-info.java"))) {
                missing.add(SOURCES.relativize(dir));
            }
        }
        assertEquals(Set.of(), missing);
    }

    /** Every class declared in the sources, nested classes included, loaded by name. */
    private static List<Class<?>> classes() {
        List<Class<?>> out = new ArrayList<>();
        for (Path p : sources()) {
            String rel = relative(p);
            if (rel.endsWith("package-info.java")) {
                continue;
            }
            String name = rel.substring(0, rel.length() - ".java".length()).replace('/', '.');
            try {
                addWithNested(Class.forName(name, false, SourceRulesTest.class.getClassLoader()), out);
            } catch (ClassNotFoundException e) {
                throw new AssertionError("cannot load " + name + " declared in " + rel, e);
            }
        }
        return out;
    }

    private static void addWithNested(Class<?> c, List<Class<?>> out) {
        out.add(c);
        for (Class<?> nested : c.getDeclaredClasses()) {
            addWithNested(nested, out);
        }
    }

    /** Static-field violations of one class: non-final, arrays, or collections that can be modified. */
    static List<String> staticFieldViolations(Class<?> c) {
        List<String> out = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            int mod = f.getModifiers();
            if (!Modifier.isStatic(mod) || f.isSynthetic()) {
                continue;
            }
            String where = c.getName() + "." + f.getName();
            if (!Modifier.isFinal(mod)) {
                out.add(where + " is static but not final");
                continue;
            }
            if (f.getType().isArray()) {
                out.add(where + " is a static array (mutable)");
                continue;
            }
            if (Collection.class.isAssignableFrom(f.getType()) || Map.class.isAssignableFrom(f.getType())) {
                Object value;
                try {
                    f.setAccessible(true);
                    value = f.get(null);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    out.add(where + " cannot be read: " + e);
                    continue;
                }
                if (value != null && !isUnmodifiable(value)) {
                    out.add(where + " holds a modifiable " + value.getClass().getName());
                }
            }
        }
        return out;
    }

    private static boolean isUnmodifiable(Object value) {
        String n = value.getClass().getName();
        return n.startsWith("java.util.ImmutableCollections$") || n.startsWith("java.util.Collections$Unmodifiable")
                || n.startsWith("java.util.Collections$Empty") || n.startsWith("java.util.Collections$Singleton");
    }

    @Test
    void staticFields_areFinalAndImmutable() {
        List<String> violations = new ArrayList<>();
        List<Class<?>> all = classes();
        for (Class<?> c : all) {
            violations.addAll(staticFieldViolations(c));
        }
        assertEquals(List.of(), violations);
        assertTrue(all.size() > 40, "the scan must reach the sources: " + all.size() + " classes");
    }

    /** Fixtures for the static-field rule: each holds one kind of violation. */
    static final class Mutable {
        static int counter;
        static final double[] TABLE = {1, 2};
        static final List<String> NAMES = new ArrayList<>();
        static final List<String> FROZEN = List.of("a");
    }

    @Test
    void staticFieldRule_catchesEachKindOfViolation() {
        List<String> v = staticFieldViolations(Mutable.class);
        String all = v.toString();
        assertEquals(3, v.size(), all);
        assertTrue(all.contains("counter") && all.contains("TABLE") && all.contains("NAMES"), all);
        assertTrue(!all.contains("FROZEN"), all);
    }
}
