package privbench.learners.semiprivate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import privbench.data.Dataset;
import privbench.learners.SoftmaxModel;
import privbench.learners.SweepMemo;
import privbench.learners.TrainingData;
import privbench.linalg.Vectors;
import privbench.privacy.Budget;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** spec-003 section 5 items 1-3: public-only PCA, orthonormality and ordering, post-processing identity. */
class PublicPcaTest {

    private static final Dataset PUBLIC = SemiPrivateData.rows(300, 40, 11);

    @Test
    void pca_isBitIdentical_whenAnyPrivateRowChanges_andMovesWhenAPublicRowDoes() {
        Pillar pillar = new Pillar(Pillar.Options.DEFAULTS);
        Dataset priv = SemiPrivateData.rows(200, 40, 12);
        PublicPca reference = pillar.pca(SemiPrivateData.training(Pillar.class, priv, PUBLIC));
        // every private row replaced by arbitrary values, and a neighbouring set with one row removed
        double[] garbage = new double[priv.x().length];
        Gaussians.fillStandard(SeededNoise.ofSeed(3).structural("g"), garbage, 0, garbage.length);
        Dataset replaced = priv.withFeatures(garbage, 40, Double.POSITIVE_INFINITY);
        int[] allButOne = IntStream.range(1, 200).toArray();
        for (Dataset other : new Dataset[] {replaced, priv.rows(allButOne)}) {
            PublicPca again = pillar.pca(SemiPrivateData.training(Pillar.class, other, PUBLIC));
            assertArrayEquals(reference.mean(), again.mean(), 0.0);
            assertArrayEquals(reference.components(), again.components(), 0.0);
            assertEquals(reference, again);
        }
        double[] moved = PUBLIC.x().clone();
        moved[5] += 0.5;
        PublicPca changed = pillar.pca(SemiPrivateData.training(Pillar.class, priv,
                PUBLIC.withFeatures(moved, 40, Double.POSITIVE_INFINITY)));
        assertNotEquals(reference, changed);
    }

    /**
     * Through a run's memo, fits of several k on the same public rows decompose them once and give the bits of fresh
     * fits, on both solver paths; other rows (a copy with the same values) are another key.
     */
    @ParameterizedTest(name = "n_U = {0}, d = {1}")
    @CsvSource({"300, 40", "30, 60"})
    void rememberedDecomposition_givesTheBitsOfFreshFits_forEveryK(int nu, int d) {
        Dataset pub = SemiPrivateData.rows(nu, d, 31);
        SweepMemo memo = SweepMemo.forRun();
        for (int k : new int[] {5, 2, 12, 5}) {
            PublicPca fresh = PublicPca.fit(pub, k, true);
            PublicPca remembered = PublicPca.fit(pub, k, true, memo);
            assertArrayEquals(fresh.components(), remembered.components(), 0.0);
            assertArrayEquals(fresh.variances(), remembered.variances(), 0.0);
            assertArrayEquals(fresh.mean(), remembered.mean(), 0.0);
        }
        assertEquals(PublicPca.fit(pub, 3, false), PublicPca.fit(pub, 3, false, memo), "centring is in the key");
        Dataset copy = pub.withFeatures(pub.x().clone(), d, pub.normBound());
        assertEquals(PublicPca.fit(pub, 4, true), PublicPca.fit(copy, 4, true, memo));
    }

    /** Both solver paths: the covariance (n_U >= d) and the Gram matrix (n_U < d). */
    @ParameterizedTest(name = "n_U = {0}, d = {1}, centred = {2}")
    @CsvSource({"300, 40, true", "300, 40, false", "30, 60, true", "30, 60, false"})
    void components_areOrthonormal_sortedWithDeterministicSigns_andEigenvectorsOfSigma(int nu, int d, boolean centre) {
        Dataset pub = SemiPrivateData.rows(nu, d, 21);
        int k = Math.min(10, nu - 1);
        PublicPca pca = PublicPca.fit(pub, k, centre);
        double[] a = pca.components();
        for (int i = 0; i < k; i++) {
            for (int j = 0; j <= i; j++) {
                assertEquals(i == j ? 1 : 0, Vectors.dot(a, i * d, a, j * d, d), 1e-10, "A^T A = I");
            }
            int best = 0;
            for (int j = 1; j < d; j++) {
                best = Math.abs(a[i * d + j]) > Math.abs(a[i * d + best]) ? j : best;
            }
            assertTrue(a[i * d + best] > 0, "deterministic sign");
        }
        double[] lambda = pca.variances();
        for (int i = 1; i < lambda.length; i++) {
            assertTrue(lambda[i] <= lambda[i - 1], "eigenvalues non-increasing");
        }
        double[] sigma = covariance(pub, pca.mean());
        double residual = 0;
        for (int i = 0; i < k; i++) {
            for (int r = 0; r < d; r++) {
                double s = Vectors.dot(sigma, r * d, a, i * d, d) - lambda[i] * a[i * d + r];
                residual += s * s;
            }
        }
        // spec-003 section 5 item 2: ||Sigma A - A Lambda||_F <= 1e-8 ||Sigma||_F
        assertTrue(Math.sqrt(residual) <= 1e-8 * Vectors.norm(sigma), "residual " + Math.sqrt(residual));
    }

    @Test
    void fullDimension_isAnIsometry() {
        Dataset pub = SemiPrivateData.rows(300, 20, 31);
        PublicPca pca = PublicPca.fit(pub, 20, true);
        Dataset x = SemiPrivateData.rows(50, 20, 32);
        Dataset z = pca.project(x);
        for (int i = 1; i < 50; i++) {
            assertEquals(distance(x.x(), 0, i * 20, 20), distance(z.x(), 0, i * 20, 20), 1e-9);
        }
    }

    @Test
    void liftedModel_predictsAsTheProjectedModel_on1000RandomPoints() {
        PublicPca pca = PublicPca.fit(PUBLIC, 8, true);
        double[] w = new double[10 * 8];
        double[] b = new double[10];
        var rng = SeededNoise.ofSeed(41).structural("model");
        Gaussians.fillStandard(rng, w, 0, w.length);
        Gaussians.fillStandard(rng, b, 0, b.length);
        double[] x = new double[1000 * 40];
        Gaussians.fillStandard(rng, x, 0, x.length);
        Dataset points = Dataset.unlabelled("x", x, 1000, 40, PUBLIC.classNames(), Double.POSITIVE_INFINITY);
        SoftmaxModel onZ = new SoftmaxModel(w, b, 10, 8);
        SoftmaxModel onX = pca.lift(w, b, 10);
        double[] sz = onZ.scores(pca.project(points));
        double[] sx = onX.scores(points);
        assertArrayEquals(sz, sx, 1e-9);
        assertArrayEquals(onZ.predict(pca.project(points)), onX.predict(points));
    }

    @Test
    void tooManyComponents_areRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> PublicPca.fit(SemiPrivateData.rows(10, 40, 1), 10,
                true));
        assertTrue(e.getMessage().contains("= [1, 9]"), e.getMessage());
        var missing = assertThrows(IllegalArgumentException.class, () -> new Pillar(Pillar.Options.DEFAULTS).fit(
                TrainingData.privateOnly(SemiPrivateData.rows(50, 40, 1)), new Budget(1, 1e-5),
                SeededNoise.ofSeed(1)));
        assertTrue(missing.getMessage().contains("public rows"), missing.getMessage());
    }

    private static double[] covariance(Dataset rows, double[] mu) {
        int d = rows.cols();
        double[] s = new double[d * d];
        double[] c = new double[d];
        for (int i = 0; i < rows.rows(); i++) {
            for (int j = 0; j < d; j++) {
                c[j] = rows.x()[i * d + j] - mu[j];
            }
            for (int a = 0; a < d; a++) {
                Vectors.axpy(c[a] / rows.rows(), c, 0, s, a * d, d);
            }
        }
        return s;
    }

    private static double distance(double[] x, int o1, int o2, int d) {
        double s = 0;
        for (int j = 0; j < d; j++) {
            s += (x[o1 + j] - x[o2 + j]) * (x[o1 + j] - x[o2 + j]);
        }
        return Math.sqrt(s);
    }
}
