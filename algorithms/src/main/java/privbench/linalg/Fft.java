package privbench.linalg;

/**
 * The discrete Fourier transform of power-of-two length by the iterative radix-2 Cooley-Tukey algorithm,
 * over split real and imaginary {@code double[]} arrays, and the linear convolution of real sequences
 * built on it (the privacy-loss accountants compose distributions with it).
 *
 * <p>Twiddle factors are taken from {@code Math.cos}/{@code Math.sin} of the exact angle, never from a
 * recurrence, so the rounding error of a transform grows like log n, not n.
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
     * The linear convolution c_k = sum_j a_j b_(k-j) of two real sequences, of length a.length + b.length - 1.
     * Both are packed into one complex transform (a in the real part, b in the imaginary part).
     */
    public static double[] convolve(double[] a, double[] b) {
        if (a.length == 0 || b.length == 0) {
            throw new IllegalArgumentException("cannot convolve an empty sequence");
        }
        int len = a.length + b.length - 1;
        int n = powerOfTwoAtLeast(len);
        double[] re = new double[n];
        double[] im = new double[n];
        System.arraycopy(a, 0, re, 0, a.length);
        System.arraycopy(b, 0, im, 0, b.length);
        forward(re, im);
        // with Z = A + iB: A_k = (Z_k + conj Z_(n-k))/2, B_k = (Z_k - conj Z_(n-k))/(2i), so
        // A_k B_k = (Z_k^2 - conj(Z_(n-k))^2) / (4i); compute for k and n-k together.
        for (int k = 0; k <= n / 2; k++) {
            int m = (n - k) & (n - 1);
            double zr = re[k];
            double zi = im[k];
            double wr = re[m];
            double wi = -im[m];
            double pr = productRe(zr, zi, wr, wi);
            double pi = productIm(zr, zi, wr, wi);
            double qr = productRe(wr, -wi, zr, -zi);
            double qi = productIm(wr, -wi, zr, -zi);
            re[k] = pr;
            im[k] = pi;
            re[m] = qr;
            im[m] = qi;
        }
        inverse(re, im);
        double[] c = new double[len];
        System.arraycopy(re, 0, c, 0, len);
        return c;
    }

    /** The linear self-convolution of a real sequence (length 2 a.length - 1). */
    public static double[] square(double[] a) {
        if (a.length == 0) {
            throw new IllegalArgumentException("cannot convolve an empty sequence");
        }
        int len = 2 * a.length - 1;
        int n = powerOfTwoAtLeast(len);
        double[] re = new double[n];
        double[] im = new double[n];
        System.arraycopy(a, 0, re, 0, a.length);
        forward(re, im);
        for (int k = 0; k < n; k++) {
            double r = re[k];
            double i = im[k];
            re[k] = r * r - i * i;
            im[k] = 2 * r * i;
        }
        inverse(re, im);
        double[] c = new double[len];
        System.arraycopy(re, 0, c, 0, len);
        return c;
    }

    // Real part of A_k B_k from Z_k = z and conj(Z_(n-k)) = w: (z + w)(z - w) / (4i).
    private static double productRe(double zr, double zi, double wr, double wi) {
        double sr = zr + wr;
        double si = zi + wi;
        double dr = zr - wr;
        double di = zi - wi;
        // (s * d) / (4i) = -i (s * d) / 4
        return (sr * di + si * dr) / 4;
    }

    private static double productIm(double zr, double zi, double wr, double wi) {
        double sr = zr + wr;
        double si = zi + wi;
        double dr = zr - wr;
        double di = zi - wi;
        return -(sr * dr - si * di) / 4;
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
        int half = n / 2;
        double[] cos = new double[half];
        double[] sin = new double[half];
        for (int k = 0; k < half; k++) {
            double angle = 2 * Math.PI * k / n;
            cos[k] = Math.cos(angle);
            sin[k] = sign * Math.sin(angle);
        }
        for (int size = 2; size <= n; size <<= 1) {
            int h = size >> 1;
            int stride = n / size;
            for (int start = 0; start < n; start += size) {
                for (int j = 0; j < h; j++) {
                    double wr = cos[j * stride];
                    double wi = sin[j * stride];
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
}
