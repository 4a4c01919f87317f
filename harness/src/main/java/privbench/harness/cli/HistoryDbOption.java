package privbench.harness.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import privbench.harness.history.HistoryDb;

/**
 * The {@code --db} option of the {@code history} subcommands: both read or write the same database, so
 * the option and its default under the repository root are declared once.
 */
final class HistoryDbOption {

    @Option(names = "--db", paramLabel = "FILE", description = "the database (default: results/history.db)")
    private Path db;

    /** The database file: the given one, else {@link HistoryDb#DEFAULT} under the context's root. */
    Path file(CliContext context) {
        return db != null ? db : context.root().resolve(HistoryDb.DEFAULT);
    }
}
