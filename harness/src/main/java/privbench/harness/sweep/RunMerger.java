package privbench.harness.sweep;

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
import privbench.harness.experiment.InputException;
import privbench.harness.experiment.Location;
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
 */
public final class RunMerger {

    /** What a merge did. */
    public record Result(Path folder, int cells, int failed) {
    }

    private RunMerger() {
    }

    public static Result merge(List<Path> folders, Path out, List<String> commandLine) throws IOException {
        if (folders.isEmpty()) {
            throw new InputException(Location.of(out), "merge needs at least one run folder");
        }
        CsvTable first = null;
        Map<String, List<String>> byId = new LinkedHashMap<>();
        Map<String, Path> from = new LinkedHashMap<>();
        List<Manifest> manifests = new ArrayList<>();
        for (Path dir : folders) {
            Path file = dir.resolve(CellsCsv.FILE);
            if (!Files.isRegularFile(file)) {
                throw new InputException(Location.of(file), "does not exist; is " + dir + " a run folder?");
            }
            CsvTable t = CsvTable.read(file);
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
        List<List<String>> rows = new ArrayList<>(byId.values());
        rows.sort(Comparator.comparing(r -> r.get(0)));
        Files.createDirectories(out);
        new CsvTable(first.header(), rows).write(out.resolve(CellsCsv.FILE));
        ExperimentRun.writeSummary(out, CellsLayout.fromHeader(first.header()));
        keepExperiment(folders, out);
        int status = first.column("status");
        int failed = (int) rows.stream().filter(r -> !r.get(status).equals("ok")).count();
        manifest(manifests, folders, rows.size(), failed, commandLine).write(out);
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

    private static void requireLayout(Path file, CsvTable t) {
        try {
            CellsLayout.fromHeader(t.header());
        } catch (IllegalArgumentException e) {
            throw new InputException(Location.of(file), e.getMessage());
        }
    }

    private static void add(CsvTable t, List<String> row, Path dir, Map<String, List<String>> byId,
                            Map<String, Path> from) {
        String id = t.get(row, "cell_id");
        List<String> earlier = byId.get(id);
        boolean ok = t.get(row, "status").equals("ok");
        if (earlier == null || (!t.get(earlier, "status").equals("ok") && ok)) {
            byId.put(id, row);
            from.put(id, dir);
            return;
        }
        if (ok && t.get(earlier, "status").equals("ok")) {
            int fit = t.column("fit_seconds");
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

    private static Manifest manifest(List<Manifest> parts, List<Path> folders, int cells, int failed,
                                     List<String> commandLine) throws IOException {
        List<String> sources = folders.stream().map(Location::display).toList();
        String now = Instant.now().toString();
        if (parts.isEmpty()) {
            return new Manifest("", "", "", 0, false, null, null, System.getProperty("java.version"),
                    System.getProperty("os.name"), 0, "merged", now, now, "", Map.of(), commandLine, cells, 0, 0,
                    failed, sources, null);
        }
        Manifest m = parts.get(0);
        String start = parts.stream().map(Manifest::startedAt).min(String::compareTo).orElse(now);
        int threads = parts.stream().mapToInt(Manifest::threads).max().orElse(0);
        int run = parts.stream().mapToInt(Manifest::cellsRun).sum();
        return new Manifest(m.experiment(), m.experimentSha256(), m.name(), m.seed(), m.full(), m.gitCommit(),
                m.gitDirty(), m.java(), m.os(), threads, "merged", start, now, m.projectVersion(), m.dependencies(),
                commandLine, cells, run, 0, failed, sources, m.precision());
    }
}
