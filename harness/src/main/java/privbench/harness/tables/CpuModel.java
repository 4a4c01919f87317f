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

    /**
     * "MODEL (family F, model M, VECTORS), N logical CPUs" from /proc/cpuinfo, else the architecture the JVM
     * reports. Virtual machines often name only the brand ("AMD EPYC"), so the family, model and widest vector
     * extension are what tell two machine kinds apart (an EPYC of family 23 with AVX2 and one of family 25 with
     * AVX-512 read memory at different fractions of their probes).
     */
    public static String describe() {
        int cpus = Runtime.getRuntime().availableProcessors();
        Path info = Path.of("/proc/cpuinfo");
        String model = modelName(info).orElse(System.getProperty("os.arch"));
        String kind = kind(info).map(k -> " (" + k + ")").orElse("");
        return String.format(Locale.ROOT, "%s%s, %d logical CPUs", model, kind, cpus);
    }

    /**
     * "family F, model M, VECTORS" from the first processor of a cpuinfo file: VECTORS is AVX-512, AVX2 or
     * "no AVX2" by the flags line; empty when the file has no family line.
     */
    static Optional<String> kind(Path cpuinfo) {
        String family = field(cpuinfo, "cpu family").orElse(null);
        if (family == null) {
            return Optional.empty();
        }
        String model = field(cpuinfo, "model").orElse("?");
        List<String> flags = List.of(field(cpuinfo, "flags").orElse("").split(" "));
        String vectors = flags.contains("avx512f") ? "AVX-512" : flags.contains("avx2") ? "AVX2" : "no AVX2";
        return Optional.of("family " + family + ", model " + model + ", " + vectors);
    }

    /** The first "model name" line of a cpuinfo file (Linux's format), if there is one. */
    static Optional<String> modelName(Path cpuinfo) {
        return field(cpuinfo, "model name");
    }

    /** The value of a cpuinfo file's first line with this key, spaces collapsed; empty when absent or blank. */
    private static Optional<String> field(Path cpuinfo, String key) {
        try {
            List<String> lines = Files.readAllLines(cpuinfo);
            for (String line : lines) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equals(key)) {
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
