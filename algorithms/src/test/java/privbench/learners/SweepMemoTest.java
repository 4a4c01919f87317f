package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

    /** Two arrays with the same values are different rows (the memo never compares data), the same array is one. */
    @Test
    void rowsKey_isTheArraysIdentity_andShape() {
        double[] a = {1, 2, 3, 4};
        double[] b = a.clone();
        assertEquals(new SweepMemo.RowsKey(a, 2, 2), new SweepMemo.RowsKey(a, 2, 2));
        assertEquals(new SweepMemo.RowsKey(a, 2, 2).hashCode(), new SweepMemo.RowsKey(a, 2, 2).hashCode());
        assertNotEquals(new SweepMemo.RowsKey(a, 2, 2), new SweepMemo.RowsKey(b, 2, 2));
        assertNotEquals(new SweepMemo.RowsKey(a, 2, 2), new SweepMemo.RowsKey(a, 1, 4));
    }
}
