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
 * threads, mu_estimate and epsilon_estimate (Gaussian fit, not certified), violation; then mu_lower, mu_upper,
 * epsilon_estimate_lower, epsilon_estimate_upper (the fit's interval at the audit's confidence, {@link GaussianFit},
 * not certified either), threat (crafted or natural-canary). A file begun under an older header keeps it: rows
 * appended to it are written in its columns, so a table is never left with rows of two widths.
 */
public final class AuditTable {

    /** The header line. */
    public static final String HEADER = "learner,family,attack,method,epsilon,delta,claimed_epsilon,claimed_delta,"
            + "epsilon_lb,tightness,runs_per_world,canaries,confidence,seconds,threads,mu_estimate,epsilon_estimate,"
            + "violation,mu_lower,mu_upper,epsilon_estimate_lower,epsilon_estimate_upper,threat";

    private AuditTable() {
    }

    /** The CSV row of a result. */
    public static String row(AuditResult r) {
        return CsvLines.join(Arrays.asList(r.learner(), r.family(), r.canary(), r.method(), num(r.epsilon()),
                num(r.delta()), num(r.claimedEpsilon()), num(r.claimedDelta()), fixed(r.epsilonLowerBound()),
                fixed(r.ratio()), Integer.toString(r.runsPerWorld()), Integer.toString(r.canaries()),
                num(r.confidence()), String.format(Locale.ROOT, "%.1f", r.seconds()), Integer.toString(r.threads()),
                fixed(r.muEstimate()), fixed(r.epsilonEstimate()), Boolean.toString(r.violation()), fixed(r.muLower()),
                fixed(r.muUpper()), fixed(r.epsilonEstimateLower()), fixed(r.epsilonEstimateUpper()), r.threat()));
    }

    /**
     * Appends a result's row, writing the header first when the file does not exist. A file whose header is
     * another list of this table's columns (an older version's) gets the row in its own columns; a header with a
     * column this table does not know is refused, naming the file and the column.
     */
    public static void append(Path file, AuditResult r) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        String row = row(r);
        String text;
        if (!Files.exists(file) || Files.size(file) == 0) {
            text = HEADER + "\n" + row + "\n";
        } else {
            String header;
            try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
                header = lines.findFirst().orElse("");
            }
            text = (header.equals(HEADER) ? row : inColumns(file, header, row)) + "\n";
        }
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The row, given in {@link #HEADER}'s columns, in the columns of another header of this table. */
    static String inColumns(Path file, String header, String row) {
        List<String> names = List.of(HEADER.split(","));
        List<String> values = CsvLines.split(row);
        List<String> out = new java.util.ArrayList<>();
        for (String column : header.split(",", -1)) {
            int at = names.indexOf(column.trim());
            if (at < 0) {
                throw new IllegalArgumentException(file + ": line 1: column '" + column + "' is not an audit table "
                        + "column (expected a subset of " + HEADER + ")");
            }
            out.add(values.get(at));
        }
        return CsvLines.join(out);
    }

    private static String num(double v) {
        return privbench.canonical.Canonical.number(v);
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.4f", v) : num(v);
    }
}
