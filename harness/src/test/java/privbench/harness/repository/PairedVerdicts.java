package privbench.harness.repository;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import privbench.harness.compare.PairedRepetitions;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;

/**
 * The verdict rule of results/reference/README.md, applied to the claim tables: a paired 95% interval is quoted as
 * <pre>
 *   [0.012, 0.031]&lt;!-- paired e6-run/cells.csv accuracy expect=a&gt;b d=1000 a.params.jlConstant=4 b.params.jlConstant=36 --&gt;
 * </pre>
 * {@code paired FILE METRIC[*SCALE] [expect=a>b|a<b] FILTER...} (a scale of 100 for percentage points): the cells of arm a (the plain filters and those prefixed
 * {@code a.}) and of arm b (plain and {@code b.}), one cell per repetition in each, paired by repetition (the same
 * data draw); the interval is the mean of a - b plus or minus the 97.5% Student t quantile times its standard error.
 * The printed bounds must be the computed ones to their printed precision. A claim row whose verdict begins with
 * "reproduced" or "holds" needs every paired interval in the row to exclude 0, on the {@code expect} side when one
 * is named; a row whose verdict begins with "no difference detected" needs every one to include 0. So a null result
 * cannot be called reproduced, and a verdict the committed cells do not support fails.
 */
final class PairedVerdicts {

    private static final Pattern ANCHOR = Pattern.compile("<!--\\s*paired\\s+(.*?)\\s*-->");
    private static final Pattern INTERVAL = Pattern.compile("\\[\\s*(-?[\\d.]+(?:[eE][-+]?\\d+)?)\\s*,\\s*"
            + "(-?[\\d.]+(?:[eE][-+]?\\d+)?)\\s*]\\**$");

    /** One quoted paired interval: where, what was printed, and what the cells give. */
    record Interval(int line, String printedLow, String printedHigh, double low, double high, String expect,
                    int pairs) {

        boolean excludesZero() {
            return expect.equals("a>b") ? low > 0 : expect.equals("a<b") ? high < 0 : low > 0 || high < 0;
        }

        boolean includesZero() {
            return low <= 0 && high >= 0;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "[%.4f, %.4f] over %d pairs%s", low, high, pairs,
                    expect.isEmpty() ? "" : " (expected " + expect + ")");
        }
    }

    private final Path report;
    private final List<String> problems = new ArrayList<>();
    private final List<Interval> intervals = new ArrayList<>();

    private PairedVerdicts(Path report) {
        this.report = report;
    }

    /** Every paired interval of the report checked against its cells, and every claim row's verdict against them. */
    static PairedVerdicts check(Path report) throws IOException {
        PairedVerdicts v = new PairedVerdicts(report);
        List<String> lines = Files.readAllLines(report);
        boolean inClaims = false;
        for (int i = 0; i < lines.size(); i++) {
            String s = lines.get(i).strip();
            List<Interval> row = v.intervals(i + 1, s);
            if (ReportQuotes.CLAIM_HEADER.matcher(s).matches()) {
                inClaims = true;
                continue;
            }
            if (!inClaims || !s.startsWith("|")) {
                inClaims = inClaims && s.startsWith("|");
                continue;
            }
            String[] cells = ReportQuotes.CELL_SPLIT.split(s, -1);
            if (cells.length < 3) {
                continue;
            }
            String verdict = cells[cells.length - 2].replaceAll("<!--.*?-->", "").strip().toLowerCase(Locale.ROOT);
            for (Interval iv : row) {
                if ((verdict.startsWith("reproduced") || verdict.startsWith("holds")) && !iv.excludesZero()) {
                    v.problems.add(v.where(i + 1) + ": verdict '" + verdict.split("[:;(]")[0].strip() + "' but the "
                            + "paired interval " + iv + " does not exclude no effect; say 'no difference detected'");
                }
                if (verdict.startsWith("no difference detected") && !iv.includesZero()) {
                    v.problems.add(v.where(i + 1) + ": 'no difference detected' but the paired interval " + iv
                            + " excludes 0");
                }
            }
        }
        return v;
    }

    private List<Interval> intervals(int lineNo, String line) throws IOException {
        List<Interval> out = new ArrayList<>();
        Matcher m = ANCHOR.matcher(line);
        while (m.find()) {
            Matcher printed = INTERVAL.matcher(line.substring(0, m.start()).strip());
            String[] tokens = m.group(1).split("\\s+");
            if (!printed.find() || tokens.length < 2) {
                problems.add(where(lineNo) + ": paired anchor '" + m.group(1) + "' "
                        + (tokens.length < 2 ? "needs FILE METRIC" : "follows no [low, high]"));
                continue;
            }
            Interval iv = compute(lineNo, tokens, printed.group(1), printed.group(2));
            if (iv != null) {
                out.add(iv);
                intervals.add(iv);
            }
        }
        return out;
    }

    private Interval compute(int lineNo, String[] tokens, String low, String high) throws IOException {
        Path file = ReportQuotes.committed(report, tokens[0]);
        if (!Files.isRegularFile(file)) {
            problems.add(where(lineNo) + ": " + tokens[0] + " does not exist");
            return null;
        }
        CsvTable t = CellsFile.read(file);
        String metric = tokens[1];
        double scale = 1;   // METRIC*SCALE: accuracy*100 for percentage points
        if (metric.indexOf('*') > 0) {
            scale = Double.parseDouble(metric.substring(metric.indexOf('*') + 1));
            metric = metric.substring(0, metric.indexOf('*'));
        }
        String expect = "";
        Map<String, String> a = new LinkedHashMap<>();
        Map<String, String> b = new LinkedHashMap<>();
        for (int k = 2; k < tokens.length; k++) {
            String tok = tokens[k];
            int eq = tok.indexOf('=');
            if (tok.startsWith("expect=")) {
                expect = tok.substring("expect=".length());
                if (!expect.equals("a>b") && !expect.equals("a<b")) {
                    problems.add(where(lineNo) + ": expect must be a>b or a<b, got " + expect);
                    return null;
                }
            } else if (eq <= 0) {
                problems.add(where(lineNo) + ": filter '" + tok + "' is not KEY=VALUE");
                return null;
            } else if (tok.startsWith("a.")) {
                a.put(tok.substring(2, eq), tok.substring(eq + 1));
            } else if (tok.startsWith("b.")) {
                b.put(tok.substring(2, eq), tok.substring(eq + 1));
            } else {
                a.put(tok.substring(0, eq), tok.substring(eq + 1));
                b.put(tok.substring(0, eq), tok.substring(eq + 1));
            }
        }
        int col = t.column(metric);
        int rep = t.column("repetition");
        if (col < 0 || rep < 0) {
            problems.add(where(lineNo) + ": " + tokens[0] + " has no column " + (col < 0 ? metric : "repetition"));
            return null;
        }
        Map<String, Double> armA = arm(t, a, col, rep, lineNo, "a");
        Map<String, Double> armB = arm(t, b, col, rep, lineNo, "b");
        if (armA == null || armB == null) {
            return null;
        }
        if (!armA.keySet().equals(armB.keySet()) || armA.size() < 2) {
            problems.add(where(lineNo) + ": the arms' repetitions differ or are fewer than 2: " + armA.keySet()
                    + " against " + armB.keySet());
            return null;
        }
        double factor = scale;
        double[] diff = armA.keySet().stream().mapToDouble(r -> factor * (armA.get(r) - armB.get(r))).toArray();
        PairedRepetitions.Result paired = PairedRepetitions.Result.of(diff);
        double mean = paired.meanDifference();
        double half = paired.detectable(0.05);   // the half-width of the 95% interval
        int r = paired.pairs();
        Interval iv = new Interval(lineNo, low, high, mean - half, mean + half, expect, r);
        requirePrinted(lineNo, low, iv.low(), "low");
        requirePrinted(lineNo, high, iv.high(), "high");
        return iv;
    }

    /** repetition -> metric for one arm; exactly one ok cell per repetition. */
    private Map<String, Double> arm(CsvTable t, Map<String, String> filters, int col, int rep, int lineNo,
                                    String name) {
        Map<String, Double> out = new TreeMap<>();
        int status = t.column("status");
        for (List<String> row : t.rows()) {
            if (!ReportQuotes.matches(t, row, filters) || status >= 0 && !row.get(status).equals("ok")) {
                continue;
            }
            if (out.put(row.get(rep), Double.parseDouble(row.get(col))) != null) {
                problems.add(where(lineNo) + ": arm " + name + " " + filters + " has two cells at repetition "
                        + row.get(rep) + ": add a filter");
                return null;
            }
        }
        if (out.isEmpty()) {
            problems.add(where(lineNo) + ": arm " + name + " " + filters + " selects no cell");
            return null;
        }
        return out;
    }

    private void requirePrinted(int lineNo, String printed, double value, String which) {
        if (!ReportQuotes.printedAs(printed, value)) {
            problems.add(where(lineNo) + ": paired interval's " + which + " printed " + printed + ", the cells give "
                    + String.format(Locale.ROOT, "%.6f", value));
        }
    }

    private String where(int line) {
        return report.getParent().getFileName() + "/" + report.getFileName() + ":" + line;
    }

    List<String> problems() {
        return problems;
    }

    List<Interval> intervals() {
        return intervals;
    }
}
