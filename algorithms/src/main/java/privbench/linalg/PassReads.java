package privbench.linalg;

import java.util.concurrent.atomic.LongAdder;

/**
 * The bytes of stored rows every {@link MarginGradientKernel} pass in this JVM has read, counted once per pass
 * (one add per pass, never per row: a pass over several coefficient rules at once reads its rows once and counts
 * once). {@code bench} reads the count before and after a fork's fits to learn what each learner's fit reads
 * without declaring it: a learner whose steps are a line search or a tuning loop reads what it reads. The count
 * says nothing about the data and feeds no result; it is read only for timing.
 */
public final class PassReads {

    // a LongAdder: the passes of concurrent cells add from many threads, and a contended atomic would be felt
    private static final LongAdder BYTES = new LongAdder();

    private PassReads() {
    }

    /** Counts one pass over rows of the given bytes. */
    static void add(long bytes) {
        BYTES.add(bytes);
    }

    /** The bytes read by all passes of this JVM so far (the difference of two reads is what ran between them). */
    public static long total() {
        return BYTES.sum();
    }
}
