package privbench.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.harness.input.FileDigest;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryLayout;
import privbench.learners.LearnerSpec;

/**
 * The report of a run folder: its figures (PNG and SVG under {@code figures/}), {@code REPORT.md} and a
 * self-contained {@code report.html}, from summary.csv, cells.csv, manifest.json and the experiment file
 * (the copy the run kept, or one given explicitly).
 */
public final class Report {

    /** The Markdown report's file name. */
    public static final String MARKDOWN = "REPORT.md";
    /** The HTML report's file name. */
    public static final String HTML = "report.html";

    /**
     * What was written.
     *
     * @param markdown REPORT.md
     * @param html     report.html
     * @param figures  the PNG and SVG files
     * @param notes    what the report could not do as asked (e.g. no experiment file: default figures)
     */
    public record Result(Path markdown, Path html, List<Path> figures, List<String> notes) {
    }

    private Report() {
    }

    /**
     * Writes the report of a run folder.
     *
     * @param runDir     the run folder
     * @param experiment the experiment file to take figures and descriptions from; by default the copy in
     *                   the folder, else the file the manifest names when its digest matches
     * @param catalogue  the learners, to name their papers
     * @throws InputException when the folder or the given experiment file cannot be read
     */
    public static Result write(Path runDir, Optional<Path> experiment, List<LearnerSpec<?>> catalogue)
            throws IOException {
        RunFolder run = RunFolder.read(runDir);
        List<String> notes = new ArrayList<>();
        Optional<Experiment> e = experiment(run, experiment, notes);
        GroupLabels labels = GroupLabels.ofSummaries(run.layout(), List.of(run.summary()));
        List<FigureSpec> specs = e.map(Experiment::figures).orElseGet(() -> Figures.defaults(run.layout(), labels));
        String reference = e.map(Experiment::reference).orElse("");
        List<Figures.Drawn> figures = Figures.draw(runDir, run.summary(), labels, specs, reference,
                e.map(Experiment::repetitions).orElse(0));
        String name = e.map(Experiment::name).or(() -> run.manifest().map(Manifest::name))
                .orElse(runDir.toAbsolutePath().normalize().getFileName().toString());
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(1, name));
        PrivateDiagnosticsNotice.of(run).ifPresent(blocks::add);
        e.filter(x -> !x.description().isBlank()).ifPresent(x -> blocks.add(Block.Paragraph.of(x.description())));
        if (!reference.isBlank()) {
            blocks.add(Block.Paragraph.of(Span.bold("Reference:"), Span.plain(" " + reference)));
        }
        blocks.add(new Block.Heading(2, "Run"));
        blocks.add(run.manifest().<Block>map(RunDescription::of)
                .orElse(Block.Paragraph.of("This folder has no manifest.json: its provenance is unknown.")));
        blocks.addAll(results(run, labels, catalogue));
        List<Block> tuned = TunedSection.of(runDir);
        blocks.addAll(tuned);
        blocks.add(new Block.Heading(2, "Figures"));
        if (figures.isEmpty()) {
            blocks.add(Block.Paragraph.of("The experiment declares no figures."));
        }
        figures.forEach(f -> blocks.add(f.block()));
        blocks.add(new Block.Heading(2, "Failed cells"));
        blocks.addAll(run.cells().map(c -> FailedCells.of(c, labels))
                .orElse(List.of(Block.Paragraph.of("This folder has no cells.csv; failed cells are counted in the "
                        + SummaryLayout.ERRORS + " column of the summary."))));
        if (!notes.isEmpty()) {
            blocks.add(new Block.Heading(2, "Notes"));
            blocks.add(new Block.Bullets(notes.stream().map(n -> List.of(Span.plain(n))).toList()));
        }
        Path md = write(runDir.resolve(MARKDOWN), MarkdownRenderer.render(blocks));
        Path html = write(runDir.resolve(HTML), HtmlRenderer.render(name, blocks, runDir));
        List<Path> files = new ArrayList<>();
        figures.forEach(f -> files.addAll(List.of(f.png(), f.svg())));
        tuned.stream().filter(b -> b instanceof Block.Figure).map(b -> (Block.Figure) b)
                .forEach(f -> files.addAll(List.of(runDir.resolve(f.png()), runDir.resolve(f.svg()))));
        return new Result(md, html, files, notes);
    }

    private static List<Block> results(RunFolder run, GroupLabels labels, List<LearnerSpec<?>> catalogue) {
        List<Map<String, String>> rows = GroupLabels.rows(run.summary());
        ResultTables tables = new ResultTables(rows, run.layout(), labels);
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(2, "Learners"));
        blocks.add(LearnerTable.of(rows, labels, catalogue,
                run.manifest().map(Manifest::externalPrograms).orElse(List.of())));
        blocks.add(new Block.Heading(2, "Results"));
        blocks.addAll(tables.blocks());
        blocks.add(new Block.Heading(3, "privacy spent"));
        blocks.add(tables.privacy());
        return blocks;
    }

    private static Optional<Experiment> experiment(RunFolder run, Optional<Path> given, List<String> notes)
            throws IOException {
        boolean full = run.manifest().map(Manifest::full).orElse(false);
        if (given.isPresent()) {
            return Optional.of(ExperimentReader.read(given.get(), full));
        }
        Optional<Path> file = run.experimentCopy();
        if (file.isEmpty() && run.manifest().isPresent()) {
            Path named = Path.of(run.manifest().get().experiment());
            if (Files.isRegularFile(named) && FileDigest.sha256(named).equals(run.manifest().get().experimentSha256())) {
                file = Optional.of(named);
            }
        }
        if (file.isEmpty()) {
            notes.add("no experiment file was found beside the results (" + RunFolder.EXPERIMENT_COPY + ") or at the "
                    + "path the manifest names with the same sha256: the figures are the defaults (each metric against "
                    + "the main swept axis); name the file with --experiment to draw its figures");
            return Optional.empty();
        }
        try {
            return Optional.of(ExperimentReader.read(file.get(), full));
        } catch (InputException ex) {
            notes.add(Location.display(file.get()) + " cannot be read any more (" + ex.problem()
                    + "): the figures are the defaults");
            return Optional.empty();
        }
    }

    private static Path write(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        return Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }
}
