package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.privacy.noise.SeededNoise;

/**
 * The Gaussian fit's interval (issue 40, item 1): on normal scores of known shift its 95% interval covers the true
 * mu as often as it says, within the binomial tolerance of the number of trials; an interval that drops the
 * mu^2 term of the variance covers too rarely at a large shift, and the test sees it (negative control).
 */
class GaussianFitTest {

    @TempDir
    Path tmp;

    private static double[] normal(RandomGenerator g, int n, double mean) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = mean + g.nextGaussian();
        }
        return v;
    }

    /** Trials out of {@code trials} whose interval covers mu, the second count for the interval without mu^2. */
    private static int[] coverage(double mu, int runs, int trials) {
        RandomGenerator g = SeededNoise.forCell(40, "gaussian-fit-test").structural("mu" + mu);
        int covered = 0;
        int naive = 0;
        double z = 1.959963984540054;
        for (int t = 0; t < trials; t++) {
            GaussianFit f = GaussianFit.of(normal(g, runs, mu), normal(g, runs, 0), 0.95);
            covered += f.lower() <= mu && mu <= f.upper() ? 1 : 0;
            double se = Math.sqrt(2.0 / runs);
            naive += f.mu() - z * se <= mu && mu <= f.mu() + z * se ? 1 : 0;
        }
        return new int[] {covered, naive};
    }

    @Test
    void theInterval_coversTheTrueShift_asOftenAsItSays() {
        int trials = 2000;
        // the count of covering intervals is Bin(trials, 0.95) when the interval is right: a two-sided 1e-4 band
        BinomialDistribution right = new BinomialDistribution(trials, 0.95);
        int low = right.inverseCumulativeProbability(5e-5);
        int high = right.inverseCumulativeProbability(1 - 5e-5);
        for (double mu : new double[] {0.0, 1.0, 3.0}) {
            int[] c = coverage(mu, 500, trials);
            assertTrue(c[0] >= low && c[0] <= high, "mu " + mu + ": " + c[0] + " of " + trials + " covered, band ["
                    + low + ", " + high + "]");
        }
        // negative control: without the mu^2 / (2 (n_in + n_out)) term the interval is too short at mu = 3
        int[] c = coverage(3.0, 500, trials);
        assertTrue(c[1] < low, "the interval without mu^2 covered " + c[1] + " of " + trials + ", expected below " + low);
    }

    @Test
    void constantScores_andBadConfidence() {
        GaussianFit f = GaussianFit.of(new double[] {1, 1, 1}, new double[] {0, 0, 0}, 0.95);
        assertEquals(Double.POSITIVE_INFINITY, f.mu());
        assertEquals(0.0, GaussianFit.of(new double[] {0, 0}, new double[] {0, 0}, 0.95).mu());
        assertThrows(IllegalArgumentException.class, () -> GaussianFit.of(new double[] {1}, new double[] {0}, 1.0));
        // in scoring lower gives a negative shift, not a clamped one
        assertTrue(GaussianFit.of(new double[] {0, 1, 0, 1}, new double[] {2, 3, 2, 3}, 0.95).mu() < 0);
    }

    @Test
    void anOlderTablesHeader_getsTheRowInItsColumns_andAnUnknownColumnIsRefused() throws IOException {
        // a row whose fields are the column names themselves, to see which lands where
        String named = AuditTable.HEADER;
        Path file = Files.writeString(tmp.resolve("old.csv"), "learner,epsilon_lb,violation\n");
        assertEquals("learner,epsilon_lb,violation", AuditTable.inColumns(file, "learner,epsilon_lb,violation", named));
        // the previous version's 18 columns: the four interval columns are left out, in order
        String previous = String.join(",", List.of(AuditTable.HEADER.split(",")).subList(0, 18));
        assertEquals(previous, AuditTable.inColumns(file, previous, named));
        var e = assertThrows(IllegalArgumentException.class,
                () -> AuditTable.inColumns(file, "learner,speed", named));
        assertTrue(e.getMessage().contains("old.csv: line 1: column 'speed'"), e.getMessage());
    }
}
