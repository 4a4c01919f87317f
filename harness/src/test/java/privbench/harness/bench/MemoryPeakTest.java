package privbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading the JVM's peak memory counters and the forks' lines. */
class MemoryPeakTest {

    @TempDir
    Path dir;

    @Test
    void vmHwm_isReadInBytes_andMissingIsMinusOne() throws IOException {
        Path status = Files.writeString(dir.resolve("status"), "Name:\tjava\nVmPeak:\t 9999 kB\nVmHWM:\t  123456 kB\n"
                + "VmRSS:\t 100000 kB\n");
        assertEquals(123456L * 1024, MemoryPeak.residentPeak(status));
        Path none = Files.writeString(dir.resolve("none"), "Name:\tjava\nVmRSS:\t 100000 kB\n");
        assertEquals(-1, MemoryPeak.residentPeak(none));
        assertEquals(-1, MemoryPeak.residentPeak(dir.resolve("missing")));
    }

    @Test
    void thisJvm_hasAHeapPeak_andOnLinuxAResidentPeakAboveIt() {
        byte[] hold = new byte[16 << 20];
        hold[hold.length - 1] = 1;
        MemoryPeak m = MemoryPeak.ofThisJvm(Double.NaN);
        assertTrue(m.heapBytes() >= hold.length, m.toString());
        if (Files.exists(Path.of("/proc/self/status"))) {
            // the resident set holds the touched heap and the JVM's own code and data besides
            assertTrue(m.residentBytes() > hold.length, m.toString());
        }
    }

    @Test
    void linesOfSeveralForks_keepTheLargestPeaksPerSetting() throws IOException {
        Path file = dir.resolve(MemoryPeak.FILE);
        new MemoryPeak(500, 70, Double.NaN).append(file, "abc", 1);
        new MemoryPeak(300, 90, Double.NaN).append(file, "abc", 1);
        new MemoryPeak(800, 10, Double.NaN).append(file, "abc", 2);
        Map<String, MemoryPeak> peaks = MemoryPeak.read(file);
        assertEquals(new MemoryPeak(500, 90, Double.NaN), peaks.get(MemoryPeak.key("abc", 1)));
        assertEquals(new MemoryPeak(800, 10, Double.NaN), peaks.get(MemoryPeak.key("abc", 2)));
        assertEquals(Map.of(), MemoryPeak.read(dir.resolve("absent.csv")));
    }

    @Test
    void prepareSeconds_travelWithThePeaks_slowestForkKept() throws IOException {
        Path file = dir.resolve(MemoryPeak.FILE);
        new MemoryPeak(500, 70, 1.25).append(file, "abc", 1);
        new MemoryPeak(300, 90, 2.5).append(file, "abc", 1);
        Map<String, MemoryPeak> peaks = MemoryPeak.read(file);
        assertEquals(new MemoryPeak(500, 90, 2.5), peaks.get(MemoryPeak.key("abc", 1)));
        assertTrue(new MemoryPeak(1, 1, 2.5).describe(1).contains("data prepared in 2.50 s"));
    }

    @Test
    void describe_comparesWithTheBudget() {
        long mb = 1 << 20;
        // 100 MB of features: budget 130 + 300 = 430 MB
        assertTrue(new MemoryPeak(429 * mb, mb, Double.NaN).describe(100 * mb).contains("within the budget"));
        assertTrue(new MemoryPeak(431 * mb, mb, Double.NaN).describe(100 * mb).contains("over the budget"));
    }
}
