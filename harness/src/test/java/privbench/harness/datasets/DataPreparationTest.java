package privbench.harness.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.evaluation.Metrics;
import privbench.evaluation.Predictions;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.testing.Resources;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.learners.LinearModel;
import privbench.linalg.Parallelism;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.ThreadedParallelism;

class DataPreparationTest {

    private static final DataDirectory DIRS = new DataDirectory(Optional.empty(), Map.of());

    private static DataPreparation prep(String file) {
        Experiment e = ExperimentReader.read(Resources.path(file));
        return new DataPreparation(e.seed(), e, new DataLoader(DIRS).load(e));
    }

    private static DataKey key(double margin, double outliers, int d, int rep) {
        return new DataKey(Map.of("margin", margin, "concentration", 10.0), outliers, d, rep);
    }

    private static Set<String> rows(Dataset d) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i < d.rows(); i++) {
            out.add(Arrays.toString(Arrays.copyOfRange(d.x(), i * d.cols(), (i + 1) * d.cols())));
        }
        return out;
    }

    @Test
    void subsamples_areNestedPrefixesOfOneSeededOrder() {
        PreparedData p = prep("experiments/sonar.yaml").prepare(new DataKey(Map.of(), 0, 60, 0));
        Dataset small = p.subsample(30);
        Dataset large = p.subsample(100);
        assertArrayEquals(small.x(), Arrays.copyOf(large.x(), small.x().length));
        assertArrayEquals(small.labels(), Arrays.copyOf(large.labels(), 30));
    }

    @Test
    void sameKey_sameRows_otherRepetition_otherRows() {
        DataPreparation prep = prep("experiments/sonar.yaml");
        PreparedData a = prep.prepare(new DataKey(Map.of(), 0, 60, 0));
        PreparedData b = prep.prepare(new DataKey(Map.of(), 0, 60, 0));
        PreparedData c = prep.prepare(new DataKey(Map.of(), 0, 60, 1));
        assertEquals(a, b);
        assertNotEquals(a.test(), c.test(), "each repetition draws its own split");
    }

    @Test
    void fileData_partsAreDisjointAndSizedAsTheFactsSay() {
        DataPreparation prep = prep("experiments/sonar.yaml");
        PreparedData p = prep.prepare(new DataKey(Map.of(), 0, 60, 0));
        // 208 rows: 52 test, then 20% of 156 = 31 public, 125 private
        assertEquals(52, p.test().rows());
        assertEquals(31, p.publicRows().rows());
        assertEquals(125, p.privatePool().rows());
        Set<String> priv = rows(p.privatePool());
        Set<String> test = rows(p.test());
        Set<String> pub = rows(p.publicRows());
        assertTrue(priv.stream().noneMatch(test::contains), "private and test rows overlap");
        assertTrue(priv.stream().noneMatch(pub::contains), "private and public rows overlap");
        assertTrue(pub.stream().noneMatch(test::contains), "public and test rows overlap");
        assertEquals(2.0, p.privatePool().normBound(), "clip-norm: 2.0 declares 2");
    }

    @Test
    void outliers_flipExactlyTheirShareOfTrainingLabels_nested_andNeverTestLabels() {
        DataPreparation prep = prep("experiments/sweep-axes.yaml");
        PreparedData clean = prep.prepare(key(0.1, 0.0, 3, 0));
        PreparedData ten = prep.prepare(key(0.1, 0.1, 3, 0));
        PreparedData twenty = prep.prepare(key(0.1, 0.2, 3, 0));
        assertArrayEquals(clean.test().labels(), twenty.test().labels(), "test labels are never flipped");
        assertArrayEquals(clean.test().x(), twenty.test().x());
        // n = 300 private rows with a public fraction 0.1 makes a pool of 333 rows (300 private, 33 public), so
        // round(0.1 x 333) = 33 (resp. round(0.2 x 333) = 67) flips, spread over the private and public parts;
        // the public split is stratified by the flipped labels, so compare the rows as (features -> label)
        Map<String, Integer> c = labels(clean);
        Map<String, Integer> t = labels(ten);
        Map<String, Integer> w = labels(twenty);
        assertEquals(c.keySet(), w.keySet(), "outliers change labels, never rows");
        long flips10 = c.keySet().stream().filter(k -> !c.get(k).equals(t.get(k))).count();
        long flips20 = c.keySet().stream().filter(k -> !c.get(k).equals(w.get(k))).count();
        assertEquals(33, flips10);
        assertEquals(67, flips20);
        assertTrue(c.keySet().stream().filter(k -> !c.get(k).equals(t.get(k))).allMatch(k -> !c.get(k).equals(w.get(k))),
                "the rows flipped at 10% are flipped at 20% too");
    }

    private static Map<String, Integer> labels(PreparedData p) {
        Map<String, Integer> out = new HashMap<>();
        for (Dataset d : new Dataset[] {p.privatePool(), p.publicRows()}) {
            for (int i = 0; i < d.rows(); i++) {
                out.put(Arrays.toString(Arrays.copyOfRange(d.x(), i * d.cols(), (i + 1) * d.cols())), d.label(i));
            }
        }
        return out;
    }

    @Test
    void syntheticTestRows_comeFromTheTrainingDistribution() {
        PreparedData p = prep("experiments/tiny.yaml").prepare(key(0.2, 0.0, 5, 0));
        assertEquals(400, p.privatePool().rows());
        assertEquals(133, p.test().rows(), "round(400 x 0.25 / 0.75)");
        assertFalse(rows(p.test()).stream().anyMatch(rows(p.privatePool())::contains), "test rows are new draws");
        // the mean difference of the training rows separates the test rows: with margin 0.2 and unit rows the
        // class means are at least 0.4 apart along the true separator, and 400 rows estimate them to ~0.05,
        // so anything near chance (0.5) means the test rows used another separator
        Predictions pr = Predictions.of(meanDifference(p.privatePool()), p.test());
        double accuracy = Metrics.byId("accuracy").orElseThrow().value(pr);
        assertTrue(accuracy > 0.9, "accuracy " + accuracy);
        PreparedData other = prep("experiments/tiny.yaml").prepare(key(0.2, 0.0, 5, 1));
        assertNotEquals(p.test(), other.test());
    }

    private static LinearModel meanDifference(Dataset t) {
        int d = t.cols();
        double[] w = new double[d];
        for (int i = 0; i < t.rows(); i++) {
            for (int j = 0; j < d; j++) {
                w[j] += t.sign(i) * t.x()[i * d + j];
            }
        }
        return LinearModel.of(w);
    }

    /**
     * File rows must keep their bits: the private pool gathered once through composed indices and preprocessed in
     * place equals the pool the step-by-step gathers made (split, then public rows, then the subsample order,
     * then preprocessing on copies); the loaded rows themselves are never written.
     */
    @Test
    void fileRows_areTheValuesOfStepByStepGathers_andTheLoadedRowsAreUntouched() {
        Experiment e = ExperimentReader.read(Resources.path("experiments/sonar.yaml"));
        LoadedData.Files f = (LoadedData.Files) new DataLoader(DIRS).load(e);
        DataPreparation prep = new DataPreparation(e.seed(), e, f);
        double[] loaded = f.rows().x().clone();
        for (int rep = 0; rep < 2; rep++) {
            DataKey key = new DataKey(Map.of(), 0, 60, rep);
            PreparedData p = prep.prepare(key);
            NoiseSource root = SeededNoise.ofSeed(prep.dataSeed(key));
            var split = StratifiedSplit.of(f.rows().labels(), f.rows().classes(),
                    ((SplitSpec.TestFraction) e.split()).fraction().value(), root.structural("split"));
            Dataset pool = f.rows().rows(split.kept());
            var pub = StratifiedSplit.of(pool.labels(), pool.classes(),
                    ((PublicSpec.Fraction) e.publicRows()).fraction().value(), root.structural("public"));
            Dataset publicRows = pool.rows(pub.held());
            pool = pool.rows(pub.kept());
            pool = pool.rows(Permutation.of(pool.rows(), root.structural("subsample")));
            Dataset expected = Preprocessing.apply(pool, e.preprocess());
            assertArrayEquals(expected.x(), p.privatePool().x(), "repetition " + rep);
            assertArrayEquals(expected.labels(), p.privatePool().labels());
            assertArrayEquals(Preprocessing.apply(publicRows, e.preprocess()).x(), p.publicRows().x());
            assertArrayEquals(Preprocessing.apply(f.rows().rows(split.held()), e.preprocess()).x(), p.test().x());
        }
        assertArrayEquals(loaded, f.rows().x(), "preparation wrote to the loaded rows");
    }

    @Test
    void generatedRows_areTheSameBits_onAnyThreads() {
        DataPreparation prep = prep("experiments/blocks.yaml");
        DataKey key = key(0.1, 0.05, 6, 1);
        PreparedData one = prep.prepare(key, Parallelism.SEQUENTIAL);
        PreparedData three = prep.prepare(key, ThreadedParallelism.THREE);
        assertEquals(one, three);
        assertEquals(one, prep.prepare(key));
    }

    /**
     * The generated pool keeps its draw order (no permutation pass): its prefixes are i.i.d. rows, so with 5%
     * outliers over 2500 rows (125 flips, a seeded uniform subset) the first 1000 rows hold a hypergeometric
     * count of flips, mean 50 and sd sqrt(1000 x 0.05 x 0.95 x 1500/2499) = 5.3: within 5 sd of 50. A pool whose
     * flips sat at the front (an unshuffled flip order) would hold 125; at the back, 0.
     */
    @Test
    void generatedPool_flipsAreSpreadOverItsPrefixes() {
        DataPreparation prep = prep("experiments/blocks.yaml");
        PreparedData clean = prep.prepare(key(0.1, 0.0, 6, 0));
        PreparedData noisy = prep.prepare(key(0.1, 0.05, 6, 0));
        assertArrayEquals(clean.privatePool().x(), noisy.privatePool().x(), "outliers change labels, never rows");
        int flips = 0;
        int prefixFlips = 0;
        for (int i = 0; i < clean.privatePool().rows(); i++) {
            if (clean.privatePool().label(i) != noisy.privatePool().label(i)) {
                flips++;
                prefixFlips += i < 1000 ? 1 : 0;
            }
        }
        assertEquals(125, flips);
        assertEquals(50, prefixFlips, 5 * 5.3);
    }

    @Test
    void subsamples_areSharedPerN_andTheWholePoolIsNotCopied() {
        PreparedData p = prep("experiments/blocks.yaml").prepare(key(0.1, 0.0, 6, 0));
        assertTrue(p.subsample(1000) == p.subsample(1000), "each cell with n = 1000 would copy the rows again");
        assertTrue(p.subsample(2500) == p.privatePool());
        assertEquals(8L * (2500 + 1000 + 625) * 6, p.featureBytes(), "pool, the n = 1000 prefix and 625 test rows");
    }
}
