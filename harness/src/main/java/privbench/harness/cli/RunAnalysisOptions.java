package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.CellsFile;

/**
 * The inputs and output of the verbs that analyse finished runs with a bootstrap over repetitions
 * (sample-complexity, scaling): the run folders whose cells are pooled, the bootstrap's size and seed, and
 * {@code --out} (default: the first run folder), declared once.
 */
final class RunAnalysisOptions {

    @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "run folders (their cells.csv are pooled)")
    private List<Path> runs;

    @Option(names = "--bootstrap", paramLabel = "B", defaultValue = "1000",
            description = "bootstrap replicates (default ${DEFAULT-VALUE})")
    private int bootstrap;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "20200101",
            description = "seed of the bootstrap (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: the first RUN_DIR)")
    private Path out;

    /** The bootstrap's replicates, at least 10. */
    int bootstrap() {
        if (bootstrap < 10) {
            throw new InputException(new Location("--bootstrap", 0, 0), "must be at least 10, got " + bootstrap);
        }
        return bootstrap;
    }

    long seed() {
        return seed;
    }

    /** The first run folder: where an error about the pooled cells points. */
    Path first() {
        return runs.get(0);
    }

    /** Each run folder's cells file (cells.csv or cells.csv.gz), or an input error naming the folder. */
    List<Path> cellFiles() {
        List<Path> files = new ArrayList<>();
        for (Path r : runs) {
            files.add(CellsFile.find(r).orElseThrow(() -> new InputException(Location.of(r),
                    "is not a run folder: no cells.csv (or cells.csv.gz) in it")));
        }
        return files;
    }

    /** The output folder, created. */
    Path folder() throws IOException {
        Path dir = out != null ? out : runs.get(0);
        Files.createDirectories(dir);
        return dir;
    }
}
