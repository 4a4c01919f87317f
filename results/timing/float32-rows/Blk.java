import jdk.incubator.vector.*;
public class Blk {
  static final VectorSpecies<Double> D = DoubleVector.SPECIES_512;
  static final VectorSpecies<Float> F = FloatVector.SPECIES_256;
  static DoubleVector ld(float[] x, int o) { return (DoubleVector) FloatVector.fromArray(F, x, o).convertShape(VectorOperators.F2D, D, 0); }
  static double sum(DoubleVector s) { return ((s.lane(0) + s.lane(1)) + (s.lane(2) + s.lane(3))) + ((s.lane(4) + s.lane(5)) + (s.lane(6) + s.lane(7))); }
  static double one(float[] x, int o, double[] w, int len) { DoubleVector s0 = DoubleVector.zero(D);
    for (int j = 0, up = len & ~7; j < up; j += 8) s0 = ld(x, o + j).fma(DoubleVector.fromArray(D, w, j), s0);
    return sum(s0); }
  static void two(float[] x, int o, int o1, double[] w, int len, double[] out, int k) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0;
    for (int j = 0, up = len & ~7; j < up; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j); s0 = ld(x, o + j).fma(wv, s0); s1 = ld(x, o1 + j).fma(wv, s1); }
    out[k] = sum(s0); out[k + 1] = sum(s1); }
  static void four(float[] x, int o, int len, double[] w, double[] out, int k) { DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0, up = len & ~7; j < up; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j);
      s0 = ld(x, o + j).fma(wv, s0); s1 = ld(x, o + len + j).fma(wv, s1); s2 = ld(x, o + 2 * len + j).fma(wv, s2); s3 = ld(x, o + 3 * len + j).fma(wv, s3); }
    out[k] = sum(s0); out[k + 1] = sum(s1); out[k + 2] = sum(s2); out[k + 3] = sum(s3); }
  static void axpy4(double a0, double a1, double a2, double a3, float[] x, int prev, int stride, double[] y, int len) {
    int p1 = prev + stride, p2 = p1 + stride, p3 = p2 + stride;
    DoubleVector v1 = DoubleVector.broadcast(D, a1), v2 = DoubleVector.broadcast(D, a2), v3 = DoubleVector.broadcast(D, a3);
    for (int j = 0, up = len & ~7; j < up; j += 8) {
      DoubleVector u = ld(x, prev + j).mul(a0); u = ld(x, p1 + j).fma(v1, u); u = ld(x, p2 + j).fma(v2, u); u = ld(x, p3 + j).fma(v3, u);
      DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j); } }
  static void axpy4ThenDot4(double a0, double a1, double a2, double a3, float[] x, int prev, int next, int stride, double[] y, double[] w, int len, double[] out) {
    int p1 = prev + stride, p2 = p1 + stride, p3 = p2 + stride, o1 = next + stride, o2 = o1 + stride, o3 = o2 + stride;
    DoubleVector v1 = DoubleVector.broadcast(D, a1), v2 = DoubleVector.broadcast(D, a2), v3 = DoubleVector.broadcast(D, a3);
    DoubleVector s0 = DoubleVector.zero(D), s1 = s0, s2 = s0, s3 = s0;
    for (int j = 0, up = len & ~7; j < up; j += 8) { DoubleVector wv = DoubleVector.fromArray(D, w, j);
      s0 = ld(x, next + j).fma(wv, s0); s1 = ld(x, o1 + j).fma(wv, s1); s2 = ld(x, o2 + j).fma(wv, s2); s3 = ld(x, o3 + j).fma(wv, s3);
      DoubleVector u = ld(x, prev + j).mul(a0); u = ld(x, p1 + j).fma(v1, u); u = ld(x, p2 + j).fma(v2, u); u = ld(x, p3 + j).fma(v3, u);
      DoubleVector.fromArray(D, y, j).add(u).intoArray(y, j); }
    out[0] = sum(s0); out[1] = sum(s1); out[2] = sum(s2); out[3] = sum(s3); }
  static double f(double m) { return m < 1 ? -1e-3 : 0; }
  public static void main(String[] a) {
    int total = 128_000_000; float[] x = new float[total]; java.util.Random rnd = new java.util.Random(1); for (int i = 0; i < total; i++) x[i] = (float) (rnd.nextGaussian() * 0.03);
    int[] lens = java.util.Arrays.stream(a[0].split(",")).mapToInt(Integer::parseInt).toArray();
    for (int rep = 0; rep < 2; rep++) for (int len : lens) for (String k : new String[]{"cur", "b1", "b2", "b4"}) {
      double[] w = new double[len]; java.util.Arrays.fill(w, 0.5); double[] y = new double[len]; double[] out = new double[4];
      int rows = total / len / 256 * 256; double best = 1e9, s = 0; int B = 128; double[] dd = new double[B];
      for (int r = 0; r < 5; r++) { long t0 = System.nanoTime();
        if (k.equals("cur")) {
          four(x, 0, len, w, out, 0);
          for (int i = 4; i < rows; i += 4) { axpy4ThenDot4(f(out[0]), f(out[1]), f(out[2]), f(out[3]), x, (i - 4) * len, i * len, len, y, w, len, out); }
          axpy4(f(out[0]), f(out[1]), f(out[2]), f(out[3]), x, (rows - 4) * len, len, y, len);
        } else {
          for (int b = 0; b < rows; b += B) {
            if (k.equals("b1")) for (int i = b; i < b + B; i++) dd[i - b] = one(x, i * len, w, len);
            else if (k.equals("b2")) for (int i = b; i < b + B; i += 2) two(x, i * len, i * len + len, w, len, dd, i - b);
            else for (int i = b; i < b + B; i += 4) four(x, i * len, len, w, dd, i - b);
            for (int i = b; i < b + B; i += 4) axpy4(f(dd[i - b]), f(dd[i - b + 1]), f(dd[i - b + 2]), f(dd[i - b + 3]), x, i * len, len, y, len); } }
        s += y[3];
        double sec = (System.nanoTime() - t0) / 1e9; if (r > 0) best = Math.min(best, sec); }
      System.out.printf("rep %d row %d %s: %.1f GB/s%s%n", rep, len, k, (double) rows * len * 4 / best / 1e9, s == 1 ? "!" : "");
    }
  }
}
