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
 * @param cpu               the processor model and logical CPU count (null in manifests written before it existed)
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
 * @param externalPrograms  the outside programs run as learners, each with its path and SHA-256; empty when none
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(value = "private_diagnostics_note", allowGetters = true)
public record Manifest(String experiment, String experimentSha256, String name, long seed, boolean full,
                       String gitCommit, Boolean gitDirty, String java, String os, String cpu, int threads,
                       String shard, String startedAt, String finishedAt, String projectVersion, Map<String, String> dependencies,
                       List<String> commandLine, int cells, int cellsRun, int cellsSkipped, int cellsFailed,
                       List<String> sources, Boolean privateDiagnostics, String noise, String noiseNote,
                       List<String> skippedLearners, String precision, List<ExternalProgram> externalPrograms) {

    /**
     * An outside program an external learner ran (the file its command names).
     *
     * @param learner the learner's name in the experiment
     * @param command the command as declared (relative to the experiment file)
     * @param program the program file, relative to the working folder when under it
     * @param sha256  its SHA-256 when the run started
     */
    public record ExternalProgram(String learner, List<String> command, String program, String sha256) {
    }

    /** The sentence a manifest carries when the run published values outside its guarantee. */
    public static final String PRIVATE_DIAGNOSTICS_NOTE = "This run was made with --private-diagnostics: "
            + "private-diagnostics.csv holds data-dependent values (exact scores, noise norms, clipped fractions, "
            + "solver state) that no cell's privacy guarantee covers; do not publish it beside the results.";

    @JsonCreator
    public Manifest {
        skippedLearners = skippedLearners == null ? List.of() : List.copyOf(skippedLearners);
        noise = noise == null ? NoiseMode.SEEDED.id() : noise;
        externalPrograms = externalPrograms == null ? List.of() : List.copyOf(externalPrograms);
    }

    /** The same manifest naming the learners a secure run skipped. */
    public Manifest withSkippedLearners(List<String> skipped) {
        return toBuilder().skippedLearners(skipped).build();
    }

    /** The same manifest with a noise mode. */
    public Manifest withNoise(NoiseMode mode) {
        return toBuilder().noise(mode).build();
    }

    /** The same manifest recording how features were stored. */
    public Manifest withPrecision(String storage) {
        return toBuilder().precision(storage).build();
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
        return toBuilder().privateDiagnostics(on).build();
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
        return toBuilder().finishedAt(at).counts(cells, run, cellsSkipped, failed).build();
    }

    /** A manifest built by name; the defaults are a seeded run's, with public diagnostics only. */
    public static Builder builder() {
        return new Builder();
    }

    /** This manifest's values, to change some by name. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.experiment = experiment;
        b.experimentSha256 = experimentSha256;
        b.name = name;
        b.seed = seed;
        b.full = full;
        b.gitCommit = gitCommit;
        b.gitDirty = gitDirty;
        b.java = java;
        b.os = os;
        b.cpu = cpu;
        b.threads = threads;
        b.shard = shard;
        b.startedAt = startedAt;
        b.finishedAt = finishedAt;
        b.projectVersion = projectVersion;
        b.dependencies = dependencies;
        b.commandLine = commandLine;
        b.cells = cells;
        b.cellsRun = cellsRun;
        b.cellsSkipped = cellsSkipped;
        b.cellsFailed = cellsFailed;
        b.sources = sources;
        b.privateDiagnostics = privateDiagnostics;
        b.noise = noise;
        b.noiseNote = noiseNote;
        b.skippedLearners = skippedLearners;
        b.precision = precision;
        b.externalPrograms = externalPrograms;
        return b;
    }

    /** The parts of a manifest by what they describe: the experiment, the code, the machine, the run, its counts. */
    public static final class Builder {
        private String experiment = "";
        private String experimentSha256 = "";
        private String name = "";
        private long seed;
        private boolean full;
        private String gitCommit;
        private Boolean gitDirty;
        private String java;
        private String os;
        private String cpu;
        private int threads;
        private String shard;
        private String startedAt;
        private String finishedAt;
        private String projectVersion = "";
        private Map<String, String> dependencies = Map.of();
        private List<String> commandLine = List.of();
        private int cells;
        private int cellsRun;
        private int cellsSkipped;
        private int cellsFailed;
        private List<String> sources = List.of();
        private Boolean privateDiagnostics = false;
        private String noise = NoiseMode.SEEDED.id();
        private String noiseNote = NoiseMode.SEEDED.replayNote();
        private List<String> skippedLearners = List.of();
        private String precision;
        private List<ExternalProgram> externalPrograms = List.of();

        private Builder() {
        }

        /** The experiment file (as displayed), its SHA-256, its name and seed, and whether the full variant ran. */
        public Builder experiment(String file, String sha256, String experimentName, long experimentSeed,
                                  boolean fullVariant) {
            experiment = file;
            experimentSha256 = sha256;
            name = experimentName;
            seed = experimentSeed;
            full = fullVariant;
            return this;
        }

        /** The code: git commit and dirty flag (null when unknown), project version, dependency versions. */
        public Builder code(String commit, Boolean dirty, String version, Map<String, String> deps) {
            gitCommit = commit;
            gitDirty = dirty;
            projectVersion = version;
            dependencies = deps;
            return this;
        }

        /** The JVM and the operating system as given. */
        public Builder machine(String jvm, String system) {
            java = jvm;
            os = system;
            return this;
        }

        /** This JVM ("version (vendor)"), this operating system ("name version arch") and this processor. */
        public Builder thisMachine() {
            cpu = CpuModel.describe();
            return machine(System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")",
                    System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                            + System.getProperty("os.arch"));
        }

        /** The processor as recorded (a merge of shards run on several machines names each). */
        public Builder cpu(String processor) {
            cpu = processor;
            return this;
        }

        /** Threads, shard and the command line as recorded. */
        public Builder execution(int runThreads, String runShard, List<String> recordedCommandLine) {
            threads = runThreads;
            shard = runShard;
            commandLine = recordedCommandLine;
            return this;
        }

        public Builder startedAt(String at) {
            startedAt = at;
            return this;
        }

        public Builder finishedAt(String at) {
            finishedAt = at;
            return this;
        }

        /** Cells in the plan, run now, skipped as already done, failed. */
        public Builder counts(int planned, int run, int skipped, int failed) {
            cells = planned;
            cellsRun = run;
            cellsSkipped = skipped;
            cellsFailed = failed;
            return this;
        }

        /** The folders a merge read. */
        public Builder sources(List<String> folders) {
            sources = folders;
            return this;
        }

        public Builder privateDiagnostics(Boolean on) {
            privateDiagnostics = on;
            return this;
        }

        /** The noise mode and its replay note. */
        public Builder noise(NoiseMode mode) {
            return noise(mode.id(), mode.replayNote());
        }

        /** The noise mode and note as recorded (a merge keeps its parts'). */
        public Builder noise(String mode, String note) {
            noise = mode;
            noiseNote = note;
            return this;
        }

        public Builder skippedLearners(List<String> skipped) {
            skippedLearners = skipped;
            return this;
        }

        /** How the features were stored (null: not recorded). */
        public Builder precision(String storage) {
            precision = storage;
            return this;
        }

        /** The outside programs the run's external learners ran. */
        public Builder externalPrograms(List<ExternalProgram> programs) {
            externalPrograms = programs;
            return this;
        }

        public Manifest build() {
            return new Manifest(experiment, experimentSha256, name, seed, full, gitCommit, gitDirty, java, os, cpu,
                    threads, shard, startedAt, finishedAt, projectVersion, dependencies, commandLine, cells, cellsRun,
                    cellsSkipped, cellsFailed, sources, privateDiagnostics, noise, noiseNote, skippedLearners,
                    precision, externalPrograms);
        }
    }
}
