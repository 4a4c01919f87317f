package privbench.harness.repository;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The dependencies between privbench packages, read from the import lines of source files (a package's
 * own classes need no import; inline fully qualified names are not used in this code base), and the
 * strongly connected components of that graph (Tarjan).
 */
final class PackageGraph {

    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(privbench(?:\\.[a-z]\\w*)*)\\.[A-Z]");

    /** package -> packages it imports from, in name order. */
    private final Map<String, Set<String>> edges = new TreeMap<>();

    void addSource(String text) {
        Matcher p = PACKAGE.matcher(text);
        if (!p.find()) {
            return;
        }
        String from = p.group(1);
        Set<String> out = edges.computeIfAbsent(from, k -> new TreeSet<>());
        Matcher m = IMPORT.matcher(text);
        while (m.find()) {
            if (!m.group(1).equals(from)) {
                out.add(m.group(1));
                edges.computeIfAbsent(m.group(1), k -> new TreeSet<>());
            }
        }
    }

    /** Every .java file below the folders. */
    static PackageGraph of(List<Path> sourceRoots) {
        PackageGraph g = new PackageGraph();
        for (Path dir : sourceRoots) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    g.addSource(Files.readString(f));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return g;
    }

    Map<String, Set<String>> edges() {
        return edges;
    }

    /** The components with more than one package: each is a cycle. */
    List<Set<String>> cycles() {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> out = new ArrayList<>();
        for (String v : edges.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, index, low, stack, out);
            }
        }
        return out;
    }

    private void connect(String v, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
                         List<Set<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        for (String w : edges.get(v)) {
            if (!index.containsKey(w)) {
                connect(w, index, low, stack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                out.add(component);
            }
        }
    }
}
