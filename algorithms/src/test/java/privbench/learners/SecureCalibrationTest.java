package privbench.learners;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.learners.semiprivate.sgd.Init;
import privbench.learners.semiprivate.sgd.NoiseAccountant;
import privbench.learners.semiprivate.sgd.Sampling;
import privbench.learners.semiprivate.sgd.SgdPrivacy;
import privbench.learners.semiprivate.sgd.SgdSettings;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SecureOutputNoise;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.Fixtures;

/**
 * Per family, secure noise is calibrated and priced by the accountant proved for the discrete mechanism: the
 * recorded epsilon is that accountant's price, within the budget, and two negative controls fail it: the
 * continuous GDP calibration (what seeded mode uses) priced by the proved accountant exceeds the budget, and so
 * does the secure noise multiplier made 10% smaller.
 */
class SecureCalibrationTest {

    private static final Budget BUDGET = new Budget(1.0, 1e-5);
    private static final Dataset TRAIN = Fixtures.marginData(300, 8, 0.1, 1, 2);

    private static Fit fit(String id, Map<String, Object> options, boolean secure) {
        var learner = Learners.byId(id).orElseThrow().create(options);
        var noise = secure ? new SecureNoise(SeededNoise.ofSeed(3).structural(id)) : SeededNoise.ofSeed(3);
        return learner.fit(TrainingData.privateOnly(TRAIN), BUDGET, noise);
    }

    /** T steps of Gaussian(s), the event of dp-gd and the margin family's single run. */
    private static PrivacyEvent steps(double multiplier, long t) {
        return new PrivacyEvent.Repeated(new PrivacyEvent.Gaussian(multiplier), t);
    }

    /**
     * dp-gd at (1, 1e-5), tight accounting: sigma = Delta sqrt(T) / mu with mu = sqrt(2 rho); the zCDP price of
     * the seeded (exact GDP) sigma is above 1, as is that of 0.9 sigma. With T fixed, the ratio secure / seeded
     * sigma is mu_gdp / mu_zcdp, the price of proof: 1.0843 at (1, 1e-5), i.e. 8.4% more noise.
     */
    @Test
    void dpGd_zcdp() {
        Map<String, Object> tight = Map.of("accounting", "tight");
        Fit secure = fit("dp-gd", tight, true);
        Fit seeded = fit("dp-gd", tight, false);
        Guarantee g = secure.spent();
        assertEquals("zcdp", g.accountant());
        assertEquals(Accountants.ZCDP.epsilon(g.event(), 1e-5), g.epsilon(), 0.0);
        assertTrue(g.epsilon() <= 1.0 && g.epsilon() > 0.999, g.toString());
        long t = Math.round(secure.diagnostics().get("iterations"));
        double sens = secure.diagnostics().get("sensitivity");
        double secureMultiplier = secure.diagnostics().get("sigma") / sens;
        double seededMultiplier = seeded.diagnostics().get("sigma") / sens;
        double ratio = secureMultiplier / seededMultiplier;
        double expected = privbench.privacy.accounting.Gdp.muFor(1.0, 1e-5)
                / privbench.privacy.noise.SecurePricing.muFor(1.0, 1e-5);
        assertEquals(expected, ratio, 1e-9, "secure / seeded sigma");
        assertEquals(1.0843, ratio, 5e-4, "secure / seeded sigma");
        assertTrue(Accountants.ZCDP.epsilon(steps(seededMultiplier, t), 1e-5) > 1.0, "continuous GDP understates");
        assertTrue(Accountants.ZCDP.epsilon(steps(0.9 * secureMultiplier, t), 1e-5) > 1.0, "10% too small");
    }

    /** The oracle-margin JL learner: one mu-GDP run, in secure mode a zCDP run with mu = sqrt(2 rho). */
    @Test
    void marginFamily_zcdp() {
        Fit secure = fit("wzw-jlgd-oracle", Map.of("accounting", "tight"), true);
        Guarantee g = secure.spent();
        assertEquals("zcdp", g.accountant());
        assertEquals(Accountants.ZCDP.epsilon(g.event(), 1e-5), g.epsilon(), 0.0);
        assertTrue(g.epsilon() <= 1.0 && g.epsilon() > 0.999, g.toString());
        double mu = secure.diagnostics().get("mu");
        assertTrue(Accountants.ZCDP.epsilon(new PrivacyEvent.Zcdp(mu * mu / 2 / 0.81), 1e-5) > 1.0, "10% too small");
        double gdpMu = privbench.privacy.accounting.Gdp.muFor(1.0, 1e-5);
        assertTrue(Accountants.ZCDP.epsilon(new PrivacyEvent.Zcdp(gdpMu * gdpMu / 2), 1e-5) > 1.0,
                "continuous GDP understates");
    }

    /**
     * DP-SGD with Poisson sampling (q = 0.01, 1000 steps): secure calibration by rdp-discrete-subsampled (Zhu and
     * Wang 2019, Thm 6); the PRV multiplier of seeded mode is not enough under the proved bound, nor is 0.9 of the
     * secure one. Shuffled batches: zcdp.
     */
    @Test
    void dpSgd_poissonAndShuffle() {
        SgdSettings poisson = SgdSettings.plain(1, 1000, 10, 1, Init.ZERO, NoiseAccountant.PRV, Sampling.POISSON,
                Calibration.Search.PRECISE);
        SgdPrivacy secure = SgdPrivacy.calibrate(poisson, 1000, 1.0, 1e-5, true);
        SgdPrivacy seeded = SgdPrivacy.calibrate(poisson, 1000, 1.0, 1e-5, false);
        Guarantee g = secure.guarantee(1e-5);
        assertEquals("rdp-discrete-subsampled", g.accountant());
        assertEquals(Accountants.RDP_DISCRETE_SUBSAMPLED.epsilon(secure.event(), 1e-5), g.epsilon(), 0.0);
        assertTrue(g.epsilon() <= 1.0, g.toString());
        assertTrue(Accountants.RDP_DISCRETE_SUBSAMPLED.epsilon(SgdPrivacy.of(poisson, 1000,
                seeded.noiseMultiplier()).event(), 1e-5) > 1.0, "continuous PRV calibration understates");
        assertTrue(Accountants.RDP_DISCRETE_SUBSAMPLED.epsilon(SgdPrivacy.of(poisson, 1000,
                0.9 * secure.noiseMultiplier()).event(), 1e-5) > 1.0, "10% too small");

        SgdSettings shuffle = SgdSettings.plain(1, 1000, 10, 1, Init.ZERO, NoiseAccountant.PRV, Sampling.SHUFFLE,
                Calibration.Search.PRECISE);
        SgdPrivacy shuffled = SgdPrivacy.calibrate(shuffle, 1000, 1.0, 1e-5, true);
        assertEquals("zcdp", shuffled.guarantee(1e-5).accountant());
        assertTrue(shuffled.guarantee(1e-5).epsilon() <= 1.0);
        assertTrue(Accountants.ZCDP.epsilon(SgdPrivacy.of(shuffle, 1000, 0.9 * shuffled.noiseMultiplier()).event(),
                1e-5) > 1.0, "10% too small");
    }

    /**
     * Output perturbation, secure: discrete Laplace of scale sqrt(d) Delta / epsilon per coordinate, pure. The
     * sqrt(d) is needed: w - w' = (Delta / sqrt(d)) (1, ..., 1) has L2 norm Delta and L1 norm sqrt(d) Delta, so a
     * scale of Delta / epsilon (the L2 sensitivity taken for L1, the negative control) would lose sqrt(d) epsilon.
     */
    @Test
    void outputPerturbation_discreteLaplace() {
        Fit f = fit("output-perturbation", Map.of(), true);
        int d = TRAIN.cols();
        double sens = f.diagnostics().get("sensitivity");
        assertEquals("pure", f.spent().accountant());
        assertEquals(1.0, f.spent().epsilon(), 0.0);
        assertTrue(f.spent().caveat().contains("discrete Laplace"), f.spent().caveat());
        assertEquals(Math.sqrt(d) * sens, f.diagnostics().get("noise_scale"), 1e-12 * sens * d);
        double l1OfWorstPair = d * (sens / Math.sqrt(d));
        assertTrue(SecureOutputNoise.l1Sensitivity(d, sens) >= l1OfWorstPair);
        assertTrue(l1OfWorstPair / sens > 1.5, "the L2 sensitivity as L1 would understate the loss");
        Fit auc = fit("auc-output-perturbation", Map.of(), true);
        assertEquals("pure", auc.spent().accountant());
        assertTrue(auc.spent().caveat().contains("discrete Laplace"), auc.spent().caveat());
    }
}
