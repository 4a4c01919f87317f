package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;

class DataChecksTest {

    private static final int N = 2000;
    private static final int D = 30;

    private static double[] rows() {
        double[] x = new double[N * D];
        for (int k = 0; k < x.length; k++) {
            x[k] = (k % 11) - 5;
        }
        return x;
    }

    private static Dataset of(double[] x) {
        return Dataset.labelled("checked", x, N, D, new int[N], List.of("a", "b"), Double.POSITIVE_INFINITY);
    }

    @Test
    void theFirstNonFiniteValueIsNamedByRowAndColumn() {
        double[] x = rows();
        x[1500 * D + 7] = Double.NaN;
        x[1700 * D + 2] = Double.POSITIVE_INFINITY;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DataChecks.requireFinite(of(x)));
        assertEquals("feature [row 1500, column 7] of checked must be finite, got NaN", e.getMessage());
    }

    @Test
    void float32RowsAreCheckedToo() {
        double[] x = rows();
        x[12 * D + 29] = Double.NEGATIVE_INFINITY;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DataChecks.requireFinite(of(x).toFloat32()));
        assertEquals("feature [row 12, column 29] of checked must be finite, got -Infinity", e.getMessage());
    }

    @Test
    void finiteValuesWhoseSquaresOverflow_areRefusedByRow() {
        // every value is finite but the norm is +Infinity: w.x can reach inf - inf = NaN, which no clip catches, so
        // the row is refused (after the check has read it and found no non-finite value to name)
        double[] x = rows();
        x[40 * D] = 1e200;
        x[40 * D + 1] = -1e200;
        Dataset data = of(x);
        assertEquals(Double.POSITIVE_INFINITY, data.rowNorms()[40]);
        var e = assertThrows(IllegalArgumentException.class, () -> DataChecks.requireFinite(data));
        assertTrue(e.getMessage().startsWith("row 40 of checked has a norm too large"), e.getMessage());
    }
}
