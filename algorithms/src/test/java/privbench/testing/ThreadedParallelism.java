package privbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import privbench.linalg.Parallelism;

/**
 * Row passes on three threads with the tasks submitted in reverse order: a schedule as unlike the sequential
 * one as possible, for tests that the bits do not depend on threads. Daemon threads; nothing to close.
 */
public final class ThreadedParallelism implements Parallelism {

    public static final ThreadedParallelism THREE = new ThreadedParallelism();

    private final ExecutorService pool = Executors.newFixedThreadPool(3, r -> {
        Thread t = new Thread(r, "test-rows");
        t.setDaemon(true);
        return t;
    });

    private ThreadedParallelism() {
    }

    @Override
    public int threads() {
        return 3;
    }

    @Override
    public void forEach(int tasks, IntConsumer task) {
        List<Future<?>> fs = new ArrayList<>();
        for (int t = tasks - 1; t >= 0; t--) {
            int k = t;
            fs.add(pool.submit(() -> task.accept(k)));
        }
        for (Future<?> f : fs) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }
}
