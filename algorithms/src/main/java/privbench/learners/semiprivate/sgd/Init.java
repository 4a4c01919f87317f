package privbench.learners.semiprivate.sgd;

/**
 * How the softmax weights start (data-independent, so free).
 */
public enum Init {
    /** U(-1/sqrt(k), 1/sqrt(k)) for every weight and bias, PyTorch's nn.Linear default (spec-003 CHOICE). */
    UNIFORM,
    /** All zeros. */
    ZERO
}
