package privbench.linalg;

/**
 * Picks the {@link RowKernel}: the SIMD one when the JVM was started with
 * {@code --add-modules jdk.incubator.vector} (the launcher, the tests and the benchmarks do), the scalar one
 * otherwise. Both give the same bits, so the choice changes speed only.
 */
public final class RowKernels {

    private static final RowKernel BEST = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            ? VectorRowKernel.INSTANCE : ScalarRowKernel.INSTANCE;

    private RowKernels() {
    }

    /** The fastest kernel this JVM can run. */
    public static RowKernel best() {
        return BEST;
    }

    /** The plain-Java reference kernel. */
    public static RowKernel scalar() {
        return ScalarRowKernel.INSTANCE;
    }

    /** True when {@link #best()} is the SIMD kernel. */
    public static boolean simd() {
        return BEST != ScalarRowKernel.INSTANCE;
    }
}
