package privbench.harness.sweep;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;

/**
 * A bounded cache of prepared rows by data key, shared by the runner's threads. A key is prepared once
 * even when several threads ask at the same time; the least recently used finished entries are dropped
 * while there are more than {@code maxEntries} or they hold more than {@code maxBytes} of features.
 * Prepared rows are a pure function of the key, so caching never changes results.
 */
final class DataCache {

    private final int maxEntries;
    private final long maxBytes;
    private final Function<DataKey, PreparedData> loader;
    private final LinkedHashMap<DataKey, CompletableFuture<PreparedData>> entries = new LinkedHashMap<>(16, 0.75f, true);

    DataCache(int maxEntries, long maxBytes, Function<DataKey, PreparedData> loader) {
        this.maxEntries = Math.max(1, maxEntries);
        this.maxBytes = maxBytes;
        this.loader = loader;
    }

    PreparedData get(DataKey key) {
        CompletableFuture<PreparedData> future;
        boolean mine = false;
        synchronized (this) {
            future = entries.get(key);
            if (future == null) {
                future = new CompletableFuture<>();
                entries.put(key, future);
                mine = true;
                evict();
            }
        }
        if (mine) {
            try {
                future.complete(loader.apply(key));
                synchronized (this) {
                    evict();
                }
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
                synchronized (this) {
                    entries.remove(key, future);
                }
                throw e;
            }
        }
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw e;
        }
    }

    /** Drops the least recently used finished entries (never the newest one) while over a bound. */
    private void evict() {
        Iterator<Map.Entry<DataKey, CompletableFuture<PreparedData>>> it = entries.entrySet().iterator();
        long bytes = bytes();
        while ((entries.size() > maxEntries || bytes > maxBytes) && entries.size() > 1 && it.hasNext()) {
            CompletableFuture<PreparedData> f = it.next().getValue();
            if (f.isDone()) {
                bytes -= f.isCompletedExceptionally() ? 0 : bytes(f.join());
                it.remove();
            }
        }
    }

    private long bytes() {
        long sum = 0;
        for (CompletableFuture<PreparedData> f : entries.values()) {
            if (f.isDone() && !f.isCompletedExceptionally()) {
                sum += bytes(f.join());
            }
        }
        return sum;
    }

    private static long bytes(PreparedData p) {
        return p.featureBytes();
    }

    synchronized int size() {
        return entries.size();
    }
}
