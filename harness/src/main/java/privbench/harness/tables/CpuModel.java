package privbench.harness.tables;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The processor a run or a bench ran on, as the manifest records it: timings and bandwidth fractions differ between
 * machine kinds (a Xeon and an EPYC have both run this project's benchmarks), so a figure is read beside its machine.
 */
public final class CpuModel {

    private CpuModel() {
    }

    /** "MODEL, N logical CPUs" from /proc/cpuinfo, else the architecture the JVM reports. */
    public static String describe() {
        int cpus = Runtime.getRuntime().availableProcessors();
        String model = modelName(Path.of("/proc/cpuinfo")).orElse(System.getProperty("os.arch"));
        return String.format(Locale.ROOT, "%s, %d logical CPUs", model, cpus);
    }

    /** The first "model name" line of a cpuinfo file (Linux's format), if there is one. */
    static Optional<String> modelName(Path cpuinfo) {
        try {
            List<String> lines = Files.readAllLines(cpuinfo);
            for (String line : lines) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equals("model name")) {
                    String v = line.substring(colon + 1).trim().replaceAll("\\s+", " ");
                    return v.isEmpty() ? Optional.empty() : Optional.of(v);
                }
            }
        } catch (IOException | SecurityException e) {
            // not Linux, or not readable: the caller falls back to the architecture
        }
        return Optional.empty();
    }
}
