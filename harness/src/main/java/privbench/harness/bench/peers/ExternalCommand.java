package privbench.harness.bench.peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A program run to completion in a folder with extra environment variables, its output captured in files
 * (so that neither stream can block it) and a time limit after which it is killed.
 */
final class ExternalCommand {

    /** What a finished program left: its exit code and both outputs. */
    record Outcome(int exit, String out, String err) {

        /** The last non-blank line of standard error (or output), for one-line failure messages. */
        String lastLine() {
            String text = err.isBlank() ? out : err;
            return text.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("(no output)").strip();
        }
    }

    private ExternalCommand() {
    }

    /**
     * Runs a command.
     *
     * @throws IOException when the program cannot be started (missing, not executable) or times out
     */
    static Outcome run(List<String> command, Path folder, Map<String, String> environment, Duration limit)
            throws IOException {
        Path out = Files.createTempFile(folder, "peer", ".out");
        Path err = Files.createTempFile(folder, "peer", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().putAll(environment);
            Process p = pb.start();
            p.getOutputStream().close();
            if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                throw new IOException(command.get(0) + " did not finish within " + limit.toSeconds() + " s");
            }
            return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
