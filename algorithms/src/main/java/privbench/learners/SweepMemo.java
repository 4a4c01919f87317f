package privbench.learners;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
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
 * on. Values computed from rows ({@link #forRows}) are filed under the identity of the rows' feature array
 * (prepared rows are shared read-only across a run's cells), never under their values, and held weakly: when the
 * run's data cache drops the rows, their values go with them. Nothing private enters a key but the row count n,
 * which DP-SGD's accounting already treats as public.
 */
public final class SweepMemo {

    /** Remembers nothing: every {@link #get} computes. */
    public static final SweepMemo NONE = new SweepMemo(0);

    /** Entries before the memo starts over: far more than a sweep's distinct settings, small in memory. */
    private static final int LIMIT = 4096;

    private final Map<Object, Object> values;
    private final Map<Object, Map<Object, Object>> byRows;
    private final int limit;

    private SweepMemo(int limit) {
        this.limit = limit;
        this.values = new ConcurrentHashMap<>();
        // arrays hash and compare by identity, so a weak map keyed by the feature array is an identity map
        this.byRows = Collections.synchronizedMap(new WeakHashMap<>());
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

    /**
     * The value for the key among those computed from the rows whose feature array is {@code features}, computed at
     * most once while those rows live (the same race rule as {@link #get}). The value must not hold the array.
     */
    @SuppressWarnings("unchecked")
    public <T> T forRows(double[] features, Object key, Supplier<T> compute) {
        if (limit == 0) {
            return compute.get();
        }
        Map<Object, Object> ofRows;
        synchronized (byRows) {
            ofRows = byRows.computeIfAbsent(features, f -> new ConcurrentHashMap<>());
        }
        Object v = ofRows.get(key);
        if (v == null) {
            v = compute.get();
            Object earlier = ofRows.putIfAbsent(key, v);
            v = earlier != null ? earlier : v;
        }
        return (T) v;
    }

    /** Values held now (for tests). */
    int size() {
        int n = values.size();
        synchronized (byRows) {
            for (Map<Object, Object> m : byRows.values()) {
                n += m.size();
            }
        }
        return n;
    }
}
