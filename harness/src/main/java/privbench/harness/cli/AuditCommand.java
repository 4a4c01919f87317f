package privbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import privbench.harness.audit.AuditRequest;
import privbench.harness.audit.AuditResult;
import privbench.harness.audit.AuditRun;
import privbench.harness.audit.Canary;
import privbench.harness.audit.RunNoise;
import privbench.harness.audit.attack.Attacks;
import privbench.harness.experiment.Location;
import privbench.harness.tables.Provenance;
import privbench.learners.LearnerSpec;

/**
 * {@code privbench audit --learner ID ...}: an empirical lower bound on a learner's epsilon, with its
 * confidence, from many fits on neighbouring datasets; exit 1 when the bound exceeds the epsilon the learner
 * claims (a privacy violation).
 */
@Command(name = "audit", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Audits a learner empirically with the strongest attack of its mechanism family: fits it --runs "
                + "times on each of two worst-case neighbouring datasets (under the neighbouring relation its guarantee "
                + "names), scores every released model, chooses a threshold on a held-out share of the runs and "
                + "evaluates it on the rest, and reports a Clopper-Pearson lower bound on epsilon beside the epsilon "
                + "the learner claims (and a Gaussian-fit estimate, labelled as such). Learners too slow for "
                + "thousands of fits get a one-run audit (many canaries in one training run).",
            "Exit codes: 0 no violation, 1 the lower bound exceeds the claim, 2 bad input. Writes audit.json."})
public final class AuditCommand implements Callable<Integer> {

    private final CliContext context;

    @Option(names = "--learner", required = true, paramLabel = "ID", description = "the learner (see: privbench list learners)")
    private String learner;

    @Option(names = "--params", arity = "1..*", paramLabel = "P",
            description = "parameters: a JSON object ('{\"iterations\": 100}') or key=value pairs")
    private List<String> params = List.of();

    @Option(names = "--epsilon", required = true, paramLabel = "E", description = "the budget's epsilon")
    private double epsilon;

    @Option(names = "--delta", required = true, paramLabel = "D", description = "the budget's delta")
    private double delta;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "0",
            description = "training runs per world (default: the attack's, e.g. 40000 for gradient-wedge, 5000 for "
                    + "the minimiser-shift attacks, 500 for clipbkd; one-run attacks fit once)")
    private int runs;

    @Option(names = "--n", paramLabel = "N", defaultValue = "0",
            description = "rows of the base data (default: the attack's, e.g. 1000 for gradient-wedge)")
    private int n;

    @Option(names = "--d", paramLabel = "D", defaultValue = "0",
            description = "their dimension (default: the attack's, 10; one-run attacks add one per canary)")
    private int d;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "20261122",
            description = "the audit seed: data, canary and every run's noise (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--attack", paramLabel = "ID",
            description = "the attack (default: the one of the learner's family; see the README's auditing section): "
                    + "gradient-wedge, minimiser-shift-distance, minimiser-shift-projection, dirac-one-run, clipbkd, "
                    + "mislabelled")
    private String attack;

    @Option(names = "--canary", paramLabel = "KIND",
            description = "the generic attack's canary: clipbkd or mislabelled (same as --attack KIND)")
    private String canary;

    @Option(names = "--selection-fraction", paramLabel = "F", defaultValue = "0.1",
            description = "share of each world's runs that choose the threshold; the rest evaluate it "
                    + "(default: ${DEFAULT-VALUE})")
    private double selectionFraction;

    @Option(names = "--canaries", paramLabel = "M", defaultValue = "0",
            description = "canaries of a one-run audit (default: the attack's, 500)")
    private int canaries;

    @Option(names = "--confidence", paramLabel = "C", defaultValue = "0.95",
            description = "confidence of the lower bound (default: ${DEFAULT-VALUE})")
    private double confidence;

    @Option(names = "--threads", paramLabel = "N", description = "runs in parallel (default: all processors)")
    private Integer threads;

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder (default: results/audit/<learner>-epsilon-<E>/ under the repository root)")
    private Path out;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public AuditCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        LearnerSpec<?> learnerSpec = context.learners().stream().filter(s -> s.id().equals(learner)).findFirst()
                .orElseThrow(() -> bad("--learner " + learner + " is not a learner; see: privbench list learners"));
        AuditRequest request;
        try {
            Record options = learnerSpec.bind(parameters());
            if (canary != null) {
                Canary.byId(canary);
            }
            String attackId = attack != null ? attack : canary;
            if (attackId != null) {
                Attacks.byId(attackId);
            }
            request = new AuditRequest(learnerSpec, options, epsilon, delta, runs, n, d, seed, attackId, confidence,
                    threads == null ? Runtime.getRuntime().availableProcessors() : threads, selectionFraction,
                    canaries);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        String started = Instant.now().toString();
        Provenance.Git git = Provenance.git(context.root());
        var provenance = AuditRun.provenance(Provenance.projectVersion(), git.commit(),
                spec.commandLine().getParseResult().originalArgs(), started);
        AuditResult result;
        try {
            result = new AuditRun(RunNoise.seeded(seed), context.err()).run(request, provenance);
        } catch (IllegalArgumentException e) {
            throw bad("the learner refuses the audit: " + e.getMessage());
        }
        Path folder = out != null ? out : context.root().resolve("results").resolve("audit")
                .resolve(learner + "-epsilon-" + LearnerSpec.canonicalNumber(epsilon));
        result.write(folder);
        context.out().println(result.summary());
        context.out().println("written: " + Location.display(folder.resolve(AuditResult.FILE)));
        return result.violation() ? ErrorMapper.FAILED : ErrorMapper.OK;
    }

    /** The --params values: one JSON object, or key=value pairs (values stay text; the learner binds them). */
    private Map<String, Object> parameters() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String p : params) {
            String t = p.trim();
            if (t.startsWith("{")) {
                try {
                    out.putAll(new ObjectMapper().readValue(t, new TypeReference<Map<String, Object>>() { }));
                } catch (JsonProcessingException e) {
                    throw new IllegalArgumentException("--params " + t + " is not a JSON object: "
                            + e.getOriginalMessage());
                }
            } else {
                int eq = t.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("--params " + t + " must be key=value or a JSON object");
                }
                out.put(t.substring(0, eq).trim(), t.substring(eq + 1).trim());
            }
        }
        return out;
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
