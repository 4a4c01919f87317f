import java.nio.file.*;
import java.util.*;
import privbench.harness.sweep.*;
import privbench.harness.datasets.*;
import privbench.learners.Learners;

public class Prep {
    public static void main(String[] a) throws Exception {
        var plan = SweepPlan.of(Path.of(a[0]), false, Learners.ALL, new DataDirectory(Optional.empty(), System.getenv()));
        var keys = new LinkedHashSet<DataKey>();
        for (Cell c : plan.cells()) keys.add(c.data());
        for (DataKey k : keys) { if (k.d() != 1000) continue;
            var mx = java.lang.management.ManagementFactory.getThreadMXBean(); long c0 = mx.getCurrentThreadCpuTime(); long t0 = System.nanoTime();
            PreparedData p = plan.preparation().prepare(k);
            long t1 = System.nanoTime(); long c1 = mx.getCurrentThreadCpuTime();
            long h = 0; double[] x = p.privatePool().x(); for (int i = 0; i < x.length; i += 997) h = h * 31 + Double.doubleToLongBits(x[i]);
            System.out.flush();
            System.out.printf("%s prepare %.3f s (cpu %.3f s) rows %d x %d hash %x labelsum %d rss %s%n", k, (t1 - t0) / 1e9, (c1 - c0) / 1e9,
                p.privatePool().rows(), p.privatePool().cols(), h, Arrays.stream(p.privatePool().labels()).sum(), hwm());
        }
    }
    static { Runtime.getRuntime().addShutdownHook(new Thread(() -> {})); }
    static String hwm() throws Exception {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) if (l.startsWith("VmHWM")) return l.substring(6).trim();
        return "?";
    }
}
