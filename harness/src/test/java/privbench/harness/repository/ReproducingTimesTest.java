package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/reproducing.md's table of run times is generated from the committed reference folders' manifests: one row
 * per experiment file, its small and full folders with their cells and wall time ({@code started_at} to
 * {@code finished_at}); a folder resumed over several sittings shows the last sitting and how many cells it ran.
 * The block between {@code <!-- checked-by: ReproducingTimesTest -->} and {@code <!-- /checked-by -->} must be
 * exactly what this test renders (on a mismatch it prints the table to paste).
 */
class ReproducingTimesTest {

    private static final Path PAGE = RepositoryPaths.root().resolve("docs/reproducing.md");
    private static final String OPEN = "<!-- checked-by: ReproducingTimesTest -->";
    private static final String CLOSE = "<!-- /checked-by -->";

    /**
     * One committed run folder, as its manifest describes it; a folder {@code merge} made from shards has the sum of
     * its shards' wall times (its own manifest spans from the first shard's start to the merge, idle time included)
     * and their number.
     */
    record Run(String folder, String experiment, boolean full, int cells, int cellsRun, long seconds, int shards) {

        Run(String folder, String experiment, boolean full, int cells, int cellsRun, long seconds) {
            this(folder, experiment, full, cells, cellsRun, seconds, 0);
        }
    }

    private static long seconds(JsonNode manifest) {
        return Duration.between(Instant.parse(manifest.get("started_at").asText()),
                Instant.parse(manifest.get("finished_at").asText())).toSeconds();
    }

    static List<Run> runs(Path reference) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<Run> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(reference, 3)) {
            for (Path m : s.filter(p -> p.getFileName().toString().equals("manifest.json")).sorted().toList()) {
                JsonNode n = json.readTree(m.toFile());
                long seconds = seconds(n);
                int shards = 0;
                if ("merged".equals(n.path("shard").asText())) {
                    // the merge's arguments name its shard folders, relative to the repository root; a merge whose
                    // shards are not committed keeps its own span
                    long summed = 0;
                    for (JsonNode arg : n.get("command_line")) {
                        Path shard = RepositoryPaths.root().resolve(arg.asText()).resolve("manifest.json");
                        if (!arg.asText().startsWith("-") && Files.isRegularFile(shard)
                                && !shard.getParent().equals(m.getParent())) {
                            summed += seconds(json.readTree(shard.toFile()));
                            shards++;
                        }
                    }
                    seconds = shards > 0 ? summed : seconds;
                }
                out.add(new Run(reference.relativize(m.getParent()).toString(), n.get("experiment").asText(),
                        n.get("full").asBoolean(), n.get("cells").asInt(), n.get("cells_run").asInt(), seconds,
                        shards));
            }
        }
        return out;
    }

    /** Seconds below two minutes as seconds, else rounded minutes. */
    static String duration(long seconds) {
        return seconds < 120 ? seconds + " s" : Math.round(seconds / 60.0) + " min";
    }

    static String cell(List<Run> runs) {
        if (runs == null || runs.isEmpty()) {
            return "—";
        }
        List<String> parts = new ArrayList<>();
        for (Run r : runs) {
            String time = r.shards() > 0 ? duration(r.seconds()) + " summed over its " + r.shards() + " shards"
                    : r.cellsRun() == r.cells() ? duration(r.seconds())
                    : duration(r.seconds()) + " for its last " + r.cellsRun() + " (resumed)";
            parts.add("`" + r.folder().substring(r.folder().indexOf('/') + 1) + "`: " + r.cells() + " cells, " + time);
        }
        return String.join("; ", parts);
    }

    static String table(List<Run> runs) {
        Map<String, Map<Boolean, List<Run>>> byExperiment = new TreeMap<>();
        for (Run r : runs) {
            byExperiment.computeIfAbsent(r.experiment(), k -> new TreeMap<>())
                    .computeIfAbsent(r.full(), k -> new ArrayList<>()).add(r);
        }
        StringBuilder sb = new StringBuilder("| experiment | small variant (folder: cells, wall time) | full variant (`--full`) |\n"
                + "|---|---|---|\n");
        byExperiment.forEach((exp, v) -> sb.append("| `").append(exp).append("` | ").append(cell(v.get(false)))
                .append(" | ").append(cell(v.get(true))).append(" |\n"));
        return sb.toString();
    }

    @Test
    void theTimesTable_isTheManifests() throws IOException {
        String page = Files.readString(PAGE);
        int open = page.indexOf(OPEN);
        int close = page.indexOf(CLOSE, open);
        assertTrue(open >= 0 && close > open, "docs/reproducing.md has no " + OPEN + " block");
        String block = page.substring(open + OPEN.length(), close).strip() + "\n";
        String expected = table(runs(RepositoryPaths.root().resolve("results/reference")));
        assertEquals(expected, block, "docs/reproducing.md's times table is not the manifests'; paste:\n" + expected);
    }

    @Test
    void negativeControl_aResumedRun_andTheUnits() {
        assertEquals("98 s", duration(98));
        assertEquals("64 min", duration(3820));
        Run resumed = new Run("p/x-full", "experiments/p/x.yaml", true, 250, 40, 26);
        assertEquals("`x-full`: 250 cells, 26 s for its last 40 (resumed)", cell(List.of(resumed)));
        assertEquals("—", cell(null));
        Run merged = new Run("p/x-all", "experiments/p/x-all.yaml", false, 900, 900, 8058, 8);
        assertEquals("`x-all`: 900 cells, 134 min summed over its 8 shards", cell(List.of(merged)));
    }
}
