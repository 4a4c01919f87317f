package privbench.privacy.accounting.pld;

import java.util.function.DoubleUnaryOperator;

/**
 * Composite Gauss-Legendre quadrature: an n-point rule (exact for polynomials of degree 2n - 1) applied on
 * equal panels. Nodes are the roots of the Legendre polynomial P_n, found by Newton's method from the
 * Chebyshev-like guesses cos(pi (i - 1/4) / (n + 1/2)).
 */
final class GaussLegendre {

    private final double[] nodes;
    private final double[] weights;

    GaussLegendre(int n) {
        nodes = new double[n];
        weights = new double[n];
        for (int i = 0; i < (n + 1) / 2; i++) {
            double x = Math.cos(Math.PI * (i + 0.75) / (n + 0.5));
            double derivative = 0;
            for (int it = 0; it < 100; it++) {
                // P_n(x) and P_n'(x) by the three-term recurrence
                double p0 = 1;
                double p1 = x;
                for (int k = 2; k <= n; k++) {
                    double p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
                    p0 = p1;
                    p1 = p2;
                }
                derivative = n * (x * p1 - p0) / (x * x - 1);
                double dx = p1 / derivative;
                x -= dx;
                if (Math.abs(dx) < 1e-16) {
                    break;
                }
            }
            nodes[i] = -x;
            nodes[n - 1 - i] = x;
            double w = 2 / ((1 - x * x) * derivative * derivative);
            weights[i] = w;
            weights[n - 1 - i] = w;
        }
    }

    /** The integral of f over [a, b] split into {@code panels} equal panels. */
    double integrate(DoubleUnaryOperator f, double a, double b, int panels) {
        double width = (b - a) / panels;
        double sum = 0;
        for (int p = 0; p < panels; p++) {
            double mid = a + (p + 0.5) * width;
            double panel = 0;
            for (int i = 0; i < nodes.length; i++) {
                panel += weights[i] * f.applyAsDouble(mid + 0.5 * width * nodes[i]);
            }
            sum += 0.5 * width * panel;
        }
        return sum;
    }
}
