package privbench.harness.repository;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;

/**
 * The standard every committed reference result is held to (issue 18, "What it must show"), as a list of
 * failures rather than a first assertion, so one run of {@link ReferenceResultsTest} shows everything a rerun
 * has to fix. A failure is keyed {@code <path under results/reference>: <check>}; the detail says what was found.
 *
 * <p>Checks, per run folder (a folder holding summary.csv): {@code cells} (cells.csv or cells.csv.gz committed),
 * {@code budget} (no ok cell spends above its epsilon or delta, compared as the doubles are printed: a rounding
 * residue above is a broken promise), {@code repetitions} (every private group has at least
 * {@link #MIN_REPETITIONS} successful repetitions), {@code manifest} (a manifest without a machine path in its
 * command line or experiment); for PILLAR also {@code full-variant}. Per paper: {@code claim-table} and
 * {@code not-reproduced} in REPORT.md, {@code claim-quotes} (every claim row quotes a committed CSV,
 * {@link ReportQuotes}); for PILLAR {@code fashion-mnist} (one run on Fashion-MNIST). Per removal-margin table:
 * {@code removal-margin-converged} (no positive margin from an unconverged SVM fit).
 */
final class ReferenceChecks {

    /** The floor on repetitions per private group. */
    static final int MIN_REPETITIONS = 10;

    /** The PILLAR paper folder, held to the full-variant and Fashion-MNIST checks. */
    static final String PILLAR = "pillar-2024";

    /** An absolute path of this machine: Unix root-relative or a Windows drive. */
    private static final Pattern MACHINE_PATH = Pattern.compile("^(/|[A-Za-z]:[\\\\/]).*|.*=(/|[A-Za-z]:[\\\\/]).*");

    /** A claim table's header: claim | paper... | privbench... | verdict. */
    private static final Pattern CLAIM_HEADER = Pattern.compile(
            "^\\|\\s*claim\\s*\\|\\s*paper[^|]*\\|\\s*privbench[^|]*\\|\\s*verdict\\s*\\|\\s*$", Pattern.CASE_INSENSITIVE);

    private static final Pattern NOT_REPRODUCED = Pattern.compile("^#+\\s.*not reproduced.*$", Pattern.CASE_INSENSITIVE);

    private final Path reference;
    private final TreeMap<String, String> failures = new TreeMap<>();

    private ReferenceChecks(Path reference) {
        this.reference = reference;
    }

    /** Every failure under a results/reference folder: key -> detail. */
    static TreeMap<String, String> of(Path reference) throws IOException {
        ReferenceChecks c = new ReferenceChecks(reference);
        c.run();
        return c.failures;
    }

    private void fail(Path where, String check, String detail) {
        String rel = reference.relativize(where).toString().replace('\\', '/');
        failures.merge(rel + ": " + check, detail, (a, b) -> a + "; " + b);
    }

    private void run() throws IOException {
        List<Path> papers;
        try (Stream<Path> s = Files.list(reference)) {
            papers = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path paper : papers) {
            paper(paper);
        }
    }

    private void paper(Path paper) throws IOException {
        boolean pillar = paper.getFileName().toString().equals(PILLAR);
        report(paper);
        List<Path> runs;
        List<Path> margins;
        try (Stream<Path> s = Files.walk(paper)) {
            List<Path> all = s.sorted().toList();
            runs = all.stream().filter(p -> Files.isRegularFile(p.resolve("summary.csv"))).toList();
            margins = all.stream().filter(p -> p.getFileName().toString().equals("removal-margin.csv")).toList();
        }
        boolean fashion = false;
        for (Path run : runs) {
            fashion |= run(run, pillar);
        }
        if (pillar && !fashion) {
            fail(paper, "fashion-mnist", "no run folder has Fashion-MNIST data (its summary's dataset column)");
        }
        for (Path m : margins) {
            removalMargin(m);
        }
    }

    /** Checks one run folder; true when its data are Fashion-MNIST. */
    private boolean run(Path dir, boolean pillar) throws IOException {
        CsvTable summary = CsvTable.read(dir.resolve("summary.csv"));
        Optional<Path> cellsFile = CellsFile.find(dir);
        if (cellsFile.isEmpty()) {
            fail(dir, "cells", "neither cells.csv nor cells.csv.gz is committed: no interval can be checked");
        } else {
            budget(dir, CellsFile.read(cellsFile.get()));
        }
        repetitions(dir, summary);
        Path manifestFile = dir.resolve(Manifest.FILE);
        if (!Files.isRegularFile(manifestFile)) {
            fail(dir, "manifest", "no manifest.json");
        } else {
            Manifest m = Manifest.read(manifestFile);
            List<String> paths = new ArrayList<>();
            if (MACHINE_PATH.matcher(m.experiment()).matches()) {
                paths.add(m.experiment());
            }
            m.commandLine().stream().filter(a -> MACHINE_PATH.matcher(a).matches()).forEach(paths::add);
            if (!paths.isEmpty()) {
                fail(dir, "manifest", "machine path(s) " + paths + " (run with a relative --out)");
            }
            if (pillar && !m.full()) {
                fail(dir, "full-variant", "the small variant (manifest full = false); PILLAR is committed at "
                        + "full scale");
            }
        }
        int dataset = summary.column("dataset");
        return dataset >= 0 && summary.rows().stream()
                .anyMatch(r -> r.get(dataset).toLowerCase(Locale.ROOT).contains("fashion"));
    }

    private void budget(Path dir, CsvTable cells) {
        int over = 0;
        String first = null;
        for (List<String> r : cells.rows()) {
            if (!cells.get(r, "status").equals("ok")) {
                continue;
            }
            String eps = cells.get(r, "epsilon");
            String spent = cells.get(r, "epsilon_spent");
            String delta = resolvedDelta(cells.get(r, "delta"), cells.get(r, "n"));
            String dSpent = cells.get(r, "delta_spent");
            boolean bad = above(spent, eps) || above(dSpent, delta);
            if (bad) {
                over++;
                if (first == null) {
                    first = "cell " + cells.get(r, "cell_id") + " " + cells.get(r, "learner") + ": epsilon_spent "
                            + spent + " against " + eps + ", delta_spent " + dSpent + " against " + delta;
                }
            }
        }
        if (over > 0) {
            fail(dir, "budget", over + " ok cells spend above their budget (first: " + first + ")");
        }
    }

    /** True when both are finite numbers and spent > budget as printed. */
    private static boolean above(String spent, String budget) {
        if (!finite(spent) || !finite(budget)) {
            return false;
        }
        return Double.parseDouble(spent) > Double.parseDouble(budget);
    }

    private static boolean finite(String v) {
        if (v.isEmpty()) {
            return false;
        }
        try {
            return Double.isFinite(Double.parseDouble(v));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String resolvedDelta(String delta, String n) {
        double rows = Double.parseDouble(n);
        return switch (delta) {
            case "1/n^2" -> Double.toString(1.0 / (rows * rows));
            case "1/n" -> Double.toString(1.0 / rows);
            default -> delta;
        };
    }

    private void repetitions(Path dir, CsvTable summary) {
        int few = 0;
        int min = Integer.MAX_VALUE;
        int groups = 0;
        for (List<String> r : summary.rows()) {
            if (!finite(summary.get(r, "epsilon"))) {
                continue;
            }
            groups++;
            int reps = Integer.parseInt(summary.get(r, "n_reps"));
            if (reps < MIN_REPETITIONS) {
                few++;
                min = Math.min(min, reps);
            }
        }
        if (few > 0) {
            fail(dir, "repetitions", few + " of " + groups + " private groups have fewer than " + MIN_REPETITIONS
                    + " repetitions (the fewest: " + min + ")");
        }
    }

    private void report(Path paper) throws IOException {
        Path file = paper.resolve("REPORT.md");
        if (!Files.isRegularFile(file)) {
            fail(paper, "claim-table", "no REPORT.md");
            return;
        }
        List<String> lines = Files.readAllLines(file);
        if (lines.stream().noneMatch(l -> CLAIM_HEADER.matcher(l.strip()).matches())) {
            fail(paper, "claim-table", "REPORT.md has no table headed | claim | paper | privbench | verdict |");
        }
        if (lines.stream().noneMatch(l -> NOT_REPRODUCED.matcher(l.strip()).matches())) {
            fail(paper, "not-reproduced", "REPORT.md has no \"Not reproduced\" section");
        }
        ReportQuotes quotes = ReportQuotes.parse(file);
        List<Integer> bare = quotes.claimRowsWithoutQuote();
        if (!bare.isEmpty()) {
            fail(paper, "claim-quotes", bare.size() + " of " + quotes.claimRows() + " claim rows name no committed "
                    + "CSV for their number (REPORT.md lines " + bare + ")");
        }
    }

    private void removalMargin(Path file) throws IOException {
        CsvTable t = CsvTable.read(file);
        int bad = 0;
        String first = null;
        for (List<String> r : t.rows()) {
            String margin = t.get(r, "margin");
            if (finite(margin) && Double.parseDouble(margin) > 0 && !Boolean.parseBoolean(t.get(r, "svm_converged"))) {
                bad++;
                if (first == null) {
                    first = t.get(r, "curve") + " after " + t.get(r, "removed") + " removals: margin " + margin;
                }
            }
        }
        if (bad > 0) {
            fail(file, "removal-margin-converged", bad + " points report a positive margin from an unconverged "
                    + "SVM fit (first: " + first + "); rerun removal-margin, which now excludes them");
        }
    }
}
