package privbench.harness.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The peak memory of the JVM that timed one learner setting, by its own counters: the peak resident set
 * (Linux's {@code VmHWM} in /proc/self/status: everything the process touched, heap, JIT, JMH included) and the
 * sum of the heap pools' peak usages ({@link MemoryPoolMXBean#getPeakUsage()}, an upper bound of the heap in use
 * at any one time). Each JMH fork is a fresh JVM for one setting, so its peaks are that setting's; with
 * {@code --forks 0} they are those of the bench's own JVM so far.
 *
 * <p>Beside them the seconds the fork's setup took to prepare the setting's rows (generate or load, split,
 * preprocess: {@code DataPreparation.prepare}, the part of the peak that is the data's), NaN where not recorded.
 *
 * @param residentBytes  peak resident set size, -1 where /proc/self/status is not there (not Linux)
 * @param heapBytes      sum of the heap memory pools' peak used bytes
 * @param prepareSeconds wall seconds of the setting's data preparation, NaN when not recorded
 */
record MemoryPeak(long residentBytes, long heapBytes, double prepareSeconds) {

    /** The file the forks append to, in the bench folder; bench merges it into bench.csv and deletes it. */
    static final String FILE = "memory-peaks.csv";

    /** The peaks of this JVM so far, with the seconds its data preparation took. */
    static MemoryPeak ofThisJvm(double prepareSeconds) {
        long heap = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                heap += pool.getPeakUsage().getUsed();
            }
        }
        return new MemoryPeak(residentPeak(Path.of("/proc/self/status")), heap, prepareSeconds);
    }

    /** VmHWM of a /proc/PID/status file in bytes, -1 when the file or the line is missing. */
    static long residentPeak(Path status) {
        try {
            for (String line : Files.readAllLines(status, StandardCharsets.US_ASCII)) {
                if (line.startsWith("VmHWM:")) {
                    String[] f = line.substring(6).trim().split("\\s+");
                    return Long.parseLong(f[0]) * (f.length > 1 && f[1].equalsIgnoreCase("kB") ? 1024 : 1);
                }
            }
        } catch (IOException | RuntimeException notLinux) {
            return -1;
        }
        return -1;
    }

    /** The key of a setting in the file and in {@link #read}: cell id and row threads. */
    static String key(String cellId, int threads) {
        return cellId + "/" + threads;
    }

    /** Appends this JVM's line (cell, threads, resident, heap, prepare seconds) to the file. */
    void append(Path file, String cellId, int threads) throws IOException {
        Files.writeString(file, cellId + "," + threads + "," + residentBytes + "," + heapBytes + "," + prepareSeconds + "\n",
                StandardCharsets.US_ASCII, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * The largest peaks per setting in the file (several forks of one setting each add a line), and the slowest
     * of their preparations; empty if none.
     */
    static Map<String, MemoryPeak> read(Path file) throws IOException {
        Map<String, MemoryPeak> out = new HashMap<>();
        if (!Files.exists(file)) {
            return out;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        for (String line : lines) {
            String[] f = line.split(",");
            if (f.length != 5) {
                continue;
            }
            MemoryPeak m = new MemoryPeak(Long.parseLong(f[2]), Long.parseLong(f[3]), Double.parseDouble(f[4]));
            out.merge(key(f[0], Integer.parseInt(f[1])), m, (a, b) -> new MemoryPeak(
                    Math.max(a.residentBytes(), b.residentBytes()), Math.max(a.heapBytes(), b.heapBytes()),
                    slowest(a.prepareSeconds(), b.prepareSeconds())));
        }
        return out;
    }

    /** The larger of two times, NaN only when both are. */
    private static double slowest(double a, double b) {
        return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
    }

    /**
     * One progress line: the peaks against the budget for the setting's training features
     * (1.3 x their bytes + 300 MB).
     */
    String describe(long featureBytes) {
        double mb = 1024.0 * 1024.0;
        double budget = 1.3 * featureBytes + 300 * mb;
        String resident = residentBytes < 0 ? "peak resident n/a (no /proc/self/status)"
                : String.format(java.util.Locale.ROOT, "peak resident %.0f MB (%s the budget 1.3 x features + 300 MB "
                + "= %.0f MB)", residentBytes / mb, residentBytes <= budget ? "within" : "over", budget / mb);
        String prepare = Double.isNaN(prepareSeconds) ? ""
                : String.format(java.util.Locale.ROOT, "; data prepared in %.2f s", prepareSeconds);
        return String.format(java.util.Locale.ROOT, "%s; heap pools' peaks %.0f MB; training features %.0f MB%s",
                resident, heapBytes / mb, featureBytes / mb, prepare);
    }
}
