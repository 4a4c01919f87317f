package privbench.harness.sweep;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.CellsFile;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.RunFolder;

/**
 * {@code merge}: joins the cells.csv of several run folders (typically the shards of one sweep) by cell
 * id into one folder and summarises them again.
 *
 * <p>The folders must come from the same experiment (same columns, seed and experiment digest). A cell
 * present in several folders keeps its successful row; two successful rows of one cell must agree on
 * every result column except the timing, or the merge is refused: that would mean the runs were not
 * reproducible.
 *
 * <p>private-diagnostics.csv travels with the rows: when every folder has one, the merged folder keeps the private
 * rows of the cells whose row it kept, and its manifest says so; folders with and without it are not merged
 * (the merged file would cover only some cells).
 */
public final class RunMerger {

    /** What a merge did. */
    public record Result(Path folder, int cells, int failed) {
    }

    private RunMerger() {
    }

    /** Merges a complete set of shards (or whole runs); see {@link #merge(List, Path, List, boolean)}. */
    public static Result merge(List<Path> folders, Path out, List<String> commandLine) throws IOException {
        return merge(folders, out, commandLine, false);
    }

    /**
     * Merges run folders into {@code out}.
     *
     * @param partial accept an incomplete set of shards (the number of shards N is read from the shards'
     *                manifests; without this flag a missing shard is refused)
     * @throws InputException when the folders are not runs of one experiment, a shard is missing, or
     *                        {@code out} holds another run
     */
    public static Result merge(List<Path> folders, Path out, List<String> commandLine, boolean partial)
            throws IOException {
        if (folders.isEmpty()) {
            throw new InputException(Location.of(out), "merge needs at least one run folder");
        }
        CsvTable first = null;
        Map<String, List<String>> byId = new LinkedHashMap<>();
        Map<String, Path> from = new LinkedHashMap<>();
        List<Manifest> manifests = new ArrayList<>();
        for (Path dir : folders) {
            Path file = CellsFile.in(dir);
            if (!Files.isRegularFile(file)) {
                throw new InputException(Location.of(file), "does not exist; is " + dir + " a run folder?");
            }
            CsvTable t = CellsFile.read(file);
            if (first == null) {
                first = t;
                requireLayout(file, t);
            } else if (!t.header().equals(first.header())) {
                throw new InputException(Location.of(file), "has other columns than " + folders.get(0)
                        .resolve(CellsCsv.FILE) + "; only runs of one experiment can be merged");
            }
            for (List<String> row : t.rows()) {
                add(t, row, dir, byId, from);
            }
            Path manifest = dir.resolve(Manifest.FILE);
            if (Files.isRegularFile(manifest)) {
                try {
                    manifests.add(Manifest.read(manifest));
                } catch (IOException e) {
                    throw new InputException(Location.of(manifest), "cannot be read as a run manifest ("
                            + e.getMessage().lines().findFirst().orElse("") + ")");
                }
            }
        }
        requireOneExperiment(first, byId, manifests, folders);
        boolean privateDiagnostics = requireOneDiagnosticsMode(folders);
        String missing = missingShards(manifests);
        if (!missing.isEmpty() && !partial) {
            throw new InputException(Location.of(folders.get(0)), "the folders are an incomplete set of shards: "
                    + missing + "; merge every shard, or give --partial to merge these alone");
        }
        requireFreeOutput(out, folders, first, manifests);
        List<List<String>> rows = new ArrayList<>(byId.values());
        rows.sort(Comparator.comparing(r -> r.get(0)));
        Files.createDirectories(out);
        new CsvTable(first.header(), rows).write(out.resolve(CellsCsv.FILE));
        Files.deleteIfExists(out.resolve(CellsFile.GZIP)); // replaced by the merged rows (merge --gzip-cells compresses)
        ExperimentRun.writeSummary(out, CellsLayout.fromHeader(first.header()));
        keepExperiment(folders, out);
        int status = first.column(Columns.STATUS);
        int failed = (int) rows.stream().filter(r -> !r.get(status).equals("ok")).count();
        if (privateDiagnostics) {
            mergePrivateDiagnostics(first, rows, from, out);
        } else {
            Files.deleteIfExists(out.resolve(PrivateDiagnosticsCsv.FILE));
        }
        manifest(manifests, folders, rows.size(), failed, commandLine, missing)
                .withPrivateDiagnostics(privateDiagnostics).write(out);
        return new Result(out, rows.size(), failed);
    }

    /** Keeps the experiment copy of the first folder that has one, for the merged run's report. */
    private static void keepExperiment(List<Path> folders, Path out) throws IOException {
        for (Path dir : folders) {
            Path copy = dir.resolve(RunFolder.EXPERIMENT_COPY);
            Path target = out.resolve(RunFolder.EXPERIMENT_COPY);
            if (Files.isRegularFile(copy)) {
                if (!copy.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
                    Files.copy(copy, target, StandardCopyOption.REPLACE_EXISTING);
                }
                return;
            }
        }
    }

    /** True when every folder has private-diagnostics.csv, false when none has; otherwise refused. */
    private static boolean requireOneDiagnosticsMode(List<Path> folders) {
        List<Path> with = folders.stream().filter(d -> Files.isRegularFile(d.resolve(PrivateDiagnosticsCsv.FILE)))
                .toList();
        if (!with.isEmpty() && with.size() < folders.size()) {
            Path without = folders.stream().filter(d -> !with.contains(d)).findFirst().orElseThrow();
            throw new InputException(Location.of(without), "has no " + PrivateDiagnosticsCsv.FILE + " but "
                    + Location.display(with.get(0)) + " has one: runs with and without --private-diagnostics cannot "
                    + "be merged (rerun the shards in one mode)");
        }
        return !with.isEmpty();
    }

    /** The private rows of each kept cell, from the folder its cells.csv row came from. */
    private static void mergePrivateDiagnostics(CsvTable cells, List<List<String>> kept, Map<String, Path> from,
                                                Path out) throws IOException {
        Map<Path, Map<String, List<List<String>>>> byFolder = new LinkedHashMap<>();
        List<List<String>> rows = new ArrayList<>();
        for (List<String> row : kept) {
            if (!cells.get(row, Columns.STATUS).equals("ok")) {
                continue;
            }
            String id = cells.get(row, Columns.CELL_ID);
            Map<String, List<List<String>>> byCell = byFolder.get(from.get(id));
            if (byCell == null) {
                byCell = privateRowsByCell(from.get(id).resolve(PrivateDiagnosticsCsv.FILE));
                byFolder.put(from.get(id), byCell);
            }
            rows.addAll(byCell.getOrDefault(id, List.of()));
        }
        new CsvTable(PrivateDiagnosticsCsv.HEADER, rows).write(out.resolve(PrivateDiagnosticsCsv.FILE));
    }

    private static Map<String, List<List<String>>> privateRowsByCell(Path file) throws IOException {
        CsvTable t = CsvTable.read(file);
        if (!t.header().equals(PrivateDiagnosticsCsv.HEADER)) {
            throw new InputException(Location.of(file), "has columns " + t.header() + ", expected "
                    + PrivateDiagnosticsCsv.HEADER);
        }
        Map<String, List<List<String>>> out = new LinkedHashMap<>();
        for (List<String> row : t.rows()) {
            out.computeIfAbsent(t.get(row, Columns.CELL_ID), k -> new ArrayList<>()).add(row);
        }
        return out;
    }

    private static void requireLayout(Path file, CsvTable t) {
        try {
            CellsLayout.fromHeader(t.header());
        } catch (IllegalArgumentException e) {
            throw new InputException(Location.of(file), e.getMessage());
        }
    }

    private static void add(CsvTable t, List<String> row, Path dir, Map<String, List<String>> byId,
                            Map<String, Path> from) {
        String id = t.get(row, Columns.CELL_ID);
        List<String> earlier = byId.get(id);
        boolean ok = t.get(row, Columns.STATUS).equals("ok");
        if (earlier == null || (!t.get(earlier, Columns.STATUS).equals("ok") && ok)) {
            byId.put(id, row);
            from.put(id, dir);
            return;
        }
        if (ok && t.get(earlier, Columns.STATUS).equals("ok")) {
            int fit = t.column(Columns.FIT_SECONDS);
            for (int c = 0; c < row.size(); c++) {
                if (c != fit && !row.get(c).equals(earlier.get(c))) {
                    throw new InputException(Location.of(dir.resolve(CellsCsv.FILE)), "cell " + id + " has "
                            + t.header().get(c) + " = " + row.get(c) + ", but " + from.get(id) + " has "
                            + earlier.get(c) + "; runs of one experiment must agree to the last bit");
                }
            }
        }
    }

    private static void requireOneExperiment(CsvTable t, Map<String, List<String>> byId, List<Manifest> manifests,
                                             List<Path> folders) {
        String seed = null;
        for (List<String> row : byId.values()) {
            String s = t.get(row, "seed");
            if (seed != null && !seed.equals(s)) {
                throw new InputException(Location.of(folders.get(0)), "the folders hold cells of seeds " + seed
                        + " and " + s + "; only runs of one experiment and seed can be merged");
            }
            seed = s;
        }
        for (Manifest m : manifests) {
            if (!m.experimentSha256().equals(manifests.get(0).experimentSha256())) {
                throw new InputException(Location.of(folders.get(0)), "the folders were run from different "
                        + "versions of the experiment file (sha256 " + manifests.get(0).experimentSha256() + " and "
                        + m.experimentSha256() + ")");
            }
        }
    }

    /**
     * Which shards of the sweep are missing, as text ("shard 2 of 2 is missing"), or "" when the set is complete.
     * N comes from the shards' manifests; a folder of a whole run (shard 1/1) or a merged run covers every cell.
     */
    static String missingShards(List<Manifest> manifests) {
        java.util.TreeSet<Integer> counts = new java.util.TreeSet<>();
        java.util.Set<Integer> have = new java.util.HashSet<>();
        for (Manifest m : manifests) {
            Shard s;
            try {
                s = Shard.parse(m.shard() == null ? "" : m.shard());
            } catch (IllegalArgumentException e) {
                return "";   // a merged run: its own completeness was checked when it was merged
            }
            if (s.isAll()) {
                return "";
            }
            counts.add(s.count());
            have.add(s.index());
        }
        if (counts.isEmpty()) {
            return "";
        }
        if (counts.size() > 1) {
            return "they come from shardings into " + counts + " parts, which do not combine";
        }
        int n = counts.first();
        List<String> absent = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            if (!have.contains(i)) {
                absent.add(i + "/" + n);
            }
        }
        return absent.isEmpty() ? "" : "shard" + (absent.size() == 1 ? " " : "s ") + String.join(", ", absent)
                + (absent.size() == 1 ? " is" : " are") + " missing (" + have.size() + " of " + n + " given)";
    }

    /**
     * Refuses to write into a folder holding another run (another experiment, version of it or seed), as
     * {@code run} does: its old report and figures would stay beside the new tables.
     */
    private static void requireFreeOutput(Path out, List<Path> folders, CsvTable cells, List<Manifest> manifests)
            throws IOException {
        Path target = out.toAbsolutePath().normalize();
        if (folders.stream().anyMatch(f -> f.toAbsolutePath().normalize().equals(target)) || !Files.exists(out)) {
            return;
        }
        if (!Files.isDirectory(out)) {
            throw new InputException(Location.of(out), "is a file, not a folder for the merged run");
        }
        String hint = "; give another --out folder, or remove it first";
        Path oldManifest = out.resolve(Manifest.FILE);
        if (Files.isRegularFile(oldManifest) && !manifests.isEmpty()) {
            Manifest old;
            try {
                old = Manifest.read(oldManifest);
            } catch (IOException e) {
                throw new InputException(Location.of(oldManifest), "cannot be read as a run manifest" + hint);
            }
            Manifest now = manifests.get(0);
            if (!old.experimentSha256().equals(now.experimentSha256()) || old.seed() != now.seed()) {
                throw new InputException(Location.of(out), "holds another run (" + describe(old) + "), not one of "
                        + describe(now) + hint);
            }
        }
        Path oldCells = CellsFile.in(out);
        if (Files.isRegularFile(oldCells)) {
            CsvTable old = CellsFile.read(oldCells);
            String seed = cells.rows().isEmpty() ? null : cells.get(cells.rows().get(0), "seed");
            boolean otherSeed = seed != null && old.rows().stream().anyMatch(r -> !old.get(r, "seed").equals(seed));
            if (!old.header().equals(cells.header()) || otherSeed) {
                throw new InputException(Location.of(oldCells), "belongs to another run (other "
                        + (otherSeed ? "seed" : "columns") + ")" + hint);
            }
        } else if (Files.isRegularFile(out.resolve("REPORT.md")) || Files.isDirectory(out.resolve("figures"))) {
            throw new InputException(Location.of(out), "holds a report but no cells.csv; it is not a run of this "
                    + "experiment" + hint);
        }
    }

    private static String describe(Manifest m) {
        return "experiment " + m.name() + ", seed " + m.seed() + ", file sha256 "
                + m.experimentSha256().substring(0, Math.min(12, m.experimentSha256().length()));
    }

    private static Manifest manifest(List<Manifest> parts, List<Path> folders, int cells, int failed,
                                     List<String> commandLine, String missing) throws IOException {
        String shard = missing.isEmpty() ? "merged" : "merged, partial: " + missing;
        List<String> sources = folders.stream().map(Location::display).toList();
        String now = Instant.now().toString();
        if (parts.isEmpty()) {
            return Manifest.builder().machine(System.getProperty("java.version"), System.getProperty("os.name"))
                    .execution(0, shard, commandLine).startedAt(now).finishedAt(now).counts(cells, 0, 0, failed)
                    .sources(sources).build();
        }
        Manifest m = parts.get(0);
        String start = parts.stream().map(Manifest::startedAt).min(String::compareTo).orElse(now);
        int threads = parts.stream().mapToInt(Manifest::threads).max().orElse(0);
        int run = parts.stream().mapToInt(Manifest::cellsRun).sum();
        List<String> cpus = parts.stream().map(Manifest::cpu).filter(Objects::nonNull).distinct().toList();
        return m.toBuilder().cpu(cpus.isEmpty() ? null : String.join("; ", cpus))
                .execution(threads, shard, commandLine).startedAt(start).finishedAt(now)
                .counts(cells, run, 0, failed).sources(sources).privateDiagnostics(false).skippedLearners(List.of())
                .build();
    }
}
