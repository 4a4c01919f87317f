package privbench.harness.compare;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.canonical.Canonical;
import privbench.harness.compare.Finding.Kind;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.ReadableNumber;

/**
 * Writes a {@link Comparison}: a readable table of what changed on a terminal, {@code compare.md}
 * and {@code compare.csv} (every comparison, full precision).
 */
public final class ComparisonWriter {

    /** The Markdown file name. */
    public static final String MARKDOWN = "compare.md";
    /** The CSV file name. */
    public static final String CSV = "compare.csv";

    private static final List<String> TABLE = List.of("verdict", "learner", "group", "setting", "quantity", "baseline",
            "current", "change", "p", "note");

    private final Comparison c;

    public ComparisonWriter(Comparison comparison) {
        this.c = comparison;
    }

    /** The verdict and the notable findings as aligned columns. */
    public void print(PrintStream out) {
        out.println("baseline: " + side(c.baselineDir(), c.baselineManifest()));
        out.println("current:  " + side(c.currentDir(), c.currentManifest()));
        c.notes().forEach(n -> out.println("note: " + n));
        List<Finding> notable = c.notable();
        if (notable.isEmpty()) {
            out.println("nothing to report: " + withinRule());
        } else {
            List<List<String>> rows = new ArrayList<>();
            rows.add(TABLE);
            notable.forEach(f -> rows.add(cells(f)));
            AlignedColumns.print(rows, out);
        }
        out.println(counts());
        out.println(verdict());
    }

    /** Writes compare.md and compare.csv into a folder; returns their paths. */
    public List<Path> write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path md = dir.resolve(MARKDOWN);
        Files.writeString(md, markdown(), StandardCharsets.UTF_8);
        Path csv = dir.resolve(CSV);
        csvTable().write(csv);
        return List.of(md, csv);
    }

    /** The one-line verdict. */
    public String verdict() {
        List<Finding> failures = c.failures();
        if (failures.isEmpty()) {
            return "OK: no regression";
        }
        return "FAILED: " + ReadableNumber.count(failures.size(), "finding") + (failures.size() == 1 ? " fails" : " fail")
                + " the comparison ("
                + String.join(", ", failures.stream().map(f -> f.kind().name()).distinct().toList()) + ")";
    }

    private String withinRule() {
        long identical = c.findings().stream().filter(f -> f.baseline() == f.current()).count();
        return "all " + c.findings().size() + " comparisons are within the rule (" + identical
                + " identical to the last bit)";
    }

    private String counts() {
        long groups = c.findings().stream().map(Finding::groupId).distinct().count();
        List<String> parts = new ArrayList<>();
        for (Kind k : Kind.values()) {
            long n = c.count(k);
            if (n > 0 && k != Kind.UNCHANGED) {
                parts.add(n + " " + k.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            }
        }
        return c.findings().size() + " comparisons in " + groups + " groups"
                + (parts.isEmpty() ? ", all unchanged" : ": " + String.join(", ", parts));
    }

    private String markdown() {
        StringBuilder md = new StringBuilder("# Comparison\n\n");
        md.append("| | folder | run |\n|---|---|---|\n");
        md.append("| baseline | `").append(Location.display(c.baselineDir())).append("` | ")
                .append(manifestText(c.baselineManifest())).append(" |\n");
        md.append("| current | `").append(Location.display(c.currentDir())).append("` | ")
                .append(manifestText(c.currentManifest())).append(" |\n\n");
        md.append("**").append(verdict()).append("**. ").append(counts()).append(".\n\n");
        md.append("Rule: ").append(c.rule().describe()).append(".\n\n");
        c.notes().forEach(n -> md.append("- Note: ").append(n).append('\n'));
        List<Finding> notable = c.notable();
        if (notable.isEmpty()) {
            md.append("Nothing to report: ").append(withinRule()).append("; `compare.csv` lists them all.\n");
            return md.toString();
        }
        md.append("| ").append(String.join(" | ", TABLE)).append(" |\n");
        md.append("|").append("---|".repeat(TABLE.size())).append('\n');
        for (Finding f : notable) {
            List<String> cells = cells(f);
            cells.set(0, c.fails(f) ? "**" + cells.get(0) + "**" : cells.get(0));
            md.append("| ").append(String.join(" | ", cells.stream().map(ComparisonWriter::escape).toList()))
                    .append(" |\n");
        }
        md.append("\n`compare.csv` lists every comparison, unchanged ones included, with full precision.\n");
        return md.toString();
    }

    private CsvTable csvTable() {
        List<String> header = List.of("verdict", "fails", Columns.GROUP_ID, "configuration", "setting", "quantity", "baseline",
                "baseline_ci_half", "current", "current_ci_half", "change", "p_value", "note");
        List<List<String>> rows = new ArrayList<>();
        for (Finding f : c.findings()) {
            rows.add(List.of(f.kind().name(), Boolean.toString(c.fails(f)), f.groupId(), f.configuration(), f.setting(),
                    f.quantity(), exact(f.baseline()), exact(f.baselineHalf()), exact(f.current()),
                    exact(f.currentHalf()), exact(f.change()), exact(f.pValue()), f.note()));
        }
        return new CsvTable(header, rows);
    }

    private static List<String> cells(Finding f) {
        return new ArrayList<>(List.of(f.kind().name(), f.configuration(), f.groupId(), f.setting(), f.quantity(),
                withHalf(f.baseline(), f.baselineHalf()), withHalf(f.current(), f.currentHalf()),
                signed(f.change()), ReadableNumber.pValue(f.pValue()), f.note()));
    }

    private static String withHalf(double v, double half) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return ReadableNumber.of(v) + (Double.isNaN(half) ? "" : " ± " + ReadableNumber.of(half, 2));
    }

    private static String signed(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        return (v > 0 ? "+" : "") + ReadableNumber.of(v);
    }

    private static String exact(double v) {
        return Double.isNaN(v) ? "" : Canonical.number(v);
    }

    private static String side(Path dir, Optional<Manifest> m) {
        return Location.display(dir) + m.map(x -> " (" + manifestText(m) + ")").orElse("");
    }

    private static String manifestText(Optional<Manifest> manifest) {
        if (manifest.isEmpty()) {
            return "no manifest";
        }
        Manifest m = manifest.get();
        String commit = m.gitCommit() == null ? "no git commit" : "commit " + m.gitCommit().substring(0,
                Math.min(12, m.gitCommit().length())) + (Boolean.TRUE.equals(m.gitDirty()) ? " with local changes" : "");
        return m.name() + ", " + commit + ", " + m.startedAt() + ", Java " + m.java();
    }

    private static String escape(String s) {
        return s.replace("|", "\\|");
    }
}
