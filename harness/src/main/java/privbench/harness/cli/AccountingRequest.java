package privbench.harness.cli;

import java.util.function.DoubleFunction;
import java.util.function.Supplier;
import privbench.privacy.Accountant;
import privbench.privacy.Pricing;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.accounting.Mechanism;

/**
 * A checked {@code accountant} request: a mechanism run {@code steps} times, priced by an accountant at
 * delta, at a given noise multiplier or (with a target epsilon) at the smallest one that meets it. Every
 * refusal is an IllegalArgumentException whose message starts with the option at fault.
 *
 * @param mechanism       the mechanism
 * @param noiseMultiplier the noise multiplier (Laplace: scale / sensitivity); null when searched for
 * @param samplingRate    Poisson rate (subsampled-gaussian), else NaN
 * @param steps           runs, at least 1
 * @param sensitivity     Laplace L1 sensitivity
 * @param delta           target delta
 * @param accountant      the accountant
 * @param targetEpsilon   the budget to calibrate to, or null
 * @param search          how to calibrate
 */
record AccountingRequest(Mechanism mechanism, Double noiseMultiplier, double samplingRate, long steps,
                         double sensitivity, double delta, Accountant accountant, Double targetEpsilon,
                         Calibration.Search search) {

    /** The priced run: the noise multiplier used (found or given), the price, the search (or null). */
    record Answer(AccountingRequest request, double noiseMultiplier, Pricing pricing, Calibration.Result found) {
    }

    /** Checks the options as given on the command line (null where absent). */
    static AccountingRequest of(String mechanism, Double noiseMultiplier, Double scale, double sensitivity,
                                Double samplingRate, long steps, Double delta, String accountant, String orders,
                                String conversion, Double targetEpsilon, String search) {
        Mechanism mech = option(() -> Mechanism.byId(mechanism));
        if (steps < 1) {
            throw new IllegalArgumentException("--steps must be an integer >= 1, got " + steps);
        }
        boolean inverse = targetEpsilon != null;
        if (inverse && !(targetEpsilon > 0 && Double.isFinite(targetEpsilon))) {
            throw new IllegalArgumentException("--target-epsilon must be a finite number > 0, got " + targetEpsilon);
        }
        Double multiplier;
        if (mech == Mechanism.LAPLACE) {
            if (noiseMultiplier != null) {
                throw new IllegalArgumentException("--noise-multiplier is for Gaussian mechanisms; give laplace --scale "
                        + "and --sensitivity");
            }
            requireExactlyOne(inverse, scale, "scale");
            positive("sensitivity", sensitivity);
            multiplier = scale == null ? null : scale / sensitivity;
        } else {
            if (scale != null) {
                throw new IllegalArgumentException("--scale is for laplace; give " + mech.id()
                        + " --noise-multiplier (noise sd / L2 sensitivity)");
            }
            requireExactlyOne(inverse, noiseMultiplier, "noise-multiplier");
            multiplier = noiseMultiplier;
        }
        if ((mech == Mechanism.SUBSAMPLED_GAUSSIAN) != (samplingRate != null)) {
            throw new IllegalArgumentException(samplingRate == null
                    ? "--sampling-rate is required for subsampled-gaussian (a Poisson rate in (0, 1])"
                    : "--sampling-rate applies to subsampled-gaussian only, not " + mech.id());
        }
        if (samplingRate != null && !(samplingRate > 0 && samplingRate <= 1)) {
            throw new IllegalArgumentException("--sampling-rate must be in (0, 1], got " + samplingRate);
        }
        if (!search.equals("precise") && !search.equals("opacus")) {
            throw new IllegalArgumentException("--search must be precise or opacus, got " + search);
        }
        String id = accountant != null ? accountant : mech == Mechanism.LAPLACE && delta == null ? "pure" : "rdp";
        return new AccountingRequest(mech, multiplier, samplingRate == null ? Double.NaN : samplingRate, steps,
                sensitivity, delta(id, delta), option(() -> Accountants.configured(id, orders, conversion)), targetEpsilon,
                search.equals("opacus") ? Calibration.Search.OPACUS : Calibration.Search.PRECISE);
    }

    /** Prices the request (calibrating first when a target is given). */
    Answer answer() {
        DoubleFunction<PrivacyEvent> family = mechanism.family(samplingRate, steps);
        if (!accountant.supports(family.apply(1))) {
            throw new IllegalArgumentException("--accountant " + accountant.id() + " cannot price " + mechanism.id()
                    + " (try rdp, pld or prv)");
        }
        Calibration.Result found = null;
        if (targetEpsilon != null) {
            try {
                found = Calibration.noiseMultiplier(family, accountant, targetEpsilon, delta, search);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--target-epsilon: " + e.getMessage(), e);
            }
        }
        double multiplier = found != null ? found.noiseMultiplier() : noiseMultiplier;
        return new Answer(this, multiplier, accountant.price(family.apply(multiplier), delta), found);
    }

    /** A lookup whose refusal names its setting first ({@code orders: ...}): the option is that name. */
    private static <T> T option(Supplier<T> lookup) {
        try {
            return lookup.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + e.getMessage(), e);
        }
    }

    private static void requireExactlyOne(boolean inverse, Double given, String option) {
        if (inverse == (given != null)) {
            throw new IllegalArgumentException(inverse ? "--target-epsilon and --" + option + " exclude each other: "
                    + "give one of them" : "--" + option + " is required (or --target-epsilon to find it)");
        }
        if (given != null) {
            positive(option, given);
        }
    }

    private static double positive(String option, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("--" + option + " must be a finite number > 0, got " + value);
        }
        return value;
    }

    private static double delta(String accountant, Double delta) {
        if (accountant.equals("pure")) {
            double d = delta == null ? 0 : delta;
            if (!(d >= 0 && d < 1)) {
                throw new IllegalArgumentException("--delta must be in [0, 1), got " + d);
            }
            return d;
        }
        if (delta == null) {
            throw new IllegalArgumentException("--delta is required for --accountant " + accountant
                    + " (a number in (0, 1), e.g. 1e-5)");
        }
        if (!(delta > 0 && delta < 1)) {
            throw new IllegalArgumentException("--delta must be in (0, 1) for --accountant " + accountant + ", got "
                    + delta);
        }
        return delta;
    }
}
