import jdk.incubator.vector.*;

/**
 * Read-only sweeps of a 512 MB float64 array (no update, no coefficients): rows of 1000 and of 4096 doubles, one,
 * four or eight rows a sweep, each row's eight stripes in one 512-bit accumulator; best of five reads after one
 * warm-up, three repetitions. read-patterns.txt holds one call on the AMD EPYC of family 25 (Zen 4), JDK 25:
 *   java --add-modules jdk.incubator.vector -Xmx2g ReadPatterns.java
 */
public class ReadPatterns {
  static final VectorSpecies<Double> D = DoubleVector.SPECIES_512;
  static double one(double[] x, int o, double[] w, int len) { DoubleVector s = DoubleVector.zero(D);
    for (int j = 0; j < len; j += 8) s = DoubleVector.fromArray(D, x, o + j).fma(DoubleVector.fromArray(D, w, j), s);
    return s.reduceLanes(VectorOperators.ADD); }
  static double four(double[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0; j < len; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j);
      s0 = DoubleVector.fromArray(D, x, o + j).fma(wv, s0); s1 = DoubleVector.fromArray(D, x, o + len + j).fma(wv, s1);
      s2 = DoubleVector.fromArray(D, x, o + 2 * len + j).fma(wv, s2); s3 = DoubleVector.fromArray(D, x, o + 3 * len + j).fma(wv, s3); }
    return s0.add(s1).add(s2).add(s3).reduceLanes(VectorOperators.ADD); }
  static double eight(double[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
    for (int j = 0; j < len; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j);
      s0 = DoubleVector.fromArray(D, x, o + j).fma(wv, s0); s1 = DoubleVector.fromArray(D, x, o + len + j).fma(wv, s1);
      s2 = DoubleVector.fromArray(D, x, o + 2 * len + j).fma(wv, s2); s3 = DoubleVector.fromArray(D, x, o + 3 * len + j).fma(wv, s3);
      s4 = DoubleVector.fromArray(D, x, o + 4 * len + j).fma(wv, s4); s5 = DoubleVector.fromArray(D, x, o + 5 * len + j).fma(wv, s5);
      s6 = DoubleVector.fromArray(D, x, o + 6 * len + j).fma(wv, s6); s7 = DoubleVector.fromArray(D, x, o + 7 * len + j).fma(wv, s7); }
    return s0.add(s1).add(s2).add(s3).add(s4).add(s5).add(s6).add(s7).reduceLanes(VectorOperators.ADD); }
  public static void main(String[] a) {
    int total = 64_000_000; double[] x = new double[total]; java.util.Arrays.fill(x, 1.0);
    for (int rep = 0; rep < 3; rep++) for (int len : new int[]{1000, 4096}) for (int k : new int[]{1, 4, 8}) {
      double[] w = new double[len]; java.util.Arrays.fill(w, 0.5); int rows = total / len / 8 * 8; double best = 1e9, s = 0;
      for (int r = 0; r < 6; r++) { long t0 = System.nanoTime();
        if (k == 1) for (int i = 0; i < rows; i++) s += one(x, i * len, w, len);
        else if (k == 4) for (int i = 0; i < rows; i += 4) s += four(x, i * len, w, len);
        else for (int i = 0; i < rows; i += 8) s += eight(x, i * len, w, len);
        double sec = (System.nanoTime() - t0) / 1e9; if (r > 0) best = Math.min(best, sec); }
      System.out.printf("rep %d row %d, %d rows a sweep: %.1f GB/s%s%n", rep, len, k, (double) rows * len * 8 / best / 1e9, s == 1 ? "!" : "");
    }
  }
}
