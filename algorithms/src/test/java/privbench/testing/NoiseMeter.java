package privbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import privbench.learners.Fit;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

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
    /** sigma / sensitivity of every release that named its sensitivity. */
    private final List<Double> multipliers;

    public NoiseMeter(NoiseSource inner) {
        this(inner, new TreeMap<>(), new ArrayList<>());
    }

    private NoiseMeter(NoiseSource inner, Map<Double, double[]> tally, List<Double> multipliers) {
        super(inner);
        this.tally = tally;
        this.multipliers = multipliers;
    }

    @Override
    public void addGaussian(double[] v, int from, int length, double sigma, double l2Sensitivity) {
        multipliers.add(sigma / l2Sensitivity);
        addGaussian(v, from, length, sigma);
    }

    @Override
    public double releaseGaussian(double value, double sigma, double sensitivity) {
        multipliers.add(sigma / sensitivity);
        return value + gaussian(sigma);
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
        return new NoiseMeter(inner.child(label), tally, multipliers);
    }

    /** The Gaussian draws so far, by increasing requested standard deviation. */
    public List<Group> groups() {
        List<Group> out = new ArrayList<>();
        tally.forEach((sd, t) -> out.add(new Group(sd, (long) t[0], t[1])));
        return out;
    }

    /**
     * The draws held against the ledger's standard deviations (one for all groups, or one per group in increasing
     * order): ratio = sum of squares over its expectation sum count_i sd_i^2.
     */
    public Measurement against(double... ledgerSds) {
        List<Group> groups = groups();
        if (ledgerSds.length != 1 && ledgerSds.length != groups.size()) {
            throw new AssertionError(ledgerSds.length + " ledger sds for the noise scales " + groups);
        }
        long n = 0;
        double ss = 0;
        double expected = 0;
        boolean requested = true;
        for (int i = 0; i < groups.size(); i++) {
            Group g = groups.get(i);
            double sd = ledgerSds[ledgerSds.length == 1 ? 0 : i];
            n += g.count();
            ss += g.sumSquares();
            expected += g.count() * sd * sd;
            requested &= Math.abs(g.requestedSd() - sd) <= 1e-12 * sd;
        }
        return new Measurement(ss / expected, n, requested, groups);
    }

    /**
     * Fits once (stream seed 1) through a meter, the noise scaled by factor between the learner and the meter
     * (1: the honest learner, 0.5: noise halved), and holds the draws against the sds the fit's ledger names.
     */
    public static Measurement measure(Function<NoiseSource, Fit> fit, Function<Fit, double[]> ledgerSds,
                                      double factor) {
        NoiseMeter meter = new NoiseMeter(SeededNoise.ofSeed(1));
        Fit f = fit.apply(factor == 1 ? meter : new ScaledNoise(meter, factor));
        return meter.against(ledgerSds.apply(f));
    }

    /**
     * Fits once (stream seed 1) through a meter, the noise scaled by factor above it, and returns the smallest
     * sigma / sensitivity of the releases that named their sensitivity over the smallest noise multiplier of the
     * event the fit priced: at least 1 when every release keeps the calibrated multiplier (the sensitivity named is
     * at most the one the noise was calibrated for), NaN when nothing named a sensitivity.
     */
    public static double multiplierRatio(Function<NoiseSource, Fit> fit, double factor) {
        NoiseMeter meter = new NoiseMeter(SeededNoise.ofSeed(1));
        Fit f = fit.apply(factor == 1 ? meter : new ScaledNoise(meter, factor));
        double smallest = meter.multipliers.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        return smallest / smallestMultiplier(f.spent().event());
    }

    /** The smallest Gaussian noise multiplier in an event tree (+Infinity when it has no Gaussian). */
    public static double smallestMultiplier(PrivacyEvent e) {
        if (e instanceof PrivacyEvent.Gaussian g) {
            return g.noiseMultiplier();
        }
        if (e instanceof PrivacyEvent.SubsampledGaussian s) {
            return s.noiseMultiplier();
        }
        if (e instanceof PrivacyEvent.Repeated r) {
            return smallestMultiplier(r.event());
        }
        if (e instanceof PrivacyEvent.RandomStopping r) {
            return smallestMultiplier(r.run());
        }
        if (e instanceof PrivacyEvent.Composed c) {
            return c.events().stream().mapToDouble(NoiseMeter::smallestMultiplier).min()
                    .orElse(Double.POSITIVE_INFINITY);
        }
        return Double.POSITIVE_INFINITY;
    }

    /**
     * The mean square of the Gaussian noise a fit adds (stream seed 1), through a meter: 0 when it draws none or
     * only at sd 0, as a non-private reference must.
     */
    public static double addedNoise(Function<NoiseSource, Fit> fit) {
        Measurement m = measure(fit, f -> new double[] {1}, 1);
        return m.draws() == 0 ? 0 : m.ratio();
    }

    /** The ledger of a DP-SGD fit: every draw at its noise multiplier (diagnostic "sigma") times the clip C. */
    public static Function<Fit, double[]> sigmaTimes(double clip) {
        return f -> new double[] {f.diagnostics().get("sigma") * clip};
    }

    /**
     * What a metered fit drew.
     *
     * @param ratio     measured sum of squares over its expectation at the ledger's sds: chi^2(N) / N when they
     *                  agree (for one sd; a mixture of sds is no wider), sd sqrt(2 / N)
     * @param draws     N, the number of Gaussian draws
     * @param requested every draw was asked for at the ledger's sd
     */
    public record Measurement(double ratio, long draws, boolean requested, List<Group> groups) {

        /** Within 1 +- 6 sqrt(2 / N) (a false rejection below 1e-8) and asked for at the ledger's sds. */
        public boolean agrees() {
            return draws > 0 && requested && Math.abs(ratio - 1) <= 6 * Math.sqrt(2.0 / draws);
        }

        @Override
        public String toString() {
            return "ratio " + ratio + " over " + draws + " draws at " + groups.size() + " scales "
                    + groups.subList(0, Math.min(4, groups.size()));
        }
    }
}
