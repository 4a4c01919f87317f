import privbench.linalg.*;

/**
 * The fused gradient pass alone (MarginGradientKernel.sumInto, one thread), float32 and float64 rows of d = 1000 drawn
 * from N(0, 1): G values per second over 512 rows (in cache) and 100,000 rows (from memory), four timings each.
 * kernel-ab.csv holds the last three 100,000-row lines of three alternating calls per build, before (e5572ae) and
 * after (b860bdb), each against that build's algorithms/target/classes, JDK 25, nothing else running:
 *   java --add-modules jdk.incubator.vector -cp algorithms/target/classes KernelPass.java
 */
public class KernelPass {
  public static void main(String[] a) {
    int d = 1000;
    for (int n : new int[]{512, 100_000}) {
      float[] xf = new float[n * d]; double[] xd = new double[n * d];
      java.util.Random r = new java.util.Random(1);
      for (int i = 0; i < xf.length; i++) { xf[i] = (float) r.nextGaussian(); xd[i] = xf[i]; }
      double[] w = new double[d]; for (int j = 0; j < d; j++) w[j] = r.nextGaussian() * 0.01;
      double[] g = new double[d];
      var kf = MarginGradientKernel.of(xf, n, d, Parallelism.SEQUENTIAL);
      var kd = MarginGradientKernel.of(xd, n, d, Parallelism.SEQUENTIAL);
      MarginGradientKernel.Coefficients c = (i, dot) -> dot > 0 ? 0.5 : -0.25;
      int steps = (int) Math.max(5, 5e9 / ((long) n * d) / 10);
      for (int rep = 0; rep < 4; rep++) {
        long t0 = System.nanoTime(); for (int s = 0; s < steps; s++) kf.sumInto(w, g, c); long t1 = System.nanoTime();
        for (int s = 0; s < steps; s++) kd.sumInto(w, g, c); long t2 = System.nanoTime();
        double e = (double) n * d * steps;
        System.out.printf("n=%d float32 %.2f Gelem/s (%.1f GB/s)  float64 %.2f Gelem/s (%.1f GB/s)%n", n, e/(t1-t0), 4*e/(t1-t0), e/(t2-t1), 8*e/(t2-t1));
      }
    }
  }
}
