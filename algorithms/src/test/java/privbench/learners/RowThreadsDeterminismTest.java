package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.data.Dataset;
import privbench.linalg.MarginGradientKernel;
import privbench.linalg.Parallelism;
import privbench.privacy.Budget;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;
import privbench.testing.ThreadedParallelism;

/**
 * Every learner gives the same bits whatever threads its row passes may use, and float32 storage gives the bits
 * of its exact float64 widening (the fused pass reads floats, every other read sees the widened values).
 */
class RowThreadsDeterminismTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);

    // n d = 16,800 entries: above the kernel's thresholds for threads and SIMD, and 2 blocks of rows
    private static final int N = 420;
    private static final int D = 40;

    static Stream<LearnerSpec<?>> learners() {
        return Learners.ALL.stream();
    }

    private static double[] scores(LearnerSpec<?> spec, Dataset train) {
        Dataset pub = !spec.needsPublic() ? Dataset.empty("public", D, train.classNames()).withoutLabels()
                : Fixtures.marginData(100, D, 0.1, 1, 99);
        Fit f = spec.create(Map.of()).fit(TrainingData.forLearner(spec, train, pub), BUDGET,
                SeededNoise.forCell(3, spec.id()));
        // scores on the float64 rows, so that every fit is evaluated on the same numbers
        return f.model().scores(Fixtures.marginData(N, D, 0.1, 1, 5));
    }

    @ParameterizedTest
    @MethodSource("learners")
    void threadsDoNotChangeTheBits(LearnerSpec<?> spec) {
        assertTrue((long) N * D > 1 << 14 && N > MarginGradientKernel.BLOCK_ROWS);
        Dataset train = Fixtures.marginData(N, D, 0.1, 1, 5);
        double[] one = scores(spec, train.withRowParallelism(Parallelism.SEQUENTIAL));
        double[] three = scores(spec, train.withRowParallelism(ThreadedParallelism.THREE));
        assertArrayEquals(one, three, 0.0, spec.id());
    }

    @ParameterizedTest
    @MethodSource("learners")
    void float32StorageGivesTheBitsOfItsWidening(LearnerSpec<?> spec) {
        Dataset f32 = Fixtures.marginData(N, D, 0.1, 1, 5).toFloat32();
        assertEquals("float32", f32.precision());
        Dataset widened = f32.withFeatures(f32.x().clone(), D, f32.normBound());
        assertEquals("float64", widened.precision());
        assertArrayEquals(scores(spec, widened), scores(spec, f32.withRowParallelism(ThreadedParallelism.THREE)), 0.0,
                spec.id());
    }
}
