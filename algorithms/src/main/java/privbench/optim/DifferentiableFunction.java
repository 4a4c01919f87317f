package privbench.optim;

/**
 * A smooth function of a vector, evaluated together with its gradient (the only way solvers call it).
 */
public interface DifferentiableFunction {

    /** The number of variables. */
    int dimension();

    /**
     * Returns f(x) and writes the gradient at x into {@code gradient} (length {@link #dimension()}).
     * Must not keep or modify x.
     */
    double valueAndGradient(double[] x, double[] gradient);
}
