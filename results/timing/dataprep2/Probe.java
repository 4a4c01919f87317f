import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
import privbench.harness.datasets.*;
import privbench.harness.sweep.*;
import privbench.learners.Learners;

public class Probe {
    static void mark(String s) throws Exception { if (System.getenv("GC") != null) System.gc();
        long gcs = 0; for (var g : ManagementFactory.getGarbageCollectorMXBeans()) gcs += g.getCollectionCount();
        var h = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        String hwm = "?"; for (String l : Files.readAllLines(Path.of("/proc/self/status"))) if (l.startsWith("VmHWM")) hwm = l.substring(6).trim();
        System.out.printf("%s gcs=%d used=%dM committed=%dM hwm=%s%n", s, gcs, h.getUsed() >> 20, h.getCommitted() >> 20, hwm);
    }
    public static void main(String[] a) throws Exception {
        var plan = SweepPlan.of(Path.of(a[0]), false, Learners.ALL, new DataDirectory(Optional.empty(), System.getenv()));
        Cell cell = plan.cells().get(0);
        mark("plan");
        PreparedData p = plan.preparation().prepare(cell.data());
        mark("prepared");
        CellInput in = CellInput.of(cell, p);
        mark("input");
        for (int i = 0; i < 3; i++) { in.fit(CellInput.noise(1, cell)); mark("fit " + i); }
    }
}
