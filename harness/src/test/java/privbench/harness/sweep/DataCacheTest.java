package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;

class DataCacheTest {

    private static DataKey key(int rep) {
        return new DataKey(Map.of(), 0, 2, rep);
    }

    /** Prepared rows of n x 2 features (16 n bytes in the pool). */
    private static PreparedData rows(int n) {
        List<String> classes = List.of("a", "b");
        return new PreparedData(Dataset.labelled("p", new double[2 * n], n, 2, new int[n], classes, 1),
                Dataset.empty("pub", 2, classes), Dataset.empty("t", 2, classes));
    }

    @Test
    void concurrentRequests_prepareAKeyOnce() throws Exception {
        Map<DataKey, AtomicInteger> calls = new ConcurrentHashMap<>();
        CountDownLatch start = new CountDownLatch(1);
        DataCache cache = new DataCache(4, Long.MAX_VALUE, k -> {
            calls.computeIfAbsent(k, x -> new AtomicInteger()).incrementAndGet();
            return rows(10);
        });
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<PreparedData>> got = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                got.add(pool.submit(() -> {
                    start.await();
                    return cache.get(key(0));
                }));
            }
            start.countDown();
            PreparedData first = got.get(0).get();
            for (Future<PreparedData> f : got) {
                assertSame(first, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, calls.get(key(0)).get());
    }

    @Test
    void entries_areBoundedByCountAndBytes() {
        AtomicInteger calls = new AtomicInteger();
        DataCache byCount = new DataCache(2, Long.MAX_VALUE, k -> {
            calls.incrementAndGet();
            return rows(10);
        });
        for (int r = 0; r < 5; r++) {
            byCount.get(key(r));
        }
        assertEquals(2, byCount.size());
        byCount.get(key(4));
        assertEquals(5, calls.get(), "the most recent key is still cached");
        byCount.get(key(0));
        assertEquals(6, calls.get(), "an evicted key is prepared again");

        // 100 rows x 2 features x 8 bytes = 1600 bytes each; 2000 bytes hold one
        DataCache byBytes = new DataCache(10, 2000, k -> rows(100));
        byBytes.get(key(0));
        byBytes.get(key(1));
        assertEquals(1, byBytes.size());
    }

    @Test
    void failedPreparation_isRethrownAndNotCached() {
        AtomicInteger calls = new AtomicInteger();
        DataCache cache = new DataCache(2, Long.MAX_VALUE, k -> {
            calls.incrementAndGet();
            throw new IllegalStateException("boom");
        });
        assertThrows(IllegalStateException.class, () -> cache.get(key(0)));
        assertThrows(IllegalStateException.class, () -> cache.get(key(0)));
        assertEquals(2, calls.get());
        assertEquals(0, cache.size());
    }
}
