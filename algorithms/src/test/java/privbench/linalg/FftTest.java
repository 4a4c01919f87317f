package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FftTest {

    /** A deterministic, irregular test sequence (no RNG needed). */
    private static double[] sequence(int n, double phase) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.sin(1.7 * i + phase) + 0.3 * Math.cos(0.37 * i * i + phase);
        }
        return x;
    }

    @Test
    void forward_matchesTheDefinition_atEveryPowerOfTwo() {
        for (int n = 1; n <= 256; n *= 2) {
            double[] re = sequence(n, 0.1);
            double[] im = sequence(n, 2.3);
            double[] r0 = re.clone();
            double[] i0 = im.clone();
            Fft.forward(re, im);
            for (int k = 0; k < n; k++) {
                double sr = 0;
                double si = 0;
                for (int j = 0; j < n; j++) {
                    double t = -2 * Math.PI * ((long) j * k % n) / n;
                    sr += r0[j] * Math.cos(t) - i0[j] * Math.sin(t);
                    si += r0[j] * Math.sin(t) + i0[j] * Math.cos(t);
                }
                // rounding of an n-term sum of O(1) terms: a few 1e-16 * n
                assertEquals(sr, re[k], 1e-13 * n, "n=" + n + " k=" + k);
                assertEquals(si, im[k], 1e-13 * n, "n=" + n + " k=" + k);
            }
        }
    }

    @Test
    void inverse_undoesForward() {
        int n = 1 << 12;
        double[] re = sequence(n, 0.5);
        double[] im = sequence(n, 1.5);
        double[] r0 = re.clone();
        double[] i0 = im.clone();
        Fft.forward(re, im);
        Fft.inverse(re, im);
        for (int i = 0; i < n; i++) {
            assertEquals(r0[i], re[i], 1e-13);
            assertEquals(i0[i], im[i], 1e-13);
        }
    }

    @Test
    void realTransforms_matchTheComplexTransform_andInvert() {
        for (int n = 2; n <= 1024; n *= 2) {
            double[] x = sequence(n, 0.7);
            double[] re = x.clone();
            double[] im = new double[n];
            Fft.forward(re, im);
            double[] hr = new double[n / 2 + 1];
            double[] hi = new double[n / 2 + 1];
            Fft.realForward(x, hr, hi);
            for (int k = 0; k <= n / 2; k++) {
                assertEquals(re[k], hr[k], 1e-12, "n=" + n + " k=" + k);
                assertEquals(im[k], hi[k], 1e-12, "n=" + n + " k=" + k);
            }
            double[] back = new double[n];
            Fft.realInverse(hr, hi, back);
            for (int i = 0; i < n; i++) {
                assertEquals(x[i], back[i], 1e-13, "n=" + n + " i=" + i);
            }
        }
    }

    @Test
    void convolve_andSquare_matchDirectSums() {
        double[] a = sequence(37, 0.2);
        double[] b = sequence(100, 0.9);
        double[] c = Fft.convolve(a, b);
        double[] s = Fft.square(a);
        assertEquals(136, c.length);
        assertEquals(73, s.length);
        for (int k = 0; k < c.length; k++) {
            double direct = 0;
            for (int j = Math.max(0, k - b.length + 1); j <= Math.min(k, a.length - 1); j++) {
                direct += a[j] * b[k - j];
            }
            assertEquals(direct, c[k], 1e-12);
        }
        for (int k = 0; k < s.length; k++) {
            double direct = 0;
            for (int j = Math.max(0, k - a.length + 1); j <= Math.min(k, a.length - 1); j++) {
                direct += a[j] * a[k - j];
            }
            assertEquals(direct, s[k], 1e-12);
        }
    }

    @Test
    void convolvingProbabilities_keepsTotalMass() {
        double[] p = {0.25, 0.5, 0.25};
        double[] q = {0.1, 0.9};
        double[] c = Fft.convolve(p, q);
        double total = 0;
        for (double v : c) {
            total += v;
        }
        assertEquals(1.0, total, 1e-15);
        assertEquals(0.025, c[0], 1e-16);
    }

    @Test
    void powersOfTwo() {
        assertEquals(1, Fft.powerOfTwoAtLeast(1));
        assertEquals(2, Fft.powerOfTwoAtLeast(2));
        assertEquals(4, Fft.powerOfTwoAtLeast(3));
        assertEquals(1024, Fft.powerOfTwoAtLeast(1000));
        assertTrue(Fft.isPowerOfTwo(64));
        assertTrue(!Fft.isPowerOfTwo(96));
    }

    @Test
    void badLengths_areRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Fft.forward(new double[6], new double[6]));
        assertTrue(e.getMessage().contains("6"));
        assertThrows(IllegalArgumentException.class, () -> Fft.forward(new double[4], new double[8]));
        assertThrows(IllegalArgumentException.class, () -> Fft.convolve(new double[0], new double[3]));
    }
}
