package privbench.harness.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line as a run folder records it (manifest.json, audit.json): an absolute path inside the
 * repository becomes relative to it, one under the user's home starts with {@code ~}, so that a committed
 * result does not carry the folders of the machine it ran on. Other arguments are kept as typed.
 */
final class RecordedArgs {

    private RecordedArgs() {
    }

    static List<String> of(Path root, Path home, List<String> args) {
        List<String> out = new ArrayList<>(args.size());
        for (String a : args) {
            int eq = a.startsWith("-") ? a.indexOf('=') : -1;
            out.add(eq < 0 ? path(root, home, a) : a.substring(0, eq + 1) + path(root, home, a.substring(eq + 1)));
        }
        return out;
    }

    private static String path(Path root, Path home, String arg) {
        if (!arg.startsWith("/")) {
            return arg;
        }
        Path p;
        try {
            p = Path.of(arg).normalize();
        } catch (InvalidPathException e) {
            return arg;
        }
        Path r = root.toAbsolutePath().normalize();
        if (p.startsWith(r)) {
            return p.equals(r) ? "." : r.relativize(p).toString();
        }
        if (home != null && p.startsWith(home) && !p.equals(home)) {
            return "~/" + home.relativize(p);
        }
        return arg;
    }
}
