import jdk.incubator.vector.*;
public class F32Read {
  static final VectorSpecies<Double> D = DoubleVector.SPECIES_512;
  static final VectorSpecies<Float> F = FloatVector.SPECIES_256;
  static final VectorSpecies<Float> F16 = FloatVector.SPECIES_512;
  static DoubleVector ld(float[] x, int o) { return (DoubleVector) FloatVector.fromArray(F, x, o).convertShape(VectorOperators.F2D, D, 0); }
  static double sum(DoubleVector s) { return s.reduceLanes(VectorOperators.ADD); }
  static double four(float[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0, up = len & ~7; j < up; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j);
      s0 = ld(x, o + j).fma(wv, s0); s1 = ld(x, o + len + j).fma(wv, s1);
      s2 = ld(x, o + 2 * len + j).fma(wv, s2); s3 = ld(x, o + 3 * len + j).fma(wv, s3); }
    return sum(s0) + sum(s1) + sum(s2) + sum(s3); }
  static double four16(float[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0, up = len & ~15; j < up; j += 16) { DoubleVector wa = DoubleVector.fromArray(D, w, j), wb = DoubleVector.fromArray(D, w, j + 8);
      FloatVector f0 = FloatVector.fromArray(F16, x, o + j), f1 = FloatVector.fromArray(F16, x, o + len + j),
        f2 = FloatVector.fromArray(F16, x, o + 2 * len + j), f3 = FloatVector.fromArray(F16, x, o + 3 * len + j);
      s0 = ((DoubleVector) f0.convertShape(VectorOperators.F2D, D, 0)).fma(wa, s0);
      s1 = ((DoubleVector) f1.convertShape(VectorOperators.F2D, D, 0)).fma(wa, s1);
      s2 = ((DoubleVector) f2.convertShape(VectorOperators.F2D, D, 0)).fma(wa, s2);
      s3 = ((DoubleVector) f3.convertShape(VectorOperators.F2D, D, 0)).fma(wa, s3);
      s0 = ((DoubleVector) f0.convertShape(VectorOperators.F2D, D, 1)).fma(wb, s0);
      s1 = ((DoubleVector) f1.convertShape(VectorOperators.F2D, D, 1)).fma(wb, s1);
      s2 = ((DoubleVector) f2.convertShape(VectorOperators.F2D, D, 1)).fma(wb, s2);
      s3 = ((DoubleVector) f3.convertShape(VectorOperators.F2D, D, 1)).fma(wb, s3); }
    return sum(s0) + sum(s1) + sum(s2) + sum(s3); }
  static double one(float[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D);
    for (int j = 0, up = len & ~7; j < up; j += 8) s0 = ld(x, o + j).fma(DoubleVector.fromArray(D, w, j), s0);
    return sum(s0); }
  static double fourF(float[] x, int o, float[] w, int len) { FloatVector s0 = FloatVector.zero(F16), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0, up = len & ~15; j < up; j += 16) { FloatVector wv = FloatVector.fromArray(F16, w, j);
      s0 = FloatVector.fromArray(F16, x, o + j).fma(wv, s0); s1 = FloatVector.fromArray(F16, x, o + len + j).fma(wv, s1);
      s2 = FloatVector.fromArray(F16, x, o + 2 * len + j).fma(wv, s2); s3 = FloatVector.fromArray(F16, x, o + 3 * len + j).fma(wv, s3); }
    return s0.reduceLanes(VectorOperators.ADD) + s1.reduceLanes(VectorOperators.ADD) + s2.reduceLanes(VectorOperators.ADD) + s3.reduceLanes(VectorOperators.ADD); }
  public static void main(String[] a) {
    int total = 128_000_000; float[] x = new float[total]; java.util.Arrays.fill(x, 1.0f);
    for (int rep = 0; rep < 3; rep++) for (int len : new int[]{1008, 4096}) for (String k : new String[]{"one", "four", "four16", "fourF"}) {
      double[] w = new double[len]; java.util.Arrays.fill(w, 0.5); float[] wf = new float[len]; java.util.Arrays.fill(wf, 0.5f);
      int rows = total / len / 8 * 8; double best = 1e9, s = 0;
      for (int r = 0; r < 6; r++) { long t0 = System.nanoTime();
        switch (k) {
          case "one": for (int i = 0; i < rows; i++) s += one(x, i * len, w, len); break;
          case "four": for (int i = 0; i < rows; i += 4) s += four(x, i * len, w, len); break;
          case "four16": for (int i = 0; i < rows; i += 4) s += four16(x, i * len, w, len); break;
          default: for (int i = 0; i < rows; i += 4) s += fourF(x, i * len, wf, len); }
        double sec = (System.nanoTime() - t0) / 1e9; if (r > 0) best = Math.min(best, sec); }
      System.out.printf("rep %d row %d %s: %.1f GB/s%s%n", rep, len, k, (double) rows * len * 4 / best / 1e9, s == 1 ? "!" : "");
    }
  }
}
