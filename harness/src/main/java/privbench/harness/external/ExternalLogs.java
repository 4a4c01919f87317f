package privbench.harness.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a run keeps what its external learners wrote to stderr when a fit failed: {@code external-logs/CELL.txt}
 * beside cells.csv, one file per failed cell (rewritten when the cell runs again).
 */
public final class ExternalLogs {

    /** The folder's name inside a run folder. */
    public static final String FOLDER = "external-logs";

    private ExternalLogs() {
    }

    /** Keeps a failed fit's program output, if the failure came from an external program that wrote any. */
    public static void keep(Path runFolder, String cellId, Throwable failure) throws IOException {
        if (failure instanceof ExternalProgramFailure f && !f.programOutput().isBlank()) {
            Path dir = Files.createDirectories(runFolder.resolve(FOLDER));
            Files.writeString(dir.resolve(cellId + ".txt"), f.programOutput());
        }
    }
}
