package privbench.harness.audit.attack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.privacy.Neighbouring;

/** The two worlds differ in exactly the record the relation allows, and the canary sits at the norm bound. */
class NeighbouringPairTest {

    /** Four rows in three dimensions, the last coordinate zero (as the audit's base data), norm bound 1. */
    private static Dataset base() {
        double[] x = {1, 0, 0, 0, 1, 0, 0.6, 0.8, 0, -1, 0, 0};
        return Dataset.labelled("base", x, 4, 3, new int[] {1, 0, 1, 0}, List.of("-1", "+1"), 1.0);
    }

    private static int differingRows(Dataset a, Dataset b) {
        int diff = 0;
        for (int i = 0; i < a.rows(); i++) {
            boolean same = a.label(i) == b.label(i);
            for (int j = 0; j < a.cols(); j++) {
                same &= a.x()[i * a.cols() + j] == b.x()[i * b.cols() + j];
            }
            diff += same ? 0 : 1;
        }
        return diff;
    }

    @Test
    void clipbkd_isTheAxisNoRowUses_atTheNormBound() {
        Canary.Point p = Canary.CLIPBKD.place(base());
        assertArrayEquals(new double[] {0, 0, 1}, p.x(), 1e-12);
        assertEquals(1, p.label());
    }

    @Test
    void mislabelled_pointsAlongTheMeanDifference_withTheNegativeLabel() {
        Canary.Point p = Canary.MISLABELLED.place(base());
        // class 1 mean (0.8, 0.4, 0), class 0 mean (-0.5, 0.5, 0): difference (1.3, -0.1, 0), normalised
        double norm = Math.hypot(1.3, 0.1);
        assertArrayEquals(new double[] {1.3 / norm, -0.1 / norm, 0}, p.x(), 1e-12);
        assertEquals(0, p.label());
    }

    @Test
    void replaceOne_flipsTheLabelOfOneCanaryRow() {
        NeighbouringPair pair = NeighbouringPair.of(base(), Canary.CLIPBKD.place(base()), Neighbouring.REPLACE_ONE);
        assertEquals(4, pair.out().rows());
        assertEquals(4, pair.in().rows());
        assertEquals(1, differingRows(pair.out(), pair.in()));
        assertArrayEquals(pair.in().rows(new int[] {0}).x(), pair.out().rows(new int[] {0}).x());
        assertEquals(1, pair.in().label(0));
        assertEquals(0, pair.out().label(0));
    }

    @Test
    void replaceOneSameLabel_mirrorsThePoint() {
        NeighbouringPair pair = NeighbouringPair.of(base(), Canary.CLIPBKD.place(base()),
                Neighbouring.REPLACE_ONE_SAME_LABEL);
        assertEquals(1, differingRows(pair.out(), pair.in()));
        assertEquals(pair.in().label(0), pair.out().label(0));
        assertArrayEquals(new double[] {0, 0, -1}, pair.out().rows(new int[] {0}).x(), 0);
    }

    @Test
    void addRemove_addsTheCanary() {
        NeighbouringPair pair = NeighbouringPair.of(base(), Canary.CLIPBKD.place(base()), Neighbouring.ADD_REMOVE);
        assertEquals(base(), pair.out().named("base"));
        assertEquals(5, pair.in().rows());
        assertArrayEquals(base().x(), Arrays.copyOf(pair.in().x(), 12));
        assertArrayEquals(new double[] {0, 0, 1}, pair.in().rows(new int[] {4}).x(), 0);
        assertEquals(1, pair.in().label(4));
    }
}
