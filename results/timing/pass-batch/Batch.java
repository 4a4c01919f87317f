import java.util.Arrays;
import java.util.Random;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;

/**
 * m passes over the same n x d float64 rows at once (M*'s candidates), MarginGradientKernel.sumIntoAll, on one
 * thread: seconds a step after two warm-up rounds, and the GFLOP/s of 4 n d m flops a step (a dot product and an
 * update per row and pass). The coefficient rule is 0 for every row ("dots", so the updates are skipped) or 1
 * ("all"). The hash of the gradients says the bits: the same before and after a change that keeps them.
 * Run: java --add-modules jdk.incubator.vector -cp algorithms.jar:. Batch n d m steps coefficient
 */
public class Batch {
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        int d = Integer.parseInt(a[1]);
        int m = Integer.parseInt(a[2]);
        int steps = Integer.parseInt(a[3]);
        double coefficient = Double.parseDouble(a[4]);
        Random r = new Random(1);
        double[] x = new double[n * d];
        for (int i = 0; i < x.length; i++) {
            x[i] = r.nextGaussian() / Math.sqrt(d);
        }
        double[][] w = new double[m][d];
        double[][] g = new double[m][d];
        for (double[] v : w) {
            for (int i = 0; i < d; i++) {
                v[i] = r.nextGaussian();
            }
        }
        MarginGradientKernel.Coefficients[] c = new MarginGradientKernel.Coefficients[m];
        Arrays.fill(c, (MarginGradientKernel.Coefficients) (i, dot) -> coefficient);
        var k = MarginGradientKernel.of(x, n, d, Parallelism.SEQUENTIAL);
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            for (int s = 0; s < steps; s++) {
                MarginGradientKernel.sumIntoAll(k, w, g, c);
                for (int j = 0; j < m; j++) {
                    for (int i = 0; i < d; i++) {
                        w[j][i] -= 1e-3 * g[j][i];
                    }
                }
            }
            double sec = (System.nanoTime() - t0) / 1e9;
            if (round == 2) {
                System.out.printf("n=%d d=%d m=%d coefficient=%s: %.4f s a step, %.1f GFLOP/s, hash %08x%n", n, d, m,
                        coefficient, sec / steps, 4.0 * n * d * m * steps / sec / 1e9, Arrays.deepHashCode(g));
            }
        }
    }
}
