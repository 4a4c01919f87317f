package privbench.harness.tables;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

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
 * @param precision         how features were stored: float64 or float32 (null in manifests written before)
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record Manifest(String experiment, String experimentSha256, String name, long seed, boolean full,
                       String gitCommit, Boolean gitDirty, String java, String os, int threads, String shard,
                       String startedAt, String finishedAt, String projectVersion, Map<String, String> dependencies,
                       List<String> commandLine, int cells, int cellsRun, int cellsSkipped, int cellsFailed,
                       List<String> sources, String precision) {

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
                sources, precision);
    }
}
