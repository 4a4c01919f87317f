package privbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code accountant} verb: the epsilon of T runs of a Gaussian, Poisson-subsampled Gaussian or Laplace
 * mechanism under a chosen accountant, or (with {@code --target-epsilon}) the smallest noise multiplier
 * meeting a budget. Add/remove-one neighbouring, Poisson sampling. Thin: the options become an
 * {@link AccountingRequest} (checked), the accountant prices it, {@link AccountingReport} prints it.
 */
@Command(name = "accountant", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Privacy accounting from the command line: the epsilon a mechanism run spends, or, with "
                + "--target-epsilon, the smallest noise multiplier that meets a budget.",
                "Neighbouring relation: add/remove one record; sampling: Poisson."})
public final class AccountantCommand extends Verb {

    @Option(names = "--mechanism", required = true, paramLabel = "NAME",
            description = "subsampled-gaussian, gaussian or laplace")
    private String mechanism;

    @Option(names = "--noise-multiplier", paramLabel = "S",
            description = "Gaussian noise sd / L2 sensitivity (Gaussian mechanisms)")
    private Double noiseMultiplier;

    @Option(names = "--sampling-rate", paramLabel = "Q", description = "Poisson sampling rate in (0, 1] (subsampled-gaussian)")
    private Double samplingRate;

    @Option(names = "--steps", paramLabel = "T", description = "number of runs (default: 1, with a note on stderr)")
    private Long steps;

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
        AccountingRequest.Answer answer;
        try {
            answer = AccountingRequest.of(mechanism, noiseMultiplier, scale, sensitivity, samplingRate,
                    steps == null ? 1 : steps, delta, accountantId, orders, conversion, targetEpsilon, search).answer();
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        // two answers a user can mistake for one: the defaults are the contract's, so say what they are
        if (steps == null) {
            err().println("note: --steps not given, so this prices one run of the mechanism; a training run of T steps "
                    + "composes T of them: add --steps T");
        }
        if (accountantId == null && answer.pricing().accountant().equals("rdp")) {
            err().println("note: priced by rdp, the default; privbench's DP-SGD learners calibrate with prv by "
                    + "default (a slightly smaller sigma for the same budget): add --accountant prv for their number");
        }
        err().flush();
        ObjectNode out = AccountingReport.json(answer);
        PrintWriter w = out();
        w.println(json ? new ObjectMapper().writeValueAsString(out) : AccountingReport.text(out));
        w.flush();
        return 0;
    }
}
