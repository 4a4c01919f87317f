package privbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import privbench.canonical.Canonical;
import privbench.harness.audit.AuditRequest;
import privbench.harness.audit.AuditResult;
import privbench.harness.audit.AuditRun;
import privbench.harness.audit.AuditSuite;
import privbench.harness.audit.AuditTable;
import privbench.harness.audit.RunNoise;
import privbench.harness.audit.attack.Attacks;
import privbench.harness.audit.attack.Canary;
import privbench.harness.audit.attack.NaturalCanaryAttack;
import privbench.harness.input.Location;
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
public final class AuditCommand extends Verb {

    @Option(names = "--learner", paramLabel = "ID", description = "the learner (see: privbench list learners), or with "
            + "--experiment the name of an external learner of that file; required unless --suite")
    private String learner;

    @Option(names = "--experiment", paramLabel = "FILE",
            description = "an experiment whose external learner --learner names: its program is audited black-box "
                    + "(the attack's rows are its train.csv, the probe rows its test.csv), with the first value of "
                    + "each of its params unless --params overrides it")
    private Path experiment;

    @Option(names = "--params", arity = "1..*", paramLabel = "P",
            description = "parameters: a JSON object ('{\"iterations\": 100}') or key=value pairs")
    private List<String> params = List.of();

    @Option(names = "--epsilon", paramLabel = "E", description = "the budget's epsilon (required unless --suite)")
    private Double epsilon;

    @Option(names = "--delta", paramLabel = "D", description = "the budget's delta (required unless --suite)")
    private Double delta;

    @Option(names = "--suite", paramLabel = "FILE",
            description = "run every audit of a suite file (experiments/audit/*.yaml; format in the README's auditing "
                    + "section); exit 1 when any is a violation")
    private Path suite;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "append one row per audit to this CSV (header when new), e.g. results/audit/audit-table.csv")
    private Path csv;

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
                    + "gradient-wedge, minimiser-shift-distance, minimiser-shift-projection, selection-choice, dirac-one-run, clipbkd, "
                    + "mislabelled, natural-canary")
    private String attack;

    @Option(names = "--threat", paramLabel = "MODEL", defaultValue = "crafted",
            description = "the threat model: crafted (the family's worst-case pair, base rows chosen by the auditor; "
                    + "default) or natural-canary (natural images plus one canary, black-box on the final model: "
                    + "--attack natural-canary)")
    private String threat;

    @Option(names = "--natural-data", paramLabel = "FILE",
            description = "--threat natural-canary: the IDX images file (labels beside it; default Debian's "
                    + "Fashion-MNIST, /usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz)")
    private Path naturalData;

    @Option(names = "--canary", paramLabel = "KIND",
            description = "the generic attack's canary: clipbkd or mislabelled (same as --attack KIND)")
    private String canary;

    @Option(names = "--selection-fraction", paramLabel = "F", defaultValue = "0",
            description = "share of each world's runs that choose the threshold; the rest evaluate it "
                    + "(default: the attack's, 0.02 for gradient-wedge, whose Gaussian fit needs no tail, else 0.1)")
    private double selectionFraction;

    @Option(names = "--canaries", paramLabel = "M", defaultValue = "0",
            description = "canaries of a one-run audit (default: the attack's, 500)")
    private int canaries;

    @Option(names = "--sequential",
            description = "multi-run audits: run the evaluation runs in batches and test after each with an "
                    + "anytime-valid betting test (Gonzalez et al. 2025), stopping as soon as the claim is rejected, "
                    + "else at --runs; epsilon_lb is then the test's anytime-valid bound")
    private boolean sequential;

    @Option(names = "--confidence", paramLabel = "C", defaultValue = "0.95",
            description = "confidence of the lower bound (default: ${DEFAULT-VALUE})")
    private double confidence;

    @Mixin
    private WorkerThreads threads;

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder (default: results/audit/<learner>-epsilon-<E>/ under the repository root)")
    private Path out;

    /** The external learner of --experiment, when given. */
    private LearnerSpec<?> externalSpec;

    @Override
    public Integer call() throws Exception {
        if (suite != null && experiment != null) {
            throw bad("--suite and --experiment cannot be combined: audit an external learner on its own");
        }
        if (suite != null) {
            return runSuite();
        }
        if (learner == null || epsilon == null || delta == null) {
            throw bad("--learner, --epsilon and --delta are required (or --suite FILE)");
        }
        Map<String, Object> values = new LinkedHashMap<>();
        try {
            if (experiment != null) {
                externalSpec = ExternalAudit.spec(experiment, learner);
                values.putAll(ExternalAudit.firstValues(experiment, learner));
            }
            values.putAll(parameters());
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        AuditResult result = audit(learner, values, epsilon, delta, runs, n, d, canaries, attackFor(), seed, out);
        return result.violation() ? ErrorMapper.FAILED : ErrorMapper.OK;
    }

    /** The attack id of --attack, --canary and --threat (checked here: a clash is bad input). */
    private String attackFor() {
        String chosen = attack != null ? attack : canary;
        switch (threat) {
            case "crafted":
                if (naturalData != null) {
                    throw bad("--natural-data needs --threat natural-canary");
                }
                return chosen;
            case "natural-canary":
                if (chosen != null && !chosen.startsWith(NaturalCanaryAttack.ID)) {
                    throw bad("--threat natural-canary is its own attack: leave out --attack " + chosen);
                }
                return naturalData == null ? NaturalCanaryAttack.ID : NaturalCanaryAttack.ID + "@" + naturalData;
            default:
                throw bad("--threat must be crafted or natural-canary, got " + threat);
        }
    }

    private Integer runSuite() throws Exception {
        AuditSuite s;
        try {
            s = AuditSuite.read(suite);
        } catch (IllegalArgumentException | IOException e) {
            throw bad("--suite " + e.getMessage());
        }
        List<String> violations = new ArrayList<>();
        for (AuditSuite.Entry e : s.audits()) {
            Path folder = folder(out != null ? out : auditsFolder(), e.learner(), e.epsilon());
            AuditResult r = audit(e.learner(), e.params(), e.epsilon(), e.delta(), orZero(e.runs()), orZero(e.n()),
                    orZero(e.d()), orZero(e.canaries()), e.attack(), e.seed() != null ? e.seed() : seed, folder);
            if (r.violation()) {
                violations.add(e.learner());
            }
        }
        if (!violations.isEmpty()) {
            context().out().println("suite " + suite.getFileName() + ": VIOLATION in " + String.join(", ", violations));
            return ErrorMapper.FAILED;
        }
        context().out().println("suite " + suite.getFileName() + ": " + s.audits().size() + " audits, no violation");
        return ErrorMapper.OK;
    }

    /** results/audit under the repository root: where audits go without --out. */
    private Path auditsFolder() {
        return context().root().resolve("results").resolve("audit");
    }

    /** An audit's own folder, {@code LEARNER-epsilon-E}, under a parent. */
    private static Path folder(Path parent, String learner, double epsilon) {
        return parent.resolve(learner + "-epsilon-" + Canonical.number(epsilon));
    }

    private static int orZero(Integer v) {
        return v == null ? 0 : v;
    }

    private AuditResult audit(String id, Map<String, Object> values, double eps, double del, int runCount, int rows,
                              int cols, int canaryCount, String attackId, long auditSeed, Path folderOrNull)
            throws Exception {
        LearnerSpec<?> learnerSpec = externalSpec != null ? externalSpec : context().learners().stream()
                .filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> bad("--learner " + id + " is not a learner; see: privbench list learners (an "
                        + "external learner is audited with --experiment FILE)"));
        AuditRequest request;
        try {
            Record options = learnerSpec.bind(values);
            if (canary != null) {
                Canary.byId(canary);
            }
            if (attackId != null) {
                Attacks.byId(attackId);
            }
            request = new AuditRequest(learnerSpec, options, eps, del, runCount, rows, cols, auditSeed, attackId,
                    confidence, threads.count(),
                    selectionFraction, canaryCount, sequential);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        String started = Instant.now().toString();
        Provenance.Git git = Provenance.code(context().root());
        var provenance = AuditRun.provenance(Provenance.projectVersion(), git.commit(),
                recordedArgs(), started);
        AuditResult result;
        try {
            result = new AuditRun(RunNoise.seeded(auditSeed), context().err()).run(request, provenance);
        } catch (IllegalArgumentException e) {
            throw bad("the learner refuses the audit: " + e.getMessage());
        }
        Path folder = folderOrNull != null ? folderOrNull : folder(auditsFolder(), id, eps);
        result.write(folder);
        if (csv != null) {
            AuditTable.append(csv, result);
        }
        context().out().println(result.summary());
        context().out().println("written: " + Location.display(folder.resolve(AuditResult.FILE)));
        return result;
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
}
