package privbench.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.special.Erf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reference values: mpmath 1.3 {@code ncdf} / {@code log(ncdf)} at 30 digits, computed for this test. */
class StandardNormalTest {

    private static void assertRelative(double expected, double actual, double rtol) {
        assertEquals(expected, actual, rtol * Math.abs(expected), () -> "relative tolerance " + rtol);
    }

    @ParameterizedTest
    @CsvSource({
        "0, 0.5",
        "-1, 0.15865525393145705141",
        "-0.3, 0.38208857781104736693",
        "0.5, 0.69146246127401310364",
        "1, 0.84134474606854294859",
        "1.96, 0.97500210485177956379",
        "-1.96, 0.024997895148220436213",
        "-2.8, 0.0025551303304279342076",
        "2.8, 0.99744486966957206579",
        "-3, 0.0013498980316300945267",
        "3, 0.99865010196836990547",
        "-5, 2.8665157187919391167e-7",
        "-8.3, 5.2055697448902540246e-17",
        "-10, 7.619853024160526066e-24",
        "-20, 2.7536241186062336951e-89",
        "6, 0.99999999901341235496",
    })
    void cdf_matchesHighPrecisionValues(double x, double expected) {
        // both the series (|x| < 2.8) and the continued fraction (tails) hold ~1e-14 relative;
        // the bound allows the 1 - erf cancellation near x = -2.8 (1e-16 / 0.005)
        assertRelative(expected, StandardNormal.cdf(x), 1e-13);
    }

    @ParameterizedTest
    @CsvSource({
        "-1, -1.8410216450092635058",
        "1.96, -0.025315649164282114853",
        "3, -0.0013508099647481937988",
        "6, -9.8658764552437573169e-10",
        "8.5, -9.4795348222033669988e-18",
        "-8.3, -37.4942174237482545",
        "-38, -726.5572160188201301",
        "-40, -804.60844201375378817",
        "-100, -5005.5242086942050886",
        "-1000, -500007.82669481218431",
        "-100000, -5000000012.4318639983",
    })
    void logCdf_staysAccurateDeepInTheTailsWhereTheCdfUnderflows(double x, double expected) {
        assertRelative(expected, StandardNormal.logCdf(x), 1e-14);
    }

    @Test
    void logCdf_isFinitePastUnderflow_andCdfUnderflowsToZero() {
        // Phi(-40) = 3.7e-350 is below the smallest double; its log is not
        assertEquals(0, StandardNormal.cdf(-40));
        assertTrue(Double.isFinite(StandardNormal.logCdf(-1e6)));
        assertEquals(1, StandardNormal.cdf(40));
        assertEquals(0, StandardNormal.logCdf(40), 1e-300);
    }

    @ParameterizedTest
    @CsvSource({
        "1e-300, -37.047096299361199237",
        "1e-100, -21.273453560965324295",
        "1e-20, -9.2623400897984075737",
        "1e-10, -6.3613409024040561991",
        "1e-5, -4.2648907939228246102",
        "0.01, -2.3263478740408410931",
        "0.1, -1.2815515655446004353",
        "0.25, -0.6744897501960817432",
        "0.975, 1.9599639845400538556",
        "0.9999999, 5.1993375822906610937",
    })
    void quantile_matchesHighPrecisionValues(double p, double expected) {
        // mpmath findroot of log ncdf(x) = log p; Newton on log Phi converges to a few ulps
        assertEquals(expected, StandardNormal.quantile(p), 2e-14 * Math.max(1, Math.abs(expected)));
    }

    @Test
    void quantile_roundTripsTheCdf() {
        for (double x = -37; x <= 5; x += 0.0137) {
            double y = StandardNormal.quantile(StandardNormal.cdf(x));
            // above x ~ 5, 1 - p loses digits to the rounding of p itself; below, Newton lands within 1e-11
            assertEquals(x, y, 1e-11 * Math.max(1, Math.abs(x)), "x = " + x);
        }
        assertEquals(0, StandardNormal.quantile(0.5), 1e-16);
        assertEquals(Double.NEGATIVE_INFINITY, StandardNormal.quantile(0));
        assertEquals(Double.POSITIVE_INFINITY, StandardNormal.quantile(1));
    }

    @Test
    void cdf_agreesWithCommonsMathErfAcrossTheRange() {
        for (double x = -6; x <= 6; x += 0.01) {
            double ref = 0.5 * Erf.erfc(-x / Math.sqrt(2));
            // commons-math3's erfc is accurate to ~1e-15 relative
            assertRelative(ref, StandardNormal.cdf(x), 1e-12);
        }
    }

    @Test
    void pdf_isTheGaussianDensity() {
        assertEquals(0.3989422804014327, StandardNormal.pdf(0), 1e-16);
        assertEquals(0.24197072451914337, StandardNormal.pdf(1), 1e-16);
        assertEquals(StandardNormal.pdf(-1.3), StandardNormal.pdf(1.3));
    }

    @Test
    void badProbabilities_areRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StandardNormal.quantile(1.5));
        assertTrue(e.getMessage().contains("1.5"));
        assertThrows(IllegalArgumentException.class, () -> StandardNormal.quantile(Double.NaN));
        assertTrue(Double.isNaN(StandardNormal.cdf(Double.NaN)));
    }
}
