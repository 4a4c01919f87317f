package privbench.linalg;

/**
 * Picks the {@link RowKernel}: the SIMD one when the JVM was started with
 * {@code --add-modules jdk.incubator.vector} (the launcher, the tests and the benchmarks do), with eight-double
 * vectors where the machine has them natively (AVX-512), the scalar one otherwise. All give the same bits, so
 * the choice changes speed only.
 */
public final class RowKernels {

    private static final RowKernel BEST = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            ? (WideVectorRowKernel.native512() ? WideVectorRowKernel.INSTANCE : VectorRowKernel.INSTANCE)
            : ScalarRowKernel.INSTANCE;

    /**
     * Matrix entries from which a pass uses the SIMD kernel: a learner makes hundreds to thousands of passes,
     * so even a 16,384-entry matrix repays the warm-up within a run; test-sized data stay scalar.
     */
    public static final long SIMD_MIN_ENTRIES = 1L << 14;

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

    /**
     * The kernel for a pass over this many matrix entries: SIMD from {@link #SIMD_MIN_ENTRIES} up, scalar below.
     * Until the JIT has compiled it, vector code runs interpreted at a hundredth of scalar speed (about a second
     * per JVM); a pass this large pays that back within its first steps, a small one never does. Both give the
     * same bits, so the choice changes time only.
     */
    public static RowKernel forEntries(long entries) {
        return entries >= SIMD_MIN_ENTRIES ? BEST : ScalarRowKernel.INSTANCE;
    }

    /**
     * The kernel for work on rows of this length one at a time (DP-SGD's examples): SIMD from 64 values a row,
     * where it pays back its JIT warm-up within a run; scalar below. Same bits either way.
     */
    public static RowKernel forRowLength(int length) {
        return length >= 64 ? BEST : ScalarRowKernel.INSTANCE;
    }

    /** True when {@link #best()} is the SIMD kernel. */
    public static boolean simd() {
        return BEST != ScalarRowKernel.INSTANCE;
    }

    /** The SIMD kernels this JVM can run (none without the vector module), for tests holding each to the scalar one. */
    static java.util.List<RowKernel> simdKernels() {
        if (!simd()) {
            return java.util.List.of();
        }
        return java.util.List.of(VectorRowKernel.INSTANCE, WideVectorRowKernel.INSTANCE);
    }
}
