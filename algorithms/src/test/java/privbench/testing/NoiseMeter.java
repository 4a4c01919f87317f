package privbench.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import privbench.privacy.noise.NoiseSource;

/**
 * Measures the Gaussian noise a learner actually receives, grouped by the standard deviation it was drawn at, so
 * that a test can hold it against the sigma the learner's ledger priced. Placed between the learner and the
 * stream (or below a {@link ScaledNoise}, which then shows up as noise smaller than the ledger says); the draws
 * themselves are unchanged. Children share one tally.
 */
public final class NoiseMeter extends DelegatingNoise {

    /** The draws made at one requested standard deviation: their count and sum of squares. */
    public record Group(double requestedSd, long count, double sumSquares) {

        /** Measured variance over the variance at the given sd: ~ chi^2(count) / count when they agree. */
        public double varianceRatio(double sd) {
            return sumSquares / (count * sd * sd);
        }
    }

    private final Map<Double, double[]> tally;

    public NoiseMeter(NoiseSource inner) {
        this(inner, new TreeMap<>());
    }

    private NoiseMeter(NoiseSource inner, Map<Double, double[]> tally) {
        super(inner);
        this.tally = tally;
    }

    @Override
    public double gaussian(double sigma) {
        double z = inner.gaussian(sigma);
        record(sigma, z);
        return z;
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma) {
        double[] z = new double[length];
        inner.addGaussian(z, 0, length, sigma);
        for (int i = 0; i < length; i++) {
            record(sigma, z[i]);
            v[from + i] += z[i];
        }
    }

    private void record(double sigma, double z) {
        double[] t = tally.computeIfAbsent(sigma, s -> new double[2]);
        t[0]++;
        t[1] += z * z;
    }

    @Override
    public NoiseSource child(String label) {
        return new NoiseMeter(inner.child(label), tally);
    }

    /** The Gaussian draws so far, by increasing requested standard deviation. */
    public List<Group> groups() {
        List<Group> out = new ArrayList<>();
        tally.forEach((sd, t) -> out.add(new Group(sd, (long) t[0], t[1])));
        return out;
    }

    /**
     * The pooled measured variance of all Gaussian draws over sd^2: within 1 +- 6 sqrt(2 / N) when every draw had
     * standard deviation sd (the ratio is chi^2(N) / N, sd sqrt(2 / N); 6 sd is a false rejection below 1e-8).
     * Returns the ratio, so that a negative control can show the check fails.
     */
    public double pooledRatio(double sd) {
        long n = 0;
        double ss = 0;
        for (Group g : groups()) {
            n += g.count();
            ss += g.sumSquares();
        }
        return ss / (n * sd * sd);
    }

    /** Whether a ratio from {@link #pooledRatio} is within the 6 sd band of N draws. */
    public boolean agrees(double ratio) {
        long n = groups().stream().mapToLong(Group::count).sum();
        return n > 0 && Math.abs(ratio - 1) <= 6 * Math.sqrt(2.0 / n);
    }

    /** Asserts that the draws were all made, and measured, at the ledger's standard deviation sd. */
    public void assertAllAt(double sd) {
        assertEquals(1, groups().size(), "one noise scale: " + groups());
        assertEquals(sd, groups().get(0).requestedSd(), 1e-12 * sd, "requested sd");
        double r = pooledRatio(sd);
        assertEquals(true, agrees(r), "measured variance / sd^2 = " + r + " over " + groups());
    }
}
