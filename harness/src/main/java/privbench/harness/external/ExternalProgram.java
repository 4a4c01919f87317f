package privbench.harness.external;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import privbench.harness.input.FileDigest;
import privbench.harness.input.Located;

/**
 * An external learner's program, resolved: the command with every argument that names a file beside the
 * experiment made absolute (the program runs in a fresh folder per fit), the file that is the program, and its
 * SHA-256, which the manifest records and every params column carries, so that cells of an edited program are
 * never resumed or compared as the old one's.
 *
 * @param name     the learner's label
 * @param argv     the command as run
 * @param program  the program's file: the first argument naming a file beside the experiment (a script run by
 *                 an interpreter), else the executable itself
 * @param sha256   hex SHA-256 of the program's file
 * @param timeout  how long one fit may take
 */
public record ExternalProgram(String name, List<String> argv, Path program, String sha256, Duration timeout) {

    public ExternalProgram {
        argv = List.copyOf(argv);
    }

    /**
     * Resolves an entry's command: the executable must be a file (relative to the experiment) or on PATH, and its
     * checksum readable; errors point at the command as written.
     */
    public static ExternalProgram resolve(ExternalEntry entry) {
        Path base = entry.experiment().toAbsolutePath().normalize().getParent();
        List<String> argv = new ArrayList<>();
        Path program = null;
        for (int i = 0; i < entry.command().size(); i++) {
            Located<String> arg = entry.command().get(i);
            String a = arg.value();
            if (i == 0 && !a.contains("/")) {
                Path onPath = onPath(a).orElseThrow(() -> arg.error("names " + a + ", which is not on PATH ("
                        + System.getenv().getOrDefault("PATH", "") + "); give an installed program or a path "
                        + "relative to the experiment file"));
                argv.add(onPath.toString());
                continue;
            }
            Path beside = base.resolve(a).normalize();
            if (i == 0 && !Files.isRegularFile(beside)) {
                throw arg.error("names " + beside + ", which does not exist");
            }
            if (i == 0 && !Files.isExecutable(beside)) {
                throw arg.error("names " + beside + ", which is not executable (chmod +x, or run it with an "
                        + "interpreter: [python3, " + a + "])");
            }
            if (Files.isRegularFile(beside)) {
                argv.add(beside.toString());
                program = program == null ? beside : program;
            } else {
                argv.add(a);
            }
        }
        if (program == null) {
            program = Path.of(argv.get(0));
        }
        try {
            return new ExternalProgram(entry.name().value(), argv, program, FileDigest.sha256(program),
                    Duration.ofMillis(Math.round(entry.timeout().value() * 1000)));
        } catch (IOException e) {
            throw entry.command().get(0).error("cannot be read for its checksum: " + e.getMessage());
        }
    }

    /** The first 16 hex digits of the checksum: what a params column carries (the manifest has all of it). */
    public String shortSha() {
        return sha256.substring(0, 16);
    }

    private static Optional<Path> onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path p = Path.of(dir, command);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(p.toAbsolutePath());
            }
        }
        return Optional.empty();
    }
}
