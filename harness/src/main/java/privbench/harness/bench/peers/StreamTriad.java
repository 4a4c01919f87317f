package privbench.harness.bench.peers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import privbench.harness.experiment.BenchSpec;

/**
 * The STREAM triad peer (bench/peers/stream_triad.c): compiled with the given C compiler and OpenMP, run on
 * one thread over arrays of the given size.
 */
final class StreamTriad {

    /** The bundled source. */
    static final String SOURCE = "stream_triad.c";

    private final Path binary;

    private StreamTriad(Path binary) {
        this.binary = binary;
    }

    /**
     * Compiles the source beside itself.
     *
     * @throws IOException when the compiler is missing or fails
     */
    static StreamTriad compile(Path source, String compiler) throws IOException {
        Path binary = source.resolveSibling("stream_triad");
        var o = ExternalCommand.run(List.of(compiler, "-O3", "-march=native", "-fopenmp", source.getFileName().toString(),
                "-o", binary.getFileName().toString()), source.getParent(), Map.of(), Duration.ofMinutes(5));
        if (o.exit() != 0) {
            throw new IOException(compiler + " could not build " + SOURCE + ": " + o.lastLine());
        }
        return new StreamTriad(binary);
    }

    /** Runs the triad on one thread over three arrays of {@code megabytes} MB each. */
    PeerTiming run(int megabytes) throws IOException {
        var o = ExternalCommand.run(List.of(binary.toAbsolutePath().toString(), String.valueOf(megabytes)),
                binary.getParent(), Map.of("OMP_NUM_THREADS", "1"), Duration.ofMinutes(10));
        if (o.exit() != 0) {
            throw new IOException(SOURCE + " exited with " + o.exit() + ": " + o.lastLine());
        }
        return parse(o.out());
    }

    /** Reads {@code c_stream_triad,threads,mb,reps,best_seconds,gb_per_s_best,gb_per_s_mean}. */
    static PeerTiming parse(String output) throws IOException {
        String line = output.lines().filter(l -> !l.isBlank()).findFirst().orElse("");
        String[] f = line.split(",");
        if (f.length != 7) {
            throw new IOException(SOURCE + " printed '" + line.strip() + "', expected "
                    + "impl,threads,mb,reps,best,gb_per_s_best,gb_per_s_mean");
        }
        try {
            double best = Double.parseDouble(f[4]);
            double gbBest = Double.parseDouble(f[5]);
            double gbMean = Double.parseDouble(f[6]);
            // the mean time follows from the mean bandwidth: same bytes per repeat
            double mean = best * gbBest / gbMean;
            return new PeerTiming(BenchSpec.STREAM_TRIAD, f[0], 0, 0, 0, Integer.parseInt(f[1]), mean, best, gbBest,
                    "arrays=" + f[2] + "MB reps=" + f[3] + " gb_per_s_mean=" + f[6]);
        } catch (NumberFormatException e) {
            throw new IOException(SOURCE + " printed '" + line.strip() + "': " + e.getMessage(), e);
        }
    }
}
