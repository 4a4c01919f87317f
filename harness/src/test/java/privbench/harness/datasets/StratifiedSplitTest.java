package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import privbench.privacy.noise.SeededNoise;

class StratifiedSplitTest {

    /** 3 classes of 50, 30 and 7 rows, interleaved. */
    private static int[] labels() {
        int[] y = new int[87];
        for (int i = 0; i < 87; i++) {
            y[i] = i < 50 ? 0 : i < 80 ? 1 : 2;
        }
        // interleave deterministically so classes are not contiguous
        int[] out = new int[87];
        for (int i = 0; i < 87; i++) {
            out[(i * 31) % 87] = y[i];  // 31 is prime to 87: a permutation
        }
        return out;
    }

    @Test
    void split_holdsOutExactlyRoundedFractionAndEveryClassWithinOneRowOfItsShare() {
        int[] y = labels();
        for (double f : new double[] {0.1, 0.25, 1.0 / 3, 0.5, 0.9}) {
            StratifiedSplit s = StratifiedSplit.of(y, 3, f, SeededNoise.ofSeed(1).structural("split"));
            assertEquals(Math.round(f * 87), s.held().length, "total at f = " + f);
            assertEquals(87, s.held().length + s.kept().length);
            int[] counts = {50, 30, 7};
            int[] held = new int[3];
            for (int i : s.held()) {
                held[y[i]]++;
            }
            for (int c = 0; c < 3; c++) {
                // largest-remainder allocation: floor(f n_c) or floor(f n_c) + 1
                assertTrue(Math.abs(held[c] - f * counts[c]) < 1, "class " + c + " at f = " + f + ": " + held[c]);
            }
        }
    }

    @Test
    void split_isDisjointSortedAndCoversEveryRow() {
        StratifiedSplit s = StratifiedSplit.of(labels(), 3, 0.3, SeededNoise.ofSeed(2).structural("split"));
        Set<Integer> all = new HashSet<>();
        for (int i : s.kept()) {
            assertTrue(all.add(i));
        }
        for (int i : s.held()) {
            assertTrue(all.add(i), "row " + i + " in both parts");
        }
        assertEquals(87, all.size());
        int[] sorted = s.held().clone();
        Arrays.sort(sorted);
        assertArrayEquals(sorted, s.held());
    }

    @Test
    void split_isAFunctionOfTheSeed() {
        int[] y = labels();
        var a = StratifiedSplit.of(y, 3, 0.3, SeededNoise.ofSeed(5).structural("split"));
        var b = StratifiedSplit.of(y, 3, 0.3, SeededNoise.ofSeed(5).structural("split"));
        var c = StratifiedSplit.of(y, 3, 0.3, SeededNoise.ofSeed(6).structural("split"));
        assertEquals(a, b);
        assertFalse(a.equals(c), "another seed must give another split");
    }

    @Test
    void permutation_isAPermutationAndSeeded() {
        int[] p = Permutation.of(1000, SeededNoise.ofSeed(3).structural("p"));
        int[] sorted = p.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, sorted[i]);
        }
        assertArrayEquals(p, Permutation.of(1000, SeededNoise.ofSeed(3).structural("p")));
        assertFalse(Arrays.equals(p, Permutation.of(1000, SeededNoise.ofSeed(4).structural("p"))));
    }

    @Test
    void permutation_positionsAreUniform() {
        // where element 0 lands over 6000 shuffles of 6: each position has p = 1/6, count ~ Binomial(6000, 1/6)
        // with sd 28.9; 5 sd = 144 bounds a false alarm below 1e-5 per position
        int[] counts = new int[6];
        var rng = SeededNoise.ofSeed(9).structural("u");
        for (int r = 0; r < 6000; r++) {
            int[] p = Permutation.of(6, rng);
            for (int i = 0; i < 6; i++) {
                if (p[i] == 0) {
                    counts[i]++;
                }
            }
        }
        for (int c : counts) {
            assertTrue(Math.abs(c - 1000) < 144, Arrays.toString(counts));
        }
    }
}
