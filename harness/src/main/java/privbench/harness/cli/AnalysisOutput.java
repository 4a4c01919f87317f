package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import privbench.harness.input.Location;

/**
 * Where a data analysis verb (removal-margin, xi-k) writes: {@code --out}, else results/runs/VERB under the
 * repository root, holding the table VERB.csv and the figure VERB.png / .svg; and the line that says so. The
 * option, its default and the file names are declared once, named after the verb.
 */
final class AnalysisOutput {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec verb;

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder (default results/runs/${COMMAND-NAME} under the repository root)")
    private Path out;

    /** The output folder, created. */
    Path folder(CliContext context) throws IOException {
        Path dir = out != null ? out : context.root().resolve("results/runs/" + verb.name());
        Files.createDirectories(dir);
        return dir;
    }

    /** The table in the folder. */
    Path table(Path folder) {
        return folder.resolve(verb.name() + ".csv");
    }

    /** The figure in the folder, without extension (LineFigure adds .png and .svg). */
    Path figure(Path folder) {
        return folder.resolve(verb.name());
    }

    /** The verb's last line: the table and, when drawn, the figure. */
    String written(Path folder, boolean drewFigure) {
        return "wrote " + Location.display(table(folder)) + (drewFigure
                ? " and " + Location.display(folder.resolve(verb.name() + ".png")) + " (.svg)"
                : " (no figure: no converged fit)");
    }
}
