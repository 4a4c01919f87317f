package privbench.privacy.noise.exact;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * Pearson's chi-square test of integer draws against an exact pmf, shared by the sampler tests and their
 * negative controls (the same harness must reject a sampler whose scale is off by 10%).
 *
 * <p>Bins: every integer whose expected count is at least 5, plus the two tails (everything below and
 * above) merged into one bin each. Critical value: the chi-square upper quantile at p = 1e-6 by the
 * Wilson-Hilferty approximation df (1 - 2/(9 df) + z sqrt(2/(9 df)))^3 with z = 4.7534 (the normal 1 - 1e-6
 * quantile), accurate to about 1% for df >= 3. With fixed seeds the tests are deterministic; 1e-6 is the
 * chance that a correct sampler would fail on a fresh seed.
 */
final class GoodnessOfFit {

    static final double Z_1E6 = 4.7534;

    /** The pmf of the law under test on the integers (need not be normalised beyond +-range). */
    interface Pmf {
        double at(long x);
    }

    record Result(double chiSquare, int df, double critical) {
        boolean passes() {
            return chiSquare < critical;
        }
    }

    private GoodnessOfFit() {
    }

    static double critical(int df) {
        double a = 2.0 / (9 * df);
        double c = 1 - a + Z_1E6 * Math.sqrt(a);
        return df * c * c * c;
    }

    /** Draws n values and tests them against pmf, which must be summable over [-range, range]. */
    static Result test(LongSupplier sampler, Pmf pmf, long range, int n) {
        Map<Long, Long> counts = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            counts.merge(sampler.getAsLong(), 1L, Long::sum);
        }
        double total = 0;
        for (long x = -range; x <= range; x++) {
            total += pmf.at(x);
        }
        long lo = -range;
        while (n * pmf.at(lo) / total < 5) {
            lo++;
        }
        long hi = range;
        while (n * pmf.at(hi) / total < 5) {
            hi--;
        }
        double chi2 = 0;
        int bins = 0;
        double below = 0;
        double above = 0;
        for (long x = -range; x < lo; x++) {
            below += pmf.at(x) / total;
        }
        for (long x = hi + 1; x <= range; x++) {
            above += pmf.at(x) / total;
        }
        long countBelow = 0;
        long countAbove = 0;
        for (var e : counts.entrySet()) {
            if (e.getKey() < lo) {
                countBelow += e.getValue();
            } else if (e.getKey() > hi) {
                countAbove += e.getValue();
            }
        }
        for (long x = lo; x <= hi; x++) {
            double expected = n * pmf.at(x) / total;
            long seen = counts.getOrDefault(x, 0L);
            chi2 += (seen - expected) * (seen - expected) / expected;
            bins++;
        }
        if (below > 0) {
            chi2 += term(countBelow, n * below);
            bins++;
        }
        if (above > 0) {
            chi2 += term(countAbove, n * above);
            bins++;
        }
        int df = bins - 1;
        return new Result(chi2, df, critical(df));
    }

    private static double term(long seen, double expected) {
        return (seen - expected) * (seen - expected) / expected;
    }
}
