package privbench.harness.cli;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The {@code --out} option of the verbs that write an experiment's results (run, bench): a folder given on the
 * command line, else one named after the experiment under the repository's results/ (the sweep and the bench
 * each choose their subfolder once they have read the file), declared once.
 */
final class ResultsFolder {

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: results/runs/<name>/ for "
            + "run, results/bench/<name>/ for bench, under the repository root)")
    private Path out;

    /** The folder given, or empty for the verb's default. */
    Optional<Path> given() {
        return Optional.ofNullable(out);
    }
}
