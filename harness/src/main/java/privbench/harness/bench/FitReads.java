package privbench.harness.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import privbench.linalg.PassReads;

/**
 * What one fit of a timed setting read in fused passes over its rows ({@link PassReads}), measured in the fork that
 * timed it: the bytes its passes read over all of the fork's fits (warm-up and measured), divided by the fits. Every
 * fit of a setting uses the same seeded noise, so every fit reads the same; a fit that reads rows only outside the
 * fused pass (a pairwise loop, a coordinate-descent solver) reads 0 here. With it, {@code bench} prices any
 * full-batch learner's pass against the read probe and the triad, not only one whose step count its parameters fix
 * ({@link FullBatchSteps}).
 *
 * @param bytesPerFit mean bytes read by the fused passes of one fit
 * @param fits        the fits counted
 */
record FitReads(double bytesPerFit, long fits) {

    /** The file the forks append to, in the bench folder; bench merges it into bench.csv and deletes it. */
    static final String FILE = "fit-reads.csv";

    /** The reads between a count taken before the fits (at least one) and now. */
    static FitReads since(long bytesBefore, long fits) {
        if (fits < 1) {
            throw new IllegalArgumentException("reads are per fit: no fit ran");
        }
        return new FitReads((double) (PassReads.total() - bytesBefore) / fits, fits);
    }

    /** A timed setting's reads, if its fits ran fused passes (none recorded, or none read: empty). */
    static java.util.Optional<FitReads> of(Map<String, FitReads> perSetting, Timing t) {
        return java.util.Optional.ofNullable(perSetting.get(MemoryPeak.key(t.cell().id(), t.threads())))
                .filter(f -> f.bytesPerFit() > 0);
    }

    /** GB/s (1e9 bytes) of these reads in a fit of the given seconds. */
    double gbPerSecond(double seconds) {
        return bytesPerFit / seconds / 1e9;
    }

    /** Appends this fork's line (cell, threads, bytes per fit, fits) to the file. */
    void append(Path file, String cellId, int threads) throws IOException {
        Files.writeString(file, cellId + "," + threads + "," + bytesPerFit + "," + fits + "\n",
                StandardCharsets.US_ASCII, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** Per setting ({@link MemoryPeak#key}), the reads of its forks pooled over their fits; empty if none. */
    static Map<String, FitReads> read(Path file) throws IOException {
        Map<String, FitReads> out = new HashMap<>();
        if (!Files.exists(file)) {
            return out;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            String[] f = line.split(",");
            if (f.length != 4) {
                continue;
            }
            FitReads r = new FitReads(Double.parseDouble(f[2]), Long.parseLong(f[3]));
            out.merge(MemoryPeak.key(f[0], Integer.parseInt(f[1])), r, (a, b) -> new FitReads(
                    (a.bytesPerFit * a.fits + b.bytesPerFit * b.fits) / (a.fits + b.fits), a.fits + b.fits));
        }
        return out;
    }
}
