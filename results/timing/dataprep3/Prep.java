import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Optional;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.RowThreads;
import privbench.harness.sweep.SweepPlan;
import privbench.learners.Learners;

/**
 * Times DataPreparation.prepare alone, one line per data key of the file: wall seconds, the calling thread's CPU
 * seconds, the row threads' CPU seconds (threads named privbench-rows), the JVM's peak resident set (VmHWM, read
 * before anything widens float32 rows), and a hash of the private pool's stored values (float32 bits or float64
 * bits) and labels, so that two builds can be checked to give the same rows.
 * Usage: java --add-modules jdk.incubator.vector -cp "harness/target/privbench.jar:harness/target/lib/*" Prep.java FILE THREADS
 */
public class Prep {
    public static void main(String[] a) throws Exception {
        var plan = SweepPlan.of(Path.of(a[0]), false, Learners.ALL, new DataDirectory(Optional.empty(), System.getenv()));
        int threads = Integer.parseInt(a[1]);
        var keys = new LinkedHashSet<DataKey>();
        for (Cell c : plan.cells()) {
            keys.add(c.data());
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        var pool = RowThreads.of(threads);
        for (DataKey k : keys) {
            plan.preparation().warmUp(k);
            long rows0 = rowsCpu(mx);
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            PreparedData p = plan.preparation().prepare(k, pool);
            long t1 = System.nanoTime();
            long c1 = mx.getCurrentThreadCpuTime();
            long rows1 = rowsCpu(mx);
            String hwm = hwm();
            long h = 0;
            var d = p.privatePool();
            if (d.isFloat32()) {
                float[] x = d.xFloat();
                for (int i = 0; i < x.length; i += 997) h = h * 31 + Float.floatToRawIntBits(x[i]);
            } else {
                double[] x = d.x();
                for (int i = 0; i < x.length; i += 997) h = h * 31 + Double.doubleToRawLongBits(x[i]);
            }
            System.out.printf("rep=%d threads=%d precision=%s wall=%.3f main_cpu=%.3f rows_cpu=%.3f rows=%d cols=%d hash=%x "
                            + "labelsum=%d hwm_kb=%s%n", k.repetition(), threads, d.precision(), (t1 - t0) / 1e9,
                    (c1 - c0) / 1e9, (rows1 - rows0) / 1e9, d.rows(), d.cols(), h,
                    Arrays.stream(d.labels()).sum(), hwm);
        }
        if (pool instanceof RowThreads r) {
            r.close();
        }
    }

    static long rowsCpu(ThreadMXBean mx) {
        long sum = 0;
        for (var info : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (info != null && info.getThreadName().equals("privbench-rows")) {
                long t = mx.getThreadCpuTime(info.getThreadId());
                sum += Math.max(0, t);
            }
        }
        return sum;
    }

    static String hwm() throws Exception {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (l.startsWith("VmHWM")) return l.substring(6).trim().split("\\s+")[0];
        }
        return "?";
    }
}
