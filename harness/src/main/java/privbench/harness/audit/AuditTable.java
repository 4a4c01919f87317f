package privbench.harness.audit;

import java.util.Arrays;
import privbench.harness.tables.CsvLines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;

/**
 * The audit table (e.g. results/audit/audit-table.csv): one row per audit, appended by
 * {@code privbench audit --csv FILE}; the header is written when the file is new. Columns: learner, family,
 * attack, method, epsilon, delta (the budget), claimed_epsilon, claimed_delta, epsilon_lb (certified, at
 * confidence), tightness (epsilon_lb / claimed_epsilon), runs_per_world, canaries, confidence, seconds,
 * threads, mu_estimate and epsilon_estimate (Gaussian fit, not certified), violation.
 */
public final class AuditTable {

    /** The header line. */
    public static final String HEADER = "learner,family,attack,method,epsilon,delta,claimed_epsilon,claimed_delta,"
            + "epsilon_lb,tightness,runs_per_world,canaries,confidence,seconds,threads,mu_estimate,epsilon_estimate,"
            + "violation";

    private AuditTable() {
    }

    /** The CSV row of a result. */
    public static String row(AuditResult r) {
        return CsvLines.join(Arrays.asList(r.learner(), r.family(), r.canary(), r.method(), num(r.epsilon()),
                num(r.delta()), num(r.claimedEpsilon()), num(r.claimedDelta()), fixed(r.epsilonLowerBound()),
                fixed(r.ratio()), Integer.toString(r.runsPerWorld()), Integer.toString(r.canaries()),
                num(r.confidence()), String.format(Locale.ROOT, "%.1f", r.seconds()), Integer.toString(r.threads()),
                fixed(r.muEstimate()), fixed(r.epsilonEstimate()), Boolean.toString(r.violation())));
    }

    /** Appends a result's row, writing the header first when the file does not exist. */
    public static void append(Path file, AuditResult r) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        String text = (Files.exists(file) ? "" : HEADER + "\n") + row(r) + "\n";
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static String num(double v) {
        return privbench.canonical.Canonical.number(v);
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.4f", v) : num(v);
    }
}
