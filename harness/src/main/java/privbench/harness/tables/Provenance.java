package privbench.harness.tables;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Where the running code comes from: project and dependency versions (from a resource Maven fills in
 * at build time) and the git commit of the working tree, when git is available.
 */
public final class Provenance {

    /** The git state: commit and whether the tree had changes; fields are null when unknown. */
    public record Git(String commit, Boolean dirty) {
    }

    private static final String VERSIONS = "/privbench/harness/versions.properties";

    private Provenance() {
    }

    /** The project's version, e.g. 0.1.0-SNAPSHOT. */
    public static String projectVersion() {
        return versions().getOrDefault("privbench", "unknown");
    }

    /** Dependency versions by library, without the project's own. */
    public static Map<String, String> dependencies() {
        Map<String, String> v = new TreeMap<>(versions());
        v.remove("privbench");
        return v;
    }

    private static Map<String, String> versions() {
        Properties p = new Properties();
        try (InputStream in = Provenance.class.getResourceAsStream(VERSIONS)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            return Map.of();
        }
        Map<String, String> out = new TreeMap<>();
        p.forEach((k, val) -> out.put(k.toString(), val.toString()));
        return out;
    }

    /**
     * The git state of the code that is running: the repository holding the jar (or classes folder) this class
     * was loaded from, else the first of the given folders inside a repository. An experiment file outside
     * the repository (or in another one) therefore records the commit of the code, not of the file's folder.
     */
    public static Git code(Path... fallbacks) {
        try {
            var source = Provenance.class.getProtectionDomain().getCodeSource();
            if (source != null) {
                Path where = Path.of(source.getLocation().toURI());
                Git g = git(java.nio.file.Files.isDirectory(where) ? where : where.getParent());
                if (g.commit() != null) {
                    return g;
                }
            }
        } catch (java.net.URISyntaxException | RuntimeException e) {
            // no usable code location (e.g. a custom class loader): fall back to the folders given
        }
        for (Path p : fallbacks) {
            Git g = p == null ? new Git(null, null) : git(p);
            if (g.commit() != null) {
                return g;
            }
        }
        return new Git(null, null);
    }

    /** The commit and dirty flag of the repository containing the folder, or nulls without git. */
    public static Git git(Path folder) {
        String commit = run(folder, "git", "rev-parse", "HEAD");
        if (commit == null || commit.isBlank()) {
            return new Git(null, null);
        }
        String status = run(folder, "git", "status", "--porcelain", "--untracked-files=no");
        return new Git(commit.trim(), status == null ? null : !status.isBlank());
    }

    private static String run(Path folder, String... command) {
        try {
            Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(false).start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            p.getErrorStream().readAllBytes();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroy();
                return null;
            }
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
