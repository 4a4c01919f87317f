package privbench.harness.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Runs a program once in its fit's folder with no input (stdin closed), stdout and stderr to files there, killing
 * it (and what it started) when it outlives its timeout.
 */
final class ProgramRun {

    static final String STDOUT = "stdout.txt";
    static final String STDERR = "stderr.txt";
    /** How much of stderr a failure keeps: enough for a traceback's end. */
    static final int TAIL_CHARS = 4000;

    /** How a run ended. */
    record Ended(int exitCode, boolean timedOut) {
    }

    private ProgramRun() {
    }

    static Ended run(ExternalProgram program, Path dir) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(program.argv()).directory(dir.toFile())
                .redirectOutput(dir.resolve(STDOUT).toFile()).redirectError(dir.resolve(STDERR).toFile());
        // one BLAS thread per program: the harness schedules its cells over the cores itself
        pb.environment().putIfAbsent("OMP_NUM_THREADS", "1");
        pb.environment().putIfAbsent("OPENBLAS_NUM_THREADS", "1");
        pb.environment().putIfAbsent("MKL_NUM_THREADS", "1");
        Process p = pb.start();
        p.getOutputStream().close();
        if (!p.waitFor(program.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor();
            return new Ended(-1, true);
        }
        return new Ended(p.exitValue(), false);
    }

    /** The last {@link #TAIL_CHARS} characters of the run's stderr. */
    static String stderrTail(Path dir) {
        try {
            // decoded leniently: a program's stderr need not be valid UTF-8, and its tail is still worth keeping
            String all = new String(Files.readAllBytes(dir.resolve(STDERR)), StandardCharsets.UTF_8);
            return all.length() <= TAIL_CHARS ? all : all.substring(all.length() - TAIL_CHARS);
        } catch (IOException e) {
            return "";
        }
    }
}
