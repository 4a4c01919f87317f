package privbench.harness.sweep;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.LoadedData;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * What a sweep will need before any of it runs: the memory of the cells running at once against the JVM's
 * maximum heap, the size of each data matrix against Java's array limit, and a rough run time. Computed from
 * public values only (the experiment's sizes and the data's row count), never from the rows.
 *
 * <p>Memory model, per running cell: the rows of its data key (training pool, test and public rows, n x d
 * doubles, 8 bytes each, as {@code Dataset} holds them flat) plus one training copy of its n rows (the
 * subsample and preprocessing allocate one), plus the learner's own vectors (a few of length d, negligible
 * beside these). Up to {@code threads} cells run at once, each possibly on another data key, so the peak is
 * the threads' worth of the largest cells. It is an estimate meant to catch sweeps that cannot fit (a factor
 * 2 on the side of caution is left to the JVM's own overhead), not to size the heap to the byte.
 *
 * <p>Time model: a fit makes about P passes over its n x d doubles (P = the learner's {@code iterations},
 * {@code epochs} or {@code T} parameter when it has one, else 50), streamed at about 2 GB/s per thread (the
 * rate privbench's fused DP-GD loop reaches on the 2-core development machine, README "Timing"). It gives the
 * order of magnitude, not a promise.
 *
 * @param cells         cells in the sweep (or shard)
 * @param largestRows   rows of the largest data key
 * @param largestD      its dimension
 * @param peakBytes     estimated bytes of the cells running at once
 * @param heapBytes     the JVM's maximum heap
 * @param seconds       estimated run time on {@code threads} threads
 * @param threads       cells run at once
 */
public record SweepSize(int cells, long largestRows, int largestD, long peakBytes, long heapBytes, double seconds,
                        int threads) {

    /** Above this many cells, {@code run} asks for --yes: a typo in a sweep list can expand to millions. */
    public static final int CONFIRM_CELLS = 100_000;

    /** Largest Java array (elements): a flat double[] of n x d must stay below it. */
    static final long ARRAY_LIMIT = Integer.MAX_VALUE - 8L;

    private static final double BYTES_PER_SECOND = 2e9;
    private static final int DEFAULT_PASSES = 50;

    /** The size of a plan's cells when {@code threads} run at once under the given heap. */
    public static SweepSize of(SweepPlan plan, List<Cell> cells, int threads, long heapBytes) {
        Map<DataKey, Long> rowsByKey = new HashMap<>();
        long largestCell = 0;
        long largestRows = 0;
        int largestD = 0;
        double work = 0;
        for (Cell c : cells) {
            long rows = rowsByKey.computeIfAbsent(c.data(), k -> rows(plan.data()));
            long cellBytes = 8L * c.d() * (rows + c.n());
            if (cellBytes > largestCell) {
                largestCell = cellBytes;
            }
            if (rows * c.d() > largestRows * largestD) {
                largestRows = rows;
                largestD = c.d();
            }
            work += 8.0 * c.n() * c.d() * passes(c);
        }
        int running = Math.max(1, Math.min(threads, cells.size()));
        return new SweepSize(cells.size(), largestRows, largestD, largestCell * running, heapBytes,
                work / BYTES_PER_SECOND / running, running);
    }

    /** Rows held for one data key: training pool, test and public rows. */
    private static long rows(LoadedData data) {
        if (data instanceof LoadedData.Synthetic s) {
            return (long) s.poolRows() + s.testRows();
        }
        LoadedData.Files f = (LoadedData.Files) data;
        return (long) f.rows().rows() + f.test().map(t -> (long) t.rows()).orElse(0L)
                + f.publicRows().map(p -> (long) p.rows()).orElse(0L);
    }

    private static int passes(Cell c) {
        Map<String, String> values = c.binding().axisValues();
        for (String key : List.of("iterations", "epochs", "T")) {
            String v = values.get(key);
            if (v != null) {
                try {
                    return Math.max(1, (int) Double.parseDouble(v));
                } catch (NumberFormatException e) {
                    return DEFAULT_PASSES;
                }
            }
        }
        return DEFAULT_PASSES;
    }

    /**
     * Refuses, before anything runs, a sweep whose data cannot be a Java array or whose cells cannot fit in
     * the heap: exit 2 with the numbers and what to try.
     */
    public void require(Location file) {
        if (largestRows * largestD > ARRAY_LIMIT) {
            throw new InputException(file, "needs a data matrix of " + largestRows + " rows x " + largestD
                    + " features = " + (largestRows * largestD) + " doubles, beyond Java's array limit of "
                    + ARRAY_LIMIT + " elements (privbench holds rows as one flat double[]); reduce n or d "
                    + "(at most " + (ARRAY_LIMIT / Math.max(1, largestD)) + " rows at d = " + largestD + "); it "
                    + "would also need about " + bytes(peakBytes) + " of memory, the JVM may use at most "
                    + bytes(heapBytes));
        }
        if (peakBytes > heapBytes) {
            long perCell = peakBytes / threads;
            String fix = perCell <= heapBytes && threads > 1
                    ? "run fewer cells at once (--threads " + Math.max(1, heapBytes / perCell) + ") or give the JVM "
                    + "more memory: PRIVBENCH_JAVA_OPTS=-Xmx" + gigabytes(peakBytes * 2)
                    : "give the JVM more memory: PRIVBENCH_JAVA_OPTS=-Xmx" + gigabytes(peakBytes * 2)
                    + " (if the machine has it), or reduce n or d";
            throw new InputException(file, "needs about " + bytes(peakBytes) + " of memory (" + threads
                    + " cells at once, each holding its data, " + largestRows + " rows x " + largestD
                    + " features of 8-byte doubles, and a training copy), but the JVM may use at most "
                    + bytes(heapBytes) + "; " + fix);
        }
    }

    /** The share of the heap above which the estimate is too close to trust: it counts the data, not every buffer. */
    static final double TIGHT = 0.8;

    /** True when the estimate fits the heap but within the estimate's own error of it. */
    public boolean tight() {
        return peakBytes <= heapBytes && peakBytes > TIGHT * heapBytes;
    }

    /** One line for validate: memory and time, and a warning when the memory is tight. */
    public String describe() {
        return "estimate: " + cells + " cells, about " + duration(seconds) + " on " + threads + " thread"
                + (threads == 1 ? "" : "s") + " (rough: n x d x passes at 2 GB/s per thread); memory about "
                + bytes(peakBytes) + " of the " + bytes(heapBytes) + " heap"
                + (tight() ? "; WARNING: within " + Math.round(100 * (1 - TIGHT)) + "% of the heap, and the estimate "
                + "counts the data, not every buffer (runs estimated at 5.7 of 5.9 GiB have run out of memory): give "
                + "the JVM more, PRIVBENCH_JAVA_OPTS=-Xmx" + gigabytes(peakBytes * 2)
                + ", or run fewer --threads" : "");
    }

    static String bytes(long b) {
        if (b >= 1L << 40) {
            return String.format(Locale.ROOT, "%.1f TiB", b / (double) (1L << 40));
        }
        if (b >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GiB", b / (double) (1L << 30));
        }
        return String.format(Locale.ROOT, "%.0f MiB", Math.max(1, b / (double) (1L << 20)));
    }

    private static String gigabytes(long b) {
        return Math.max(1, (long) Math.ceil(b / (double) (1L << 30))) + "g";
    }

    static String duration(double s) {
        if (s < 60) {
            return String.format(Locale.ROOT, "%.0f s", Math.max(1, s));
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%.0f min", s / 60);
        }
        if (s < 48 * 3600) {
            return String.format(Locale.ROOT, "%.1f h", s / 3600);
        }
        return String.format(Locale.ROOT, "%.1f days", s / 86400);
    }
}
