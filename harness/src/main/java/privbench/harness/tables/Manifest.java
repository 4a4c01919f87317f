package privbench.harness.tables;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import privbench.harness.experiment.NoiseMode;

/**
 * manifest.json: what produced a run folder (experiment file and digest, code version, machine,
 * options, times), so that a result can be traced and rerun.
 *
 * @param experiment        the experiment file as given
 * @param experimentSha256  its digest
 * @param name              the run's name (with {@code -full} for the full variant)
 * @param seed              the experiment seed
 * @param full              true for the full variant
 * @param gitCommit         the commit of the working tree, or null when git is unavailable
 * @param gitDirty          true when the working tree had uncommitted changes, or null
 * @param java              JVM version and vendor
 * @param os                operating system and architecture
 * @param threads           threads used
 * @param shard             the shard run, I/N
 * @param startedAt         ISO-8601 start time
 * @param finishedAt        ISO-8601 end time (null while running)
 * @param projectVersion    privbench's version
 * @param dependencies      versions of the libraries it was built with
 * @param commandLine       the command's arguments
 * @param cells             cells in this shard
 * @param cellsRun          cells run by this invocation
 * @param cellsSkipped      cells already done before it (resumed)
 * @param cellsFailed       cells that failed in this invocation
 * @param sources           for a merged run: the folders merged; empty otherwise
 * @param privateDiagnostics true when the run wrote private-diagnostics.csv (values outside its guarantee);
 *                          null in manifests written before it existed (read as false)
 * @param noise             the noise mode, seeded or secure
 * @param noiseNote         a sentence saying whether the run can be replayed (secure runs cannot, by design)
 * @param skippedLearners   learners dropped from a secure run by {@code --skip-refused} because they refuse
 *                          secure noise, each as "id (N cells)"; empty otherwise
 * @param precision         how features were stored: float64 or float32 (null in manifests written before)
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(value = "private_diagnostics_note", allowGetters = true)
public record Manifest(String experiment, String experimentSha256, String name, long seed, boolean full,
                       String gitCommit, Boolean gitDirty, String java, String os, int threads, String shard,
                       String startedAt, String finishedAt, String projectVersion, Map<String, String> dependencies,
                       List<String> commandLine, int cells, int cellsRun, int cellsSkipped, int cellsFailed,
                       List<String> sources, Boolean privateDiagnostics, String noise, String noiseNote,
                       List<String> skippedLearners, String precision) {

    /** The sentence a manifest carries when the run published values outside its guarantee. */
    public static final String PRIVATE_DIAGNOSTICS_NOTE = "This run was made with --private-diagnostics: "
            + "private-diagnostics.csv holds data-dependent values (exact scores, noise norms, clipped fractions, "
            + "solver state) that no cell's privacy guarantee covers; do not publish it beside the results.";

    @JsonCreator
    public Manifest {
        skippedLearners = skippedLearners == null ? List.of() : List.copyOf(skippedLearners);
        noise = noise == null ? NoiseMode.SEEDED.id() : noise;
    }

    /** A seeded run's manifest with public diagnostics only (bench runs, callers that predate both options). */
    public Manifest(String experiment, String experimentSha256, String name, long seed, boolean full,
                    String gitCommit, Boolean gitDirty, String java, String os, int threads, String shard,
                    String startedAt, String finishedAt, String projectVersion, Map<String, String> dependencies,
                    List<String> commandLine, int cells, int cellsRun, int cellsSkipped, int cellsFailed,
                    List<String> sources) {
        this(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads, shard, startedAt,
                finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun, cellsSkipped, cellsFailed,
                sources, false, NoiseMode.SEEDED.id(), NoiseMode.SEEDED.replayNote(), List.of(), null);
    }

    /** The same manifest naming the learners a secure run skipped. */
    public Manifest withSkippedLearners(List<String> skipped) {
        return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads,
                shard, startedAt, finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun, cellsSkipped,
                cellsFailed, sources, privateDiagnostics, noise, noiseNote, skipped, precision);
    }

    /** The same manifest with a noise mode. */
    public Manifest withNoise(NoiseMode mode) {
        return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads,
                shard, startedAt, finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun, cellsSkipped,
                cellsFailed, sources, privateDiagnostics, mode.id(), mode.replayNote(), skippedLearners, precision);
    }

    /** The same manifest recording how features were stored. */
    public Manifest withPrecision(String storage) {
        return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads,
                shard, startedAt, finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun, cellsSkipped,
                cellsFailed, sources, privateDiagnostics, noise, noiseNote, skippedLearners, storage);
    }

    /** True when the run wrote private-diagnostics.csv. */
    public boolean publishedPrivateDiagnostics() {
        return Boolean.TRUE.equals(privateDiagnostics);
    }

    /** The warning sentence for manifest.json, or null for a run within its guarantee. */
    @JsonProperty("private_diagnostics_note")
    public String privateDiagnosticsNote() {
        return publishedPrivateDiagnostics() ? PRIVATE_DIAGNOSTICS_NOTE : null;
    }

    /** The same manifest with the private-diagnostics flag set as given. */
    public Manifest withPrivateDiagnostics(boolean on) {
        return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads,
                shard, startedAt, finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun, cellsSkipped,
                cellsFailed, sources, on, noise, noiseNote, skippedLearners, precision);
    }

    /** The file name in a run folder. */
    public static final String FILE = "manifest.json";

    private static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT);

    /** Writes manifest.json into a folder (through a temporary file). */
    public void write(Path dir) throws IOException {
        Path tmp = dir.resolve(FILE + ".tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads a manifest.json. */
    public static Manifest read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), Manifest.class);
    }

    /** The same manifest finished at a time with final counts. */
    public Manifest finished(String at, int run, int failed) {
        return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, threads,
                shard, startedAt, at, projectVersion, dependencies, commandLine, cells, run, cellsSkipped, failed,
                sources, privateDiagnostics, noise, noiseNote, skippedLearners, precision);
    }
}
