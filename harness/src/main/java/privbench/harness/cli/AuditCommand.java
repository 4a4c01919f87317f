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
import privbench.canonical.Canonical;
import privbench.harness.audit.AuditRequest;
import privbench.harness.audit.AuditResult;
import privbench.harness.audit.AuditRun;
import privbench.harness.audit.Canary;
import privbench.harness.audit.RunNoise;
import privbench.harness.input.Location;
import privbench.harness.tables.Provenance;
import privbench.learners.LearnerSpec;

/**
 * {@code privbench audit --learner ID ...}: an empirical lower bound on a learner's epsilon, with its
 * confidence, from many fits on neighbouring datasets; exit 1 when the bound exceeds the epsilon the learner
 * claims (a privacy violation).
 */
@Command(name = "audit", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Audits a learner empirically: fits it --runs times on each of two neighbouring datasets "
                + "(without and with a canary record, under the neighbouring relation its guarantee names), scores the "
                + "canary with every model, chooses a threshold on half of the runs and evaluates it on the other half, "
                + "and reports a Clopper-Pearson lower bound on epsilon beside the epsilon the learner claims.",
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

    @Option(names = "--runs", paramLabel = "N", defaultValue = "500",
            description = "training runs per world (default: ${DEFAULT-VALUE})")
    private int runs;

    @Option(names = "--n", paramLabel = "N", defaultValue = "100",
            description = "rows of the base data, a unit-norm margin halfspace (default: ${DEFAULT-VALUE})")
    private int n;

    @Option(names = "--d", paramLabel = "D", defaultValue = "10", description = "its dimension (default: ${DEFAULT-VALUE})")
    private int d;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "20261122",
            description = "the audit seed: data, canary and every run's noise (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--canary", paramLabel = "KIND", defaultValue = "clipbkd",
            description = "clipbkd (least-variance direction; default) or mislabelled (class-mean direction, wrong label)")
    private String canary;

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
            request = new AuditRequest(learnerSpec, options, epsilon, delta, runs, n, d, seed, Canary.byId(canary),
                    confidence, threads == null ? Runtime.getRuntime().availableProcessors() : threads);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        String started = Instant.now().toString();
        Provenance.Git git = Provenance.git(context.root());
        var provenance = AuditRun.provenance(Provenance.projectVersion(), git.commit(),
                context.recordedArgs(spec.commandLine()), started);
        AuditResult result;
        try {
            result = new AuditRun(RunNoise.seeded(seed), context.err()).run(request, provenance);
        } catch (IllegalArgumentException e) {
            throw bad("the learner refuses the audit: " + e.getMessage());
        }
        Path folder = out != null ? out : context.root().resolve("results").resolve("audit")
                .resolve(learner + "-epsilon-" + Canonical.number(epsilon));
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
