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
 * beyond the capacity. Prepared rows are a pure function of the key, so caching never changes results.
 */
final class DataCache {

    private final int capacity;
    private final Function<DataKey, PreparedData> loader;
    private final LinkedHashMap<DataKey, CompletableFuture<PreparedData>> entries = new LinkedHashMap<>(16, 0.75f, true);

    DataCache(int capacity, Function<DataKey, PreparedData> loader) {
        this.capacity = Math.max(1, capacity);
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

    private void evict() {
        Iterator<Map.Entry<DataKey, CompletableFuture<PreparedData>>> it = entries.entrySet().iterator();
        while (entries.size() > capacity && it.hasNext()) {
            if (it.next().getValue().isDone()) {
                it.remove();
            }
        }
    }

    synchronized int size() {
        return entries.size();
    }
}
