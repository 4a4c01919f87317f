package privbench.harness.sweep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;
import privbench.linalg.Parallelism;

/**
 * Runs cells on a fixed pool of threads, appending every result to cells.csv as it finishes: cells first,
 * then rows. With fewer cells than threads a cell gets the threads no other cell can use for its passes
 * over rows ({@link RowThreads}). Results never depend on the thread count: a cell's rows and noise derive
 * from the seed and its identity only, and row passes add fixed blocks in a fixed order.
 *
 * <p>A data key is prepared by the first cell that asks for it, on all the run's threads: before the first cells
 * start every thread is free, and later the cells that need the key wait for it (the rows are the same bits on
 * any number of threads).
 */
public final class SweepRunner {

    /** Counts of one sweep. */
    public record Outcome(int run, int failed) {
    }

    private final int threads;
    private final Progress progress;

    public SweepRunner(int threads, Progress progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.threads = threads;
        this.progress = progress;
    }

    /**
     * Runs the cells in the given order (cells sharing a data key should be adjacent).
     *
     * @param prepare builds the rows of a data key on the given threads (cached here, a few keys at a time)
     * @param runner  runs one cell
     * @param sink    receives every result (called one at a time)
     */
    public Outcome run(List<Cell> cells, BiFunction<DataKey, Parallelism, PreparedData> prepare, CellRunner runner,
                       ResultSink sink, int skipped) throws IOException {
        // one pool for every preparation; two keys prepared at once share it (each caller also works its own tasks)
        Parallelism prepareThreads = RowThreads.of(threads);
        // a few keys at a time (cells sharing a key are adjacent), and at most a quarter of the heap
        DataCache cache = new DataCache(threads + 2, Runtime.getRuntime().maxMemory() / 4,
                key -> prepare.apply(key, prepareThreads));
        progress.start(cells.size(), skipped);
        int[] counts = new int[2];
        int cellThreads = Math.max(1, Math.min(threads, cells.size()));
        int rowThreads = RowThreads.perCell(threads, cells.size());
        ExecutorService pool = Executors.newFixedThreadPool(cellThreads, r -> {
            Thread t = new Thread(r, "privbench-cell");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Cell cell : cells) {
                futures.add(pool.submit(() -> {
                    CellResult result;
                    Parallelism rows = RowThreads.of(rowThreads);
                    try {
                        result = runner.run(cell, cache.get(cell.data()), rows);
                    } catch (RuntimeException e) {
                        result = CellResult.failed(cell, e, "");
                    } finally {
                        if (rows instanceof RowThreads r) {
                            r.close();
                        }
                    }
                    synchronized (counts) {
                        counts[0]++;
                        counts[1] += result.ok() ? 0 : 1;
                        try {
                            sink.accept(result);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        progress.finished(result, counts[0], cells.size());
                    }
                }));
            }
            for (Future<?> f : futures) {
                await(f);
            }
        } finally {
            pool.shutdownNow();
            if (prepareThreads instanceof RowThreads r) {
                r.close();
            }
            progress.end();
        }
        return new Outcome(counts[0], counts[1]);
    }

    private static void await(Future<?> f) throws IOException {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for cells", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Receives results. */
    @FunctionalInterface
    public interface ResultSink {
        void accept(CellResult result) throws IOException;
    }
}
