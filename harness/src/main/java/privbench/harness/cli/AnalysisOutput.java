package privbench.harness.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import privbench.harness.input.Location;

/**
 * Where a data analysis verb writes: {@code NAME.csv} and the figure {@code NAME.png} / {@code .svg} in
 * {@code --out}, else in results/runs/NAME under the repository root; and the line that says so.
 *
 * @param folder the output folder (created)
 * @param name   the verb's name, the stem of its files
 */
record AnalysisOutput(Path folder, String name) {

    /** The folder of {@code --out} (null: the default under the root), created. */
    static AnalysisOutput create(CliContext context, Path out, String name) throws IOException {
        Path dir = out != null ? out : context.root().resolve("results/runs/" + name);
        Files.createDirectories(dir);
        return new AnalysisOutput(dir, name);
    }

    /** The table. */
    Path table() {
        return folder.resolve(name + ".csv");
    }

    /** The figure's path without extension (LineFigure adds .png and .svg). */
    Path figure() {
        return folder.resolve(name);
    }

    /** The verb's last line: the table and, when drawn, the figure. */
    String written(boolean drewFigure) {
        return "wrote " + Location.display(table()) + (drewFigure
                ? " and " + Location.display(folder.resolve(name + ".png")) + " (.svg)"
                : " (no figure: no converged fit)");
    }
}
