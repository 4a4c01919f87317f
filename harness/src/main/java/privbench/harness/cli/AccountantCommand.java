package privbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import privbench.privacy.Neighbouring;
import privbench.privacy.accounting.Accountant;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Calibration;
import privbench.privacy.accounting.PrivacyEvent;
import privbench.privacy.accounting.pld.PrvAccountant;
import privbench.privacy.accounting.pld.PrvEpsilon;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpBound;
import privbench.privacy.accounting.rdp.RdpConversion;
import privbench.privacy.accounting.rdp.RdpOrders;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * The {@code accountant} verb: the epsilon of T runs of a Gaussian, Poisson-subsampled Gaussian or Laplace
 * mechanism under a chosen accountant, or (with {@code --target-epsilon}) the smallest noise multiplier
 * meeting a budget. Add/remove-one neighbouring, Poisson sampling. Thin: parse, build the event, ask the
 * accountant, print.
 */
@Command(name = "accountant", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Privacy accounting from the command line: the epsilon a mechanism run spends, or, with "
                + "--target-epsilon, the smallest noise multiplier that meets a budget.",
                "Neighbouring relation: add/remove one record; sampling: Poisson."})
public final class AccountantCommand implements Callable<Integer> {

    private static final String MECHANISMS = "subsampled-gaussian, gaussian, laplace";

    @Spec
    private CommandSpec spec;

    @Option(names = "--mechanism", required = true, paramLabel = "NAME",
            description = "subsampled-gaussian, gaussian or laplace")
    private String mechanism;

    @Option(names = "--noise-multiplier", paramLabel = "S",
            description = "Gaussian noise sd / L2 sensitivity (Gaussian mechanisms)")
    private Double noiseMultiplier;

    @Option(names = "--sampling-rate", paramLabel = "Q", description = "Poisson sampling rate in (0, 1] (subsampled-gaussian)")
    private Double samplingRate;

    @Option(names = "--steps", paramLabel = "T", defaultValue = "1", description = "number of runs (default: ${DEFAULT-VALUE})")
    private long steps;

    @Option(names = "--delta", paramLabel = "D", description = "target delta (omit for pure-DP Laplace accounting)")
    private Double delta;

    @Option(names = "--accountant", paramLabel = "ID",
            description = "rdp (default), pld, prv, gdp, gdp-paper, zcdp or pure (default for laplace without --delta)")
    private String accountantId;

    @Option(names = "--scale", paramLabel = "B", description = "Laplace noise scale (laplace)")
    private Double scale;

    @Option(names = "--sensitivity", paramLabel = "C", defaultValue = "1",
            description = "Laplace L1 sensitivity (default: ${DEFAULT-VALUE})")
    private double sensitivity;

    @Option(names = "--target-epsilon", paramLabel = "E",
            description = "find the smallest noise multiplier (Laplace: scale / sensitivity) with epsilon <= E")
    private Double targetEpsilon;

    @Option(names = "--orders", paramLabel = "GRID", description = "RDP order grid: default, tfo, opo or dao (rdp only)")
    private String orders;

    @Option(names = "--conversion", paramLabel = "C", description = "RDP to DP conversion: b20 (default) or m17 (rdp only)")
    private String conversion;

    @Option(names = "--search", paramLabel = "MODE", defaultValue = "precise",
            description = "with --target-epsilon: precise (bisection to 1e-6) or opacus (Opacus's get_noise_multiplier)")
    private String search;

    @Option(names = "--json", description = "print one JSON object")
    private boolean json;

    @Override
    public Integer call() throws JsonProcessingException {
        Mechanism mech = Mechanism.parse(mechanism, this::bad);
        checkMechanismOptions(mech);
        String id = accountantId != null ? accountantId : mech == Mechanism.LAPLACE && delta == null ? "pure" : "rdp";
        Accountant accountant = accountant(id);
        double d = checkedDelta(id);
        DoubleFunction<PrivacyEvent> family = mech.family(samplingRate, steps);
        ObjectNode out = new ObjectMapper().createObjectNode();
        Calibration.Result found = targetEpsilon == null ? null : calibrate(family, accountant, d);
        double multiplier = found != null ? found.noiseMultiplier()
                : mech == Mechanism.LAPLACE ? scale / sensitivity : noiseMultiplier;
        PrivacyEvent event = family.apply(multiplier);
        if (!accountant.supports(event)) {
            throw bad("--accountant " + id + " cannot price " + mech.id + " (try rdp, pld or prv)");
        }
        if (found != null) {
            out.put("noise_multiplier", multiplier);
        }
        describe(out, accountant, event, d);
        if (found != null) {
            out.put("target_epsilon", targetEpsilon);
            out.put("search", search);
            out.put("evaluations", found.evaluations());
        }
        out.put("mechanism", mech.id);
        if (found == null) {
            out.put("noise_multiplier", multiplier);
        }
        if (mech == Mechanism.LAPLACE) {
            out.put("scale", multiplier * sensitivity);
            out.put("sensitivity", sensitivity);
        }
        if (mech == Mechanism.SUBSAMPLED_GAUSSIAN) {
            out.put("sampling_rate", samplingRate);
            out.put("sampling", "poisson");
        }
        out.put("steps", steps);
        out.put("neighbouring", Neighbouring.ADD_REMOVE.id());
        PrintWriter w = spec.commandLine().getOut();
        w.println(json ? new ObjectMapper().writeValueAsString(out) : text(out));
        w.flush();
        return 0;
    }

    private void checkMechanismOptions(Mechanism mech) {
        if (steps < 1) {
            throw bad("--steps must be an integer >= 1, got " + steps);
        }
        boolean inverse = targetEpsilon != null;
        if (inverse && !(targetEpsilon > 0 && Double.isFinite(targetEpsilon))) {
            throw bad("--target-epsilon must be a finite number > 0, got " + targetEpsilon);
        }
        if (mech == Mechanism.LAPLACE) {
            if (noiseMultiplier != null) {
                throw bad("--noise-multiplier is for Gaussian mechanisms; give laplace --scale and --sensitivity");
            }
            requireExactlyOne(inverse, scale != null, "--scale");
            if (scale != null) {
                requirePositive("--scale", scale);
            }
            requirePositive("--sensitivity", sensitivity);
        } else {
            if (scale != null) {
                throw bad("--scale is for laplace; give " + mech.id + " --noise-multiplier (noise sd / L2 sensitivity)");
            }
            requireExactlyOne(inverse, noiseMultiplier != null, "--noise-multiplier");
            if (noiseMultiplier != null) {
                requirePositive("--noise-multiplier", noiseMultiplier);
            }
        }
        if (mech == Mechanism.SUBSAMPLED_GAUSSIAN) {
            if (samplingRate == null) {
                throw bad("--sampling-rate is required for subsampled-gaussian (a Poisson rate in (0, 1])");
            }
            if (!(samplingRate > 0 && samplingRate <= 1)) {
                throw bad("--sampling-rate must be in (0, 1], got " + samplingRate);
            }
        } else if (samplingRate != null) {
            throw bad("--sampling-rate applies to subsampled-gaussian only, not " + mech.id);
        }
        if (!search.equals("precise") && !search.equals("opacus")) {
            throw bad("--search must be precise or opacus, got " + search);
        }
    }

    private void requireExactlyOne(boolean inverse, boolean given, String option) {
        if (inverse && given) {
            throw bad("give either " + option + " or --target-epsilon, not both");
        }
        if (!inverse && !given) {
            throw bad(option + " is required (or --target-epsilon to find it)");
        }
    }

    private void requirePositive(String option, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw bad(option + " must be a finite number > 0, got " + value);
        }
    }

    private Accountant accountant(String id) {
        boolean rdp = id.equals("rdp");
        if (!rdp && (orders != null || conversion != null)) {
            throw bad((orders != null ? "--orders" : "--conversion") + " applies to --accountant rdp only, not " + id);
        }
        if (rdp) {
            try {
                RdpOrders grid = RdpOrders.byId(orders == null ? "default" : orders);
                RdpConversion conv = RdpConversion.byId(conversion == null ? "b20" : conversion);
                return new RdpAccountant(grid.orders(), conv, FractionalSeries.EXACT);
            } catch (IllegalArgumentException e) {
                throw bad((orders != null && !isGrid(orders) ? "--orders " : "--conversion ") + e.getMessage());
            }
        }
        return Accountants.byId(id).orElseThrow(() -> bad("--accountant must be one of "
                + Accountants.ALL.stream().map(Accountant::id).collect(Collectors.joining(", ")) + ", got " + id));
    }

    private static boolean isGrid(String id) {
        try {
            RdpOrders.byId(id);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private double checkedDelta(String id) {
        if (id.equals("pure")) {
            double d = delta == null ? 0 : delta;
            if (!(d >= 0 && d < 1)) {
                throw bad("--delta must be in [0, 1), got " + d);
            }
            return d;
        }
        if (delta == null) {
            throw bad("--delta is required for --accountant " + id + " (a number in (0, 1), e.g. 1e-5)");
        }
        if (!(delta > 0 && delta < 1)) {
            throw bad("--delta must be in (0, 1) for --accountant " + id + ", got " + delta);
        }
        return delta;
    }

    private Calibration.Result calibrate(DoubleFunction<PrivacyEvent> family, Accountant accountant, double d) {
        if (!accountant.supports(family.apply(1))) {
            throw bad("--accountant " + accountant.id() + " cannot price " + mechanism + " (try rdp, pld or prv)");
        }
        Calibration.Search mode = search.equals("opacus") ? Calibration.Search.OPACUS : Calibration.Search.PRECISE;
        try {
            return Calibration.noiseMultiplier(family, accountant, targetEpsilon, d, mode);
        } catch (IllegalArgumentException e) {
            throw bad("--target-epsilon: " + e.getMessage());
        }
    }

    /** Prices the event and records epsilon, delta, the accountant and its details. */
    private void describe(ObjectNode out, Accountant accountant, PrivacyEvent event, double d) {
        try {
            if (accountant instanceof RdpAccountant rdp) {
                RdpBound b = rdp.bound(event, d);
                put(out, b.epsilon(), d, accountant);
                out.put("order", b.order());
                out.put("orders", orders == null ? "default" : orders);
                out.put("conversion", rdp.conversion().id());
            } else if (accountant instanceof PrvAccountant prv) {
                PrvEpsilon e = prv.bounds(event, d);
                put(out, e.upper(), d, accountant);
                out.put("epsilon_estimate", e.estimate());
            } else {
                double eps = accountant.epsilon(event, d);
                put(out, eps, accountant.guarantee(event, d, Neighbouring.ADD_REMOVE).delta(), accountant);
            }
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
    }

    private static void put(ObjectNode out, double epsilon, double delta, Accountant accountant) {
        out.put("epsilon", epsilon);
        out.put("delta", delta);
        out.put("accountant", accountant.id());
    }

    private static String text(ObjectNode o) {
        StringBuilder s = new StringBuilder();
        if (o.has("target_epsilon")) {
            s.append(String.format(Locale.ROOT, "noise multiplier %s meets epsilon <= %s (found by %s search)%n",
                    num(o, "noise_multiplier"), num(o, "target_epsilon"), o.get("search").asText()));
        }
        s.append(String.format(Locale.ROOT, "epsilon %s at delta %s (%s accountant", num(o, "epsilon"), num(o, "delta"),
                o.get("accountant").asText()));
        if (o.has("order")) {
            s.append(String.format(Locale.ROOT, ", optimal order %s on the %s grid, conversion %s", num(o, "order"),
                    o.get("orders").asText(), o.get("conversion").asText()));
        }
        if (o.has("epsilon_estimate")) {
            s.append(", upper bound; estimate ").append(num(o, "epsilon_estimate"));
        }
        s.append(")").append(System.lineSeparator());
        s.append(o.get("mechanism").asText()).append(": ");
        if (o.has("scale")) {
            s.append("scale ").append(num(o, "scale")).append(", L1 sensitivity ").append(num(o, "sensitivity"));
        } else {
            s.append("noise multiplier ").append(num(o, "noise_multiplier"));
        }
        if (o.has("sampling_rate")) {
            s.append(", Poisson sampling rate ").append(num(o, "sampling_rate"));
        }
        s.append(", ").append(o.get("steps").asLong()).append(o.get("steps").asLong() == 1 ? " step" : " steps");
        s.append("; neighbouring: add/remove one record");
        return s.toString();
    }

    private static String num(ObjectNode o, String field) {
        double v = o.get(field).asDouble();
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v)
                : String.format(Locale.ROOT, "%.7g", v).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replace(".e", "e");
    }

    private ParameterException bad(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** The mechanisms the verb knows, with their event families indexed by noise multiplier. */
    private enum Mechanism {
        SUBSAMPLED_GAUSSIAN("subsampled-gaussian"),
        GAUSSIAN("gaussian"),
        LAPLACE("laplace");

        private final String id;

        Mechanism(String id) {
            this.id = id;
        }

        static Mechanism parse(String id, Function<String, ParameterException> bad) {
            for (Mechanism m : values()) {
                if (m.id.equals(id)) {
                    return m;
                }
            }
            throw bad.apply("--mechanism must be one of " + MECHANISMS + ", got " + id);
        }

        DoubleFunction<PrivacyEvent> family(Double q, long steps) {
            switch (this) {
                case SUBSAMPLED_GAUSSIAN:
                    return s -> repeat(new PrivacyEvent.SubsampledGaussian(s, q), steps);
                case GAUSSIAN:
                    return s -> repeat(new PrivacyEvent.Gaussian(s), steps);
                default:
                    return s -> repeat(new PrivacyEvent.Laplace(s), steps);
            }
        }

        private static PrivacyEvent repeat(PrivacyEvent e, long steps) {
            return steps == 1 ? e : new PrivacyEvent.Repeated(e, steps);
        }
    }
}
