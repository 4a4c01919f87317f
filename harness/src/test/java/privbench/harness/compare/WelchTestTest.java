package privbench.harness.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WelchTestTest {

    private static WelchTest.Sample sample(double... x) {
        double mean = 0;
        for (double v : x) {
            mean += v;
        }
        mean /= x.length;
        double ss = 0;
        for (double v : x) {
            ss += (v - mean) * (v - mean);
        }
        return new WelchTest.Sample(mean, Math.sqrt(ss / (x.length - 1)), x.length);
    }

    // Reference: the two worked examples of Welch's t-test on Wikipedia ("Welch's t-test", Examples):
    // t = -2.46, df = 24.99, p = 0.021 and t = -1.57, df = 9.90, p = 0.149; SciPy 1.17
    // ttest_ind(equal_var=False) gives p = 0.021378001462866992 and 0.14884169660532817. The tolerance
    // 1e-9 covers commons-math's incomplete beta function, which is accurate to about 1e-14 relative.
    @Test
    void pValue_matchesThePublishedExamples() {
        var a1 = sample(27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4);
        var a2 = sample(27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4);
        assertEquals(0.021378001462866992, WelchTest.pValue(a1, a2), 1e-9);
        var b1 = sample(17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8);
        var b2 = sample(21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8, 20.7, 21.7, 21.5, 22.5, 23.6, 21.5,
                22.5, 23.5, 21.5, 21.8);
        assertEquals(0.14884169660532817, WelchTest.pValue(b1, b2), 1e-9);
        // symmetric in its arguments
        assertEquals(WelchTest.pValue(a1, a2), WelchTest.pValue(a2, a1), 1e-15);
    }

    @Test
    void pValue_withoutSpread_isOneForEqualMeansAndZeroOtherwise() {
        assertEquals(1.0, WelchTest.pValue(new WelchTest.Sample(1, 0, 5), new WelchTest.Sample(1, 0, 5)));
        assertEquals(0.0, WelchTest.pValue(new WelchTest.Sample(1, 0, 5), new WelchTest.Sample(0.9, 0, 5)));
    }

    @Test
    void pValue_withOneRepetition_isNotANumber() {
        assertTrue(Double.isNaN(WelchTest.pValue(new WelchTest.Sample(1, Double.NaN, 1), new WelchTest.Sample(1, 0.1, 5))));
        assertTrue(Double.isNaN(WelchTest.pValue(new WelchTest.Sample(1, 0.1, 5), new WelchTest.Sample(1, 0.1, 1))));
    }
}
