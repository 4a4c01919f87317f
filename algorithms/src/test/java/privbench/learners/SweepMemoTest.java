package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The run memo computes a key's value once, NONE never remembers, and rows are keyed by identity. */
class SweepMemoTest {

    @Test
    void runMemo_computesOncePerKey_andNoneComputesEveryTime() {
        AtomicInteger calls = new AtomicInteger();
        SweepMemo memo = SweepMemo.forRun();
        Object first = memo.get("k", () -> new Object[] {calls.incrementAndGet()});
        assertSame(first, memo.get("k", () -> new Object[] {calls.incrementAndGet()}));
        assertEquals(1, calls.get());
        memo.get("other", () -> calls.incrementAndGet());
        assertEquals(2, calls.get());
        assertEquals(2, memo.size());
        SweepMemo.NONE.get("k", calls::incrementAndGet);
        SweepMemo.NONE.get("k", calls::incrementAndGet);
        assertEquals(4, calls.get());
        assertEquals(0, SweepMemo.NONE.size(), "NONE holds nothing");
    }

    /**
     * Values of rows are filed under the identity of their feature array: a copy with the same values is other rows,
     * and NONE computes every time.
     */
    @Test
    void rowValues_areKeyedByTheArraysIdentity() {
        AtomicInteger calls = new AtomicInteger();
        SweepMemo memo = SweepMemo.forRun();
        double[] a = {1, 2, 3, 4};
        double[] b = a.clone();
        memo.forRows(a, "pca", calls::incrementAndGet);
        memo.forRows(a, "pca", calls::incrementAndGet);
        assertEquals(1, calls.get());
        memo.forRows(b, "pca", calls::incrementAndGet);
        memo.forRows(a, "other", calls::incrementAndGet);
        assertEquals(3, calls.get());
        assertEquals(3, memo.size());
        SweepMemo.NONE.forRows(a, "pca", calls::incrementAndGet);
        assertEquals(4, calls.get());
    }
}
