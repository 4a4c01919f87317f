package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.sweep.ExperimentRun;
import privbench.harness.sweep.FitTimes;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.CsvTable;
import privbench.learners.Learners;

/**
 * {@code preprocess: [{public-bounds: [[low, high], ...]}]}: each feature clipped to its public bounds and mapped to
 * [-1, 1], the declared bound sqrt(k) holding on every row, a wrong number of pairs refused naming both counts; and
 * issue 36's tabular case, Pima diabetes (features on scales from 0-2.4 to 0-846): with domain bounds non-private
 * logistic regression reaches at least 0.74 and a private learner beats the majority rate at epsilon 4, where
 * unit-norm alone leaves the non-private learner near that rate.
 */
class PublicBoundsTest {

    @TempDir
    Path tmp;

    private static final PreprocessStep.PublicBounds BOUNDS = new PreprocessStep.PublicBounds(new double[] {0, -5},
            new double[] {10, 5}, Location.of(Path.of("x.yaml")));

    @Test
    void eachFeatureIsClippedToItsBoundsAndMappedToMinusOneOne_andTheBoundIsSqrtK() {
        Dataset d = Dataset.labelled("t", new double[] {0, 0, 10, 5, 5, -20, 40, 1}, 4, 2, new int[] {0, 1, 0, 1},
                List.of("a", "b"), Double.POSITIVE_INFINITY);
        Dataset out = Preprocessing.apply(d, List.of(BOUNDS));
        double[] x = out.x();
        double[] expected = {-1, 0, 1, 1, 0, -1, 1, 0.2};
        for (int j = 0; j < expected.length; j++) {
            assertEquals(expected[j], x[j], 1e-15, "entry " + j);
        }
        assertEquals(Math.nextUp(Math.sqrt(2)), out.normBound());
        for (int i = 0; i < 4; i++) {
            assertTrue(Math.hypot(x[2 * i], x[2 * i + 1]) <= out.normBound());
        }
        assertEquals("public-bounds:0,10;-5,5", BOUNDS.canonical());
    }

    @Test
    void aWrongNumberOfPairs_isRefusedNamingBothCounts() {
        Dataset d = Dataset.labelled("t", new double[3], 1, 3, new int[] {0}, List.of("a", "b"), 1.0);
        InputException e = assertThrows(InputException.class, () -> Preprocessing.apply(d, List.of(BOUNDS)));
        assertTrue(e.getMessage().contains("gives 2 [low, high] pairs") && e.getMessage().contains("3 features"),
                e.getMessage());
    }

    private CsvTable pima(String preprocess) throws IOException {
        Path yaml = tmp.resolve("pima-" + Math.abs(preprocess.hashCode()) + ".yaml");
        Files.writeString(yaml, """
                name: pima
                description: Pima diabetes with public bounds
                reference: issue 36
                seed: 36
                repetitions: 5
                dataset:
                  builtin: pima
                split: {test: 0.25}
                preprocess: %s
                sweep:
                  epsilon: [4]
                  delta: 1e-5
                learners:
                  - id: non-private-logistic
                  - id: objective-perturbation
                  - id: dp-gd
                metrics: [accuracy]
                """.formatted(preprocess));
        Path out = tmp.resolve("out-" + Math.abs(preprocess.hashCode()));
        new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .run(ExperimentRun.Request.of(yaml, Path.of("").toAbsolutePath()).out(out).threads(2)
                        .commandLine(List.of("run", yaml.toString())).build());
        return CsvTable.read(out.resolve("summary.csv"));
    }

    private static double mean(CsvTable s, String learner) {
        return s.rows().stream().filter(r -> s.get(r, "learner").equals(learner))
                .mapToDouble(r -> Double.parseDouble(s.get(r, "accuracy_mean"))).findFirst().orElseThrow();
    }

    @Test
    void pima_withPublicBounds_learnsWhereUnitNormAloneDoesNot() throws IOException {
        // domain bounds, round numbers from what the measurements can be (not the data's minima and maxima):
        // pregnancies, glucose mg/dL, diastolic pressure mmHg, triceps skinfold mm, insulin muU/ml, BMI, pedigree, age
        String bounds = "[{public-bounds: [[0, 20], [0, 200], [0, 150], [0, 100], [0, 900], [0, 70], [0, 2.5], "
                + "[20, 90]]}, unit-norm]";
        CsvTable withBounds = pima(bounds);
        CsvTable unitNormOnly = pima("[unit-norm]");
        double majority = 500.0 / 768;
        double nonPrivate = mean(withBounds, "non-private-logistic");
        double bestPrivate = Math.max(mean(withBounds, "objective-perturbation"), mean(withBounds, "dp-gd"));
        System.out.printf(java.util.Locale.ROOT, "pima: non-private %.3f with public bounds, %.3f unit-norm only; best "
                + "private at epsilon 4 %.3f; majority rate %.3f%n", nonPrivate,
                mean(unitNormOnly, "non-private-logistic"), bestPrivate, majority);
        assertTrue(nonPrivate >= 0.74, "non-private with public bounds " + nonPrivate);
        assertTrue(bestPrivate > majority + 0.02, "best private at epsilon 4 " + bestPrivate);
        assertTrue(mean(unitNormOnly, "non-private-logistic") < nonPrivate - 0.05,
                "unit-norm alone should be the pitfall: " + mean(unitNormOnly, "non-private-logistic"));
    }
}
