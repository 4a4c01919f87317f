package privbench.linalg;

import java.util.function.IntConsumer;

/**
 * Threads a cell may use inside one pass over its rows, given by the caller (the sweep runner hands a cell
 * the threads that no other cell is using): {@code algorithms} never starts threads of its own.
 *
 * <p>Kernels cut rows into blocks of a fixed size and add the blocks' partial sums in block order, so the
 * result is the same bits whatever {@link #threads()} is; only the time changes.
 */
public interface Parallelism {

    /** One thread: the caller runs every task. */
    Parallelism SEQUENTIAL = new Parallelism() {
        @Override
        public int threads() {
            return 1;
        }

        @Override
        public void forEach(int tasks, IntConsumer task) {
            for (int t = 0; t < tasks; t++) {
                task.accept(t);
            }
        }

        @Override
        public String toString() {
            return "sequential";
        }
    };

    /** How many threads run tasks at once (>= 1). */
    int threads();

    /**
     * Runs task(0) .. task(tasks - 1), each exactly once, in any order and on any of the threads, and returns
     * when all have finished. Tasks must write to disjoint memory. An exception of a task is rethrown.
     */
    void forEach(int tasks, IntConsumer task);
}
