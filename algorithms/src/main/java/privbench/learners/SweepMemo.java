package privbench.learners;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Values the cells of one sweep would otherwise compute again, each a deterministic function of its key: DP-SGD's
 * calibrated noise multiplier and price for (settings, n, epsilon, delta), the eigendecomposition of the public
 * rows. A remembered value is the bits a fresh computation gives, so a cell's results do not depend on which
 * cells ran before it, on the thread count or on the sharding; only its time does (the first cell pays).
 *
 * <p>The harness gives every cell of a run the same memo ({@link TrainingData#memo()}); everything else (tests,
 * audits, benchmarks) gets {@link #NONE}, which remembers nothing. A key must hold everything its value depends
 * on; keys that stand for rows name them by the identity of their feature array (prepared rows are shared
 * read-only across a run's cells), never by their values. Nothing private enters a key but the row count n,
 * which DP-SGD's accounting already treats as public.
 */
public final class SweepMemo {

    /** Remembers nothing: every {@link #get} computes. */
    public static final SweepMemo NONE = new SweepMemo(0);

    /** Entries before the memo starts over: far more than a sweep's distinct settings, small in memory. */
    private static final int LIMIT = 4096;

    private final Map<Object, Object> values;
    private final int limit;

    private SweepMemo(int limit) {
        this.limit = limit;
        this.values = new ConcurrentHashMap<>();
    }

    /** A memo for the cells of one run. */
    public static SweepMemo forRun() {
        return new SweepMemo(LIMIT);
    }

    /**
     * The value for the key, computed at most once while it stays (two threads may compute it at once; both get
     * the same bits, and the first stored is kept). The computation may itself use the memo.
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Object key, Supplier<T> compute) {
        if (limit == 0) {
            return compute.get();
        }
        Object v = values.get(key);
        if (v == null) {
            v = compute.get();
            if (values.size() >= limit) {
                values.clear();
            }
            Object earlier = values.putIfAbsent(key, v);
            v = earlier != null ? earlier : v;
        }
        return (T) v;
    }

    /** Values held now (for tests). */
    int size() {
        return values.size();
    }

    /**
     * Rows named by the identity of their feature array, as a memo key: equal only for the same array object with
     * the same shape, whatever the array holds.
     */
    public record RowsKey(Object features, int rows, int cols) {

        @Override
        public boolean equals(Object o) {
            return o instanceof RowsKey k && k.features == features && k.rows == rows && k.cols == cols;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(features) * 31 * 31 + rows * 31 + cols;
        }
    }
}
