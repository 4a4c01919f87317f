package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.input.Location;
import privbench.linalg.Vectors;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

class PreprocessingTest {

    private static final Location AT = new Location("e.yaml", 1, 1);

    private static Dataset random(int n, int d, double scale) {
        var rng = SeededNoise.ofSeed(4).structural("x");
        double[] x = new double[n * d];
        for (int i = 0; i < x.length; i++) {
            x[i] = scale * Gaussians.standard(rng);
        }
        return Dataset.labelled("r", x, n, d, new int[n], List.of("a", "b"), Double.POSITIVE_INFINITY);
    }

    @Test
    void unitNorm_declaresOneAndEveryRowMeetsItExactly() {
        Dataset out = Preprocessing.apply(random(500, 7, 3.3), List.of(new PreprocessStep.UnitNorm(AT)));
        assertEquals(1.0, out.normBound());
        for (int i = 0; i < out.rows(); i++) {
            double norm = Vectors.norm(out.x(), i * 7, 7);
            assertTrue(norm <= 1.0, "row " + i + " has norm " + norm);
            assertTrue(norm > 1 - 1e-12, "row " + i + " was not scaled to the sphere: " + norm);
        }
    }

    @Test
    void clipNorm_shortensOnlyLongRows() {
        Dataset in = Dataset.labelled("c", new double[] {3, 4, 0.3, 0.4}, 2, 2, new int[2], List.of("a", "b"),
                Double.POSITIVE_INFINITY);
        Dataset out = Preprocessing.apply(in, List.of(new PreprocessStep.ClipNorm(2.0, AT)));
        assertEquals(2.0, out.normBound());
        assertEquals(2.0, Vectors.norm(out.x(), 0, 2), 1e-15);
        assertArrayEquals(new double[] {0.3, 0.4}, new double[] {out.x()[2], out.x()[3]});
        assertArrayEquals(new double[] {3, 4, 0.3, 0.4}, in.x(), "the input is never written");
    }

    @Test
    void appendBias_thenUnitNorm_declaresOne_andBiasAfterABoundAddsItsSquare() {
        Dataset in = random(20, 3, 1);
        Dataset biased = Preprocessing.apply(in, List.of(new PreprocessStep.AppendBias(1.0, AT)));
        assertEquals(4, biased.cols());
        assertEquals(1.0, biased.x()[3]);
        assertEquals(Double.POSITIVE_INFINITY, biased.normBound(), "no bound is invented");
        Dataset both = Preprocessing.apply(in, List.of(new PreprocessStep.AppendBias(1.0, AT),
                new PreprocessStep.UnitNorm(AT)));
        assertEquals(1.0, both.normBound());
        Dataset after = Preprocessing.apply(in, List.of(new PreprocessStep.UnitNorm(AT),
                new PreprocessStep.AppendBias(0.5, AT)));
        assertEquals(Math.sqrt(1.25), after.normBound(), 1e-15);
    }

    @Test
    void log1p_isSignedAndKeepsAnEarlierBound() {
        Dataset in = Dataset.labelled("l", new double[] {0, Math.E - 1, -(Math.E - 1), 3}, 2, 2, new int[2],
                List.of("a", "b"), 5.0);
        Dataset out = Preprocessing.apply(in, List.of(new PreprocessStep.Log1p(AT)));
        assertArrayEquals(new double[] {0, 1, -1, Math.log(4)}, out.x(), 1e-15);
        assertEquals(5.0, out.normBound());
    }

    @Test
    void applyOwned_givesTheSameValuesInPlace_andApplyNeverWritesItsInput() {
        List<PreprocessStep> steps = List.of(new PreprocessStep.Log1p(AT), new PreprocessStep.ClipNorm(2.0, AT));
        Dataset input = random(300, 9, 2.5);
        double[] before = input.x().clone();
        Dataset copied = Preprocessing.apply(input, steps);
        assertArrayEquals(before, input.x(), "apply wrote to its input");
        Dataset owned = random(300, 9, 2.5);
        double[] array = owned.x();
        Dataset inPlace = Preprocessing.applyOwned(owned, steps);
        assertArrayEquals(copied.x(), inPlace.x());
        assertTrue(inPlace.x() == array, "applyOwned made a copy of the matrix");
        assertEquals(copied.normBound(), inPlace.normBound());
    }
}
