package privbench.harness.repository;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;

/**
 * The quotes of a REPORT.md: every number the report takes from a committed CSV carries, right after it, an
 * HTML comment naming where it comes from (invisible when the Markdown is rendered):
 * <pre>
 *   0.745&lt;!-- q e4-kernel-spheres/summary.csv accuracy_mean learner=priv-ker-mrg epsilon=1 --&gt;
 * </pre>
 * {@code q FILE COLUMN[*SCALE] KEY=VALUE...}: FILE relative to the REPORT.md's folder (a cells.csv may be
 * committed as cells.csv.gz), the column, an optional factor (error_rate_mean*100 for a percentage), and
 * filters that must select exactly one row: a column equal to the value (numbers compared as numbers),
 * {@code params.NAME=VALUE} on the canonical params JSON, or {@code KEY~TEXT}: the column contains TEXT (several
 * on one key must all hold). The quoted number is the number just before the
 * comment (bold and a percent sign aside); it must equal the column's value rounded to the printed precision:
 * |value - quoted| <= half a unit of its last printed digit. A claim-table row whose number is not from a run
 * (a test's assertion, a proof) says so with {@code <!-- q none: REASON -->}.
 *
 * <p>The convention is documented in results/reference/README.md.
 */
final class ReportQuotes {

    /** One anchored number. */
    record Quote(int line, String printed, String file, String column, double scale, Map<String, String> filters) {
    }

    private static final Pattern ANCHOR = Pattern.compile("<!--\\s*q\\s+(.*?)\\s*-->");
    private static final Pattern TRAILING_NUMBER = Pattern.compile("(-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)$");
    static final Pattern CLAIM_HEADER = Pattern.compile(
            "^\\|\\s*claim\\s*\\|\\s*paper[^|]*\\|\\s*privbench[^|]*\\|\\s*verdict\\s*\\|\\s*$", Pattern.CASE_INSENSITIVE);
    static final Pattern CELL_SPLIT = Pattern.compile("(?<!\\\\)\\|");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path report;
    private final List<Quote> quotes = new ArrayList<>();
    private final List<String> malformed = new ArrayList<>();
    private final List<Integer> bareRows = new ArrayList<>();
    private int claimRows;

    private ReportQuotes(Path report) {
        this.report = report;
    }

    /** Reads the anchors and the claim tables of a report. */
    static ReportQuotes parse(Path report) throws IOException {
        ReportQuotes q = new ReportQuotes(report);
        List<String> lines = Files.readAllLines(report);
        boolean inClaims = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            q.anchors(i + 1, line);
            String s = line.strip();
            if (CLAIM_HEADER.matcher(s).matches()) {
                inClaims = true;
                continue;
            }
            if (inClaims) {
                if (!s.startsWith("|")) {
                    inClaims = false;
                } else if (!s.matches("^\\|[\\s:|-]+$")) {
                    q.claimRows++;
                    String[] cells = CELL_SPLIT.split(s, -1);
                    String privbench = cells.length > 3 ? cells[3] : "";
                    if (!ANCHOR.matcher(privbench).find()) {
                        q.bareRows.add(i + 1);
                    }
                }
            }
        }
        return q;
    }

    private void anchors(int lineNo, String line) {
        Matcher m = ANCHOR.matcher(line);
        while (m.find()) {
            String body = m.group(1);
            if (body.startsWith("none")) {
                continue;
            }
            String before = line.substring(0, m.start()).replaceAll("[*%\\s]+$", "");
            Matcher num = TRAILING_NUMBER.matcher(before);
            String[] tokens = body.split("\\s+");
            if (!num.find() || tokens.length < 2) {
                malformed.add(where(lineNo) + ": anchor '" + body + "' " + (tokens.length < 2
                        ? "needs FILE COLUMN" : "follows no number"));
                continue;
            }
            String column = tokens[1];
            double scale = 1;
            int star = column.indexOf('*');
            if (star > 0) {
                scale = Double.parseDouble(column.substring(star + 1));
                column = column.substring(0, star);
            }
            Map<String, String> filters = new LinkedHashMap<>();
            for (int t = 2; t < tokens.length; t++) {
                int tilde = tokens[t].indexOf('~');
                int eq = tokens[t].indexOf('=');
                if (tilde > 0 && (eq < 0 || tilde < eq)) {
                    // KEY~TEXT: the column contains TEXT (for label columns such as a setting's "{a=1, b=2}"); a
                    // key may take several (setting~epsilon=1, setting~gamma=0.1,), each keyed by its position
                    filters.put(tokens[t].substring(0, tilde) + "~" + t, tokens[t].substring(tilde + 1));
                    continue;
                }
                if (eq <= 0) {
                    malformed.add(where(lineNo) + ": filter '" + tokens[t] + "' is not KEY=VALUE or KEY~TEXT");
                    continue;
                }
                filters.put(tokens[t].substring(0, eq), tokens[t].substring(eq + 1));
            }
            quotes.add(new Quote(lineNo, num.group(1), tokens[0], column, scale, filters));
        }
    }

    private String where(int line) {
        return report.getParent().getFileName() + "/" + report.getFileName() + ":" + line;
    }

    List<Quote> quotes() {
        return quotes;
    }

    int claimRows() {
        return claimRows;
    }

    /** Line numbers of claim-table rows whose privbench cell has no anchor (not even q none). */
    List<Integer> claimRowsWithoutQuote() {
        return bareRows;
    }

    /** Every anchor that does not hold: malformed, unresolvable, or a number that the CSV does not give. */
    List<String> mismatches() throws IOException {
        List<String> out = new ArrayList<>(malformed);
        Map<Path, CsvTable> cache = new LinkedHashMap<>();
        for (Quote q : quotes) {
            Path file = committed(report, q.file());
            if (!Files.isRegularFile(file)) {
                out.add(where(q.line()) + ": " + q.file() + " does not exist");
                continue;
            }
            CsvTable t = cache.computeIfAbsent(file, f -> {
                try {
                    return CellsFile.read(f);
                } catch (IOException e) {
                    throw new IllegalStateException(f + ": " + e.getMessage(), e);
                }
            });
            int col = t.column(q.column());
            if (col < 0) {
                out.add(where(q.line()) + ": " + q.file() + " has no column " + q.column());
                continue;
            }
            List<List<String>> rows = new ArrayList<>();
            for (List<String> r : t.rows()) {
                if (matches(t, r, q.filters())) {
                    rows.add(r);
                }
            }
            if (rows.size() != 1) {
                out.add(where(q.line()) + ": " + q.filters() + " selects " + rows.size() + " rows of " + q.file()
                        + ", not one");
                continue;
            }
            String raw = rows.get(0).get(col);
            double value;
            try {
                value = Double.parseDouble(raw) * q.scale();
            } catch (NumberFormatException e) {
                out.add(where(q.line()) + ": " + q.file() + " " + q.column() + " is '" + raw + "', not a number");
                continue;
            }
            if (!printedAs(q.printed(), value)) {
                out.add(where(q.line()) + ": quotes " + q.printed() + ", but " + q.file() + " " + q.column()
                        + (q.scale() != 1 ? "*" + q.scale() : "") + " " + q.filters() + " is " + value);
            }
        }
        return out;
    }

    /** A file a report names, relative to its folder; a cells.csv may be committed as cells.csv.gz. */
    static Path committed(Path report, String name) {
        Path file = report.getParent().resolve(name);
        if (!Files.isRegularFile(file) && file.getFileName().toString().equals(CellsFile.PLAIN)) {
            file = file.resolveSibling(CellsFile.GZIP);
        }
        return file;
    }

    /**
     * Whether a printed number is the value to its printed precision: within half a unit of its last digit; the
     * relative 1e-12 absorbs the binary representation of values that sit exactly on a rounding boundary (0.125
     * printed 0.13 by half-up or 0.12 by half-even).
     */
    static boolean printedAs(String printed, double value) {
        BigDecimal p = new BigDecimal(printed);
        double halfUnit = 0.5 * Math.pow(10, -p.scale());
        return Math.abs(value - p.doubleValue()) <= halfUnit * (1 + 1e-9) + 1e-12 * Math.abs(value);
    }

    static boolean matches(CsvTable t, List<String> row, Map<String, String> filters) {
        for (var f : filters.entrySet()) {
            String actual;
            int tilde = f.getKey().indexOf('~');
            if (tilde > 0) {
                int c = t.column(f.getKey().substring(0, tilde));
                if (c < 0 || !row.get(c).contains(f.getValue())) {
                    return false;
                }
                continue;
            }
            if (f.getKey().startsWith("params.")) {
                actual = param(t.get(row, "params"), f.getKey().substring("params.".length()));
                if (actual == null) {
                    return false;
                }
            } else {
                int c = t.column(f.getKey());
                if (c < 0) {
                    return false;
                }
                actual = row.get(c);
            }
            if (!same(actual, f.getValue())) {
                return false;
            }
        }
        return true;
    }

    private static String param(String json, String name) {
        try {
            JsonNode n = JSON.readTree(json).get(name);
            return n == null ? null : n.asText();
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean same(String actual, String wanted) {
        if (actual.equals(wanted)) {
            return true;
        }
        try {
            return Double.parseDouble(actual) == Double.parseDouble(wanted);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
