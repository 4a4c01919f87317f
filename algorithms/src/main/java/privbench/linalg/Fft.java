package privbench.linalg;

import java.util.Arrays;

/**
 * The discrete Fourier transform of power-of-two length by the iterative radix-2 Cooley-Tukey algorithm,
 * over split real and imaginary {@code double[]} arrays; real-input transforms of half the cost; and the
 * linear convolution of real sequences built on them (the privacy-loss accountants compose with it).
 *
 * <p>Twiddle factors come from {@code Math.cos} of the exact angle (a quarter period, the rest by
 * symmetry), never from a recurrence, so the rounding error of a transform grows like log n, not n.
 */
public final class Fft {

    private Fft() {
    }

    /** True when n is a power of two (1, 2, 4, ...). */
    public static boolean isPowerOfTwo(int n) {
        return n > 0 && (n & (n - 1)) == 0;
    }

    /** The smallest power of two that is at least n (n >= 1, at most 2^30). */
    public static int powerOfTwoAtLeast(int n) {
        if (n < 1 || n > (1 << 30)) {
            throw new IllegalArgumentException("length must be in [1, 2^30], got " + n);
        }
        return n == 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }

    /** In place: X_k = sum_j x_j exp(-2 pi i j k / n). */
    public static void forward(double[] re, double[] im) {
        transform(re, im, -1);
    }

    /** In place: x_j = (1/n) sum_k X_k exp(+2 pi i j k / n), the inverse of {@link #forward}. */
    public static void inverse(double[] re, double[] im) {
        transform(re, im, +1);
        double s = 1.0 / re.length;
        for (int i = 0; i < re.length; i++) {
            re[i] *= s;
            im[i] *= s;
        }
    }

    /**
     * The spectrum X_0 .. X_(n/2) of a real sequence x of power-of-two length n >= 2 (the other half is the
     * complex conjugate), from one complex transform of length n/2 of (even samples) + i (odd samples).
     */
    public static void realForward(double[] x, double[] re, double[] im) {
        int n = x.length;
        int m = requireRealLengths(n, re, im);
        double[] zr = new double[m];
        double[] zi = new double[m];
        for (int j = 0; j < m; j++) {
            zr[j] = x[2 * j];
            zi[j] = x[2 * j + 1];
        }
        forward(zr, zi);
        UnitRoots w = new UnitRoots(n);
        for (int k = 0; k <= m; k++) {
            // E_k = (Z_k + conj Z_(m-k)) / 2, O_k = (Z_k - conj Z_(m-k)) / (2i), X_k = E_k + e^{-2 pi i k/n} O_k
            double ar = zr[k % m];
            double ai = zi[k % m];
            double br = zr[(m - k) % m];
            double bi = -zi[(m - k) % m];
            double er = (ar + br) / 2;
            double ei = (ai + bi) / 2;
            double or = (ai - bi) / 2;
            double oi = -(ar - br) / 2;
            double wr = w.cos(k);
            double wi = -w.sin(k);
            re[k] = er + wr * or - wi * oi;
            im[k] = ei + wr * oi + wi * or;
        }
    }

    /** The inverse of {@link #realForward}: the real sequence x (length n) of the spectrum X_0 .. X_(n/2). */
    public static void realInverse(double[] re, double[] im, double[] x) {
        int n = x.length;
        int m = requireRealLengths(n, re, im);
        double[] zr = new double[m];
        double[] zi = new double[m];
        UnitRoots w = new UnitRoots(n);
        for (int k = 0; k < m; k++) {
            // E_k = (X_k + conj X_(m-k)) / 2, O_k = (X_k - conj X_(m-k)) e^{2 pi i k/n} / 2, Z_k = E_k + i O_k
            double ar = re[k];
            double ai = im[k];
            double br = re[m - k];
            double bi = -im[m - k];
            double er = (ar + br) / 2;
            double ei = (ai + bi) / 2;
            double dr = (ar - br) / 2;
            double di = (ai - bi) / 2;
            double wr = w.cos(k);
            double wi = w.sin(k);
            double or = dr * wr - di * wi;
            double oi = dr * wi + di * wr;
            zr[k] = er - oi;
            zi[k] = ei + or;
        }
        inverse(zr, zi);
        for (int j = 0; j < m; j++) {
            x[2 * j] = zr[j];
            x[2 * j + 1] = zi[j];
        }
    }

    /** The linear convolution c_k = sum_j a_j b_(k-j) of two real sequences (length a.length + b.length - 1). */
    public static double[] convolve(double[] a, double[] b) {
        if (a.length == 0 || b.length == 0) {
            throw new IllegalArgumentException("cannot convolve an empty sequence");
        }
        int len = a.length + b.length - 1;
        int n = Math.max(2, powerOfTwoAtLeast(len));
        double[] ar = new double[n / 2 + 1];
        double[] ai = new double[n / 2 + 1];
        double[] br = new double[n / 2 + 1];
        double[] bi = new double[n / 2 + 1];
        realForward(Arrays.copyOf(a, n), ar, ai);
        realForward(Arrays.copyOf(b, n), br, bi);
        for (int k = 0; k < ar.length; k++) {
            double r = ar[k] * br[k] - ai[k] * bi[k];
            ai[k] = ar[k] * bi[k] + ai[k] * br[k];
            ar[k] = r;
        }
        double[] c = new double[n];
        realInverse(ar, ai, c);
        return Arrays.copyOf(c, len);
    }

    /** The linear self-convolution of a real sequence (length 2 a.length - 1). */
    public static double[] square(double[] a) {
        if (a.length == 0) {
            throw new IllegalArgumentException("cannot convolve an empty sequence");
        }
        int len = 2 * a.length - 1;
        int n = Math.max(2, powerOfTwoAtLeast(len));
        double[] re = new double[n / 2 + 1];
        double[] im = new double[n / 2 + 1];
        realForward(Arrays.copyOf(a, n), re, im);
        for (int k = 0; k < re.length; k++) {
            double r = re[k] * re[k] - im[k] * im[k];
            im[k] = 2 * re[k] * im[k];
            re[k] = r;
        }
        double[] c = new double[n];
        realInverse(re, im, c);
        return Arrays.copyOf(c, len);
    }

    private static int requireRealLengths(int n, double[] re, double[] im) {
        if (n < 2 || !isPowerOfTwo(n) || re.length != n / 2 + 1 || im.length != n / 2 + 1) {
            throw new IllegalArgumentException("a real FFT needs a power-of-two length n >= 2 and spectra of length "
                    + "n/2 + 1, got n = " + n + " and spectra of " + re.length + ", " + im.length);
        }
        return n / 2;
    }

    private static void transform(double[] re, double[] im, int sign) {
        int n = re.length;
        if (im.length != n) {
            throw new IllegalArgumentException("real and imaginary parts differ in length: " + n + " vs " + im.length);
        }
        if (!isPowerOfTwo(n)) {
            throw new IllegalArgumentException("FFT length must be a power of two, got " + n);
        }
        bitReverse(re, im);
        if (n == 1) {
            return;
        }
        // twiddles of the stage with half-size h sit contiguously at [h, 2h): e^{sign i pi j / h}
        double[] cos = new double[n];
        double[] sin = new double[n];
        int half = n / 2;
        UnitRoots w = new UnitRoots(n);
        for (int j = 0; j < half; j++) {
            cos[half + j] = w.cos(j);
            sin[half + j] = sign * w.sin(j);
        }
        for (int h = half / 2; h >= 1; h >>= 1) {
            for (int j = 0; j < h; j++) {
                cos[h + j] = cos[2 * h + 2 * j];
                sin[h + j] = sin[2 * h + 2 * j];
            }
        }
        for (int h = 1; h < n; h <<= 1) {
            for (int start = 0; start < n; start += 2 * h) {
                for (int j = 0; j < h; j++) {
                    double wr = cos[h + j];
                    double wi = sin[h + j];
                    int a = start + j;
                    int b = a + h;
                    double xr = re[b] * wr - im[b] * wi;
                    double xi = re[b] * wi + im[b] * wr;
                    re[b] = re[a] - xr;
                    im[b] = im[a] - xi;
                    re[a] += xr;
                    im[a] += xi;
                }
            }
        }
    }

    private static void bitReverse(double[] re, double[] im) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
    }

    /** cos and sin of 2 pi k / n for k in [0, n/2], from a table of cosines over a quarter period. */
    private static final class UnitRoots {
        private final int n;
        private final double[] quarter;

        UnitRoots(int n) {
            this.n = n;
            int q = Math.max(1, n / 4);
            quarter = new double[q + 1];
            for (int k = 0; k <= q; k++) {
                quarter[k] = Math.cos(2 * Math.PI * k / n);
            }
        }

        double cos(int k) {
            if (n < 4) {
                return k == 0 ? 1 : -1;
            }
            return k <= n / 4 ? quarter[k] : -quarter[n / 2 - k];
        }

        double sin(int k) {
            if (n < 4) {
                return 0;
            }
            return k <= n / 4 ? quarter[n / 4 - k] : quarter[k - n / 4];
        }
    }
}
