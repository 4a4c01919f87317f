package privbench.harness.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.input.Location;
import privbench.harness.papertables.Pivot;
import privbench.harness.papertables.PivotRequest;
import privbench.harness.papertables.PivotTable;
import privbench.harness.papertables.TableFormat;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.RunFolder;
import privbench.harness.tuning.TunedCellsLayout;
import privbench.harness.tuning.TunedTable;

/**
 * {@code privbench table DIR}: a run's summary as the table a paper prints (Markdown, LaTeX, CSV or HTML).
 */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"Prints a run's results as a paper table: a row per learner configuration (and any --rows "
                + "setting), a column per value of --cols, the mean of --metric (± its 95% interval with --ci). "
                + "The best private value of a column is bold only where a paired 95% interval over the repetitions "
                + "separates it from the runner-up; non-private references are in italics and not ranked. A run that "
                + "tuned (tuned.csv) adds its privately tuned rows and, in italics, the best-of-grid reading.",
            "Every other setting must be fixed by --where or be a row: a cell never mixes groups."})
public final class TableCommand extends Verb {

    @Parameters(index = "0", paramLabel = "DIR", description = "a run folder (summary.csv; cells.csv for the marks)")
    private Path dir;

    @Option(names = "--rows", paramLabel = "COL", split = ",", defaultValue = PivotRequest.LEARNER,
            description = "what labels a row: learner and/or setting columns (default ${DEFAULT-VALUE})")
    private List<String> rows;

    @Option(names = "--cols", paramLabel = "COL", defaultValue = "epsilon",
            description = "the setting whose values are the columns (default ${DEFAULT-VALUE})")
    private String cols;

    @Option(names = "--metric", paramLabel = "M", description = "the metric shown (default: the run's first)")
    private String metric;

    @Option(names = "--format", paramLabel = "F", defaultValue = "md",
            description = "md, latex, csv or html (default ${DEFAULT-VALUE})")
    private String format;

    @Option(names = "--ci", description = "print the half-width of each value's 95% interval")
    private boolean ci;

    @Option(names = "--where", paramLabel = "COL=VALUE", description = "keep the groups with this setting value"
            + " (repeatable)")
    private List<String> where = new ArrayList<>();

    @Option(names = "--decimals", paramLabel = "K", defaultValue = "3", description = "decimals (default ${DEFAULT-VALUE})")
    private int decimals;

    @Option(names = "--no-tuned", description = "leave tuned.csv's rows out")
    private boolean noTuned;

    @Option(names = "--out", paramLabel = "FILE", description = "write the table here instead of printing it")
    private Path out;

    @Override
    public Integer call() throws IOException {
        TableFormat f = switch (format) {
            case "md", "markdown" -> TableFormat.MD;
            case "latex", "tex" -> TableFormat.LATEX;
            case "csv" -> TableFormat.CSV;
            case "html" -> TableFormat.HTML;
            default -> throw bad("--format " + format + ": expected md, latex, csv or html");
        };
        if (decimals < 0 || decimals > 10) {
            throw bad("--decimals must be in [0, 10], got " + decimals);
        }
        RunFolder run = RunFolder.read(dir);
        Map<String, String> filters = new LinkedHashMap<>();
        for (String w : where) {
            int eq = w.indexOf('=');
            if (eq <= 0) {
                throw bad("--where " + w + ": expected COL=VALUE, e.g. --where n=1000");
            }
            String earlier = filters.put(w.substring(0, eq), w.substring(eq + 1));
            if (earlier != null) {
                throw bad("--where " + w.substring(0, eq) + " given twice (" + earlier + " and " + w.substring(eq + 1)
                        + "): a setting keeps one value");
            }
        }
        List<CsvTable> cells = new ArrayList<>();
        run.cells().ifPresent(cells::add);
        Path tunedCells = dir.resolve(TunedCellsLayout.FILE);
        if (Files.isRegularFile(tunedCells)) {
            cells.add(CsvTable.read(tunedCells));
        }
        Path tunedFile = dir.resolve(TunedTable.FILE);
        Optional<CsvTable> tuned = Files.isRegularFile(tunedFile) ? Optional.of(CsvTable.read(tunedFile))
                : Optional.empty();
        String m = metric != null ? metric : run.layout().metrics().isEmpty() ? "" : run.layout().metrics().get(0);
        PivotTable table;
        try {
            PivotRequest request = new PivotRequest(rows, cols, m, ci, filters, !noTuned);
            table = Pivot.of(run.summary(), run.layout(), cells, tuned, request);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        String text = f.render(table, decimals, ci);
        if (out == null) {
            out().print(text);
            out().flush();
        } else {
            Files.writeString(out, text, StandardCharsets.UTF_8);
            context().out().println("table: " + Location.display(out));
        }
        return ErrorMapper.OK;
    }
}
