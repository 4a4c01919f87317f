package privbench.harness.sweep;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import privbench.linalg.Parallelism;

/**
 * The threads one cell may use inside its passes over rows: the caller plus {@code threads - 1} workers that
 * take the next task until none is left. Which thread runs which task does not matter: kernels write each task
 * to its own slot and add the slots in a fixed order ({@link privbench.linalg.MarginGradientKernel}).
 */
public final class RowThreads implements Parallelism, AutoCloseable {

    private final int threads;
    private final ExecutorService workers;

    public RowThreads(int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("row threads must be >= 2 (use Parallelism.SEQUENTIAL for one), got "
                    + threads);
        }
        this.threads = threads;
        this.workers = Executors.newFixedThreadPool(threads - 1, r -> {
            Thread t = new Thread(r, "privbench-rows");
            t.setDaemon(true);
            return t;
        });
    }

    /** SEQUENTIAL for one thread, otherwise a new pool (close it after the cell). */
    public static Parallelism of(int threads) {
        return threads <= 1 ? Parallelism.SEQUENTIAL : new RowThreads(threads);
    }

    /**
     * The row threads of each cell when {@code threads} run {@code cells} cells: cells first, then rows. Each
     * cell gets the threads no other cell can use: threads / min(threads, cells).
     */
    public static int perCell(int threads, int cells) {
        return Math.max(1, threads / Math.max(1, Math.min(threads, cells)));
    }

    @Override
    public int threads() {
        return threads;
    }

    @Override
    public void forEach(int tasks, IntConsumer task) {
        if (tasks <= 1) {
            for (int t = 0; t < tasks; t++) {
                task.accept(t);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable loop = () -> {
            for (int t = next.getAndIncrement(); t < tasks && failure.get() == null; t = next.getAndIncrement()) {
                try {
                    task.accept(t);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }
        };
        int helpers = Math.min(threads - 1, tasks - 1);
        @SuppressWarnings("unchecked")
        Future<?>[] running = new Future<?>[helpers];
        for (int h = 0; h < helpers; h++) {
            running[h] = workers.submit(loop);
        }
        loop.run();
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for row tasks", e);
            } catch (java.util.concurrent.ExecutionException e) {
                failure.compareAndSet(null, e.getCause());
            }
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error err) {
            throw err;
        }
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }

    @Override
    public String toString() {
        return threads + " row threads";
    }
}
