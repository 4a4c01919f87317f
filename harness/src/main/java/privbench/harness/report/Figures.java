package privbench.harness.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvTable;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.SummaryLayout;

/**
 * Draws a run's figures into {@code figures/} as PNG and SVG: the experiment's {@code figures:} list,
 * or, when the run has no experiment file, one figure per metric against the main swept axis.
 */
final class Figures {

    /** The folder of figures inside a run folder. */
    static final String FOLDER = "figures";

    private Figures() {
    }

    /** One figure drawn: its block for the report, and its files. */
    record Drawn(Block.Figure block, Path png, Path svg) {
    }

    static List<Drawn> draw(Path runDir, CsvTable summary, GroupLabels labels, List<FigureSpec> specs,
                            String reference, int repetitions) throws IOException {
        Path dir = Files.createDirectories(runDir.resolve(FOLDER));
        List<Drawn> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            FigureSpec spec = specs.get(i);
            FigureData data = FigureData.of(summary, labels, spec);
            if (data.panels().isEmpty()) {
                continue;
            }
            // title: "" and caption: "" ask for none; left out, a default is drawn
            String title = TitleSettings.fill(spec.title().orElse(data.yTitle() + " against " + data.xTitle()), summary);
            String caption = caption(i + 1, spec, data, reference, repetitions, dataLine(summary));
            String base = String.format(Locale.ROOT, "fig%d-%s-vs-%s", i + 1, slug(spec.y()), slug(spec.x()));
            FigureCanvas canvas = new FigureCanvas(data, new PanelCharts(data, spec), title, caption);
            Path png = dir.resolve(base + ".png");
            Path svg = dir.resolve(base + ".svg");
            FigureFiles.png(canvas, png);
            FigureFiles.svg(canvas, svg);
            String alt = title.isBlank() ? data.yTitle() + " against " + data.xTitle() : title;
            out.add(new Drawn(new Block.Figure(Path.of(FOLDER, base + ".png"), Path.of(FOLDER, base + ".svg"), alt,
                    caption), png, svg));
        }
        return out;
    }

    /** The default figures: each metric against epsilon (or the first varying setting, or the learners). */
    static List<FigureSpec> defaults(SummaryLayout layout, GroupLabels labels) {
        List<String> varying = labels.varyingSettings();
        String x = varying.contains("epsilon") ? "epsilon" : varying.isEmpty() ? "learner" : varying.get(0);
        String series = x.equals("learner") ? "none" : "learner";
        Optional<String> panel = Optional.empty();
        List<FigureSpec> out = new ArrayList<>();
        for (String m : layout.metrics()) {
            out.add(new FigureSpec(x, m, series, x.equals("epsilon"), false, panel, FigureSpec.ErrorBars.CI, Optional.empty(),
                    Optional.empty(),
                    new Location("(default figure)", 0, 0), "figures[default]"));
        }
        return out;
    }

    /** "Data: margin-halfspace, n = 4000 private training rows." from the summary's columns. */
    static String dataLine(CsvTable summary) {
        List<String> datasets = distinct(summary, "dataset");
        List<String> ns = distinct(summary, "n");
        if (datasets.isEmpty() && ns.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("Data: ");
        sb.append(datasets.isEmpty() ? "unnamed" : String.join(", ", datasets));
        if (!ns.isEmpty()) {
            sb.append(ns.size() == 1 ? ", n = " + ns.get(0) : ", n in {" + String.join(", ", ns) + "}")
                    .append(" private training rows");
        }
        return sb.append('.').toString();
    }

    /** The column's non-blank values in first-seen order, sorted as numbers when every one is a number. */
    static List<String> distinct(CsvTable summary, String column) {
        if (!summary.header().contains(column)) {
            return List.of();
        }
        java.util.Set<String> seen = new java.util.LinkedHashSet<>();
        summary.rows().forEach(r -> {
            String v = summary.get(r, column);
            if (v != null && !v.isBlank()) {
                seen.add(v);
            }
        });
        List<String> out = new ArrayList<>(seen);
        if (out.stream().allMatch(Figures::numeric)) {
            out.sort(java.util.Comparator.comparingDouble(Double::parseDouble));
        }
        return out;
    }

    private static boolean numeric(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String caption(int number, FigureSpec spec, FigureData data, String reference, int repetitions,
                                  String dataLine) {
        if (spec.caption().isPresent() && spec.caption().get().isBlank()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("Figure " + number + ". ");
        if (spec.caption().isPresent()) {
            String own = spec.caption().get().strip();
            sb.append(own);
            if (!own.endsWith(".")) {
                sb.append('.');
            }
            sb.append(' ');
        }
        sb.append(Character.toUpperCase(data.yTitle().charAt(0))).append(data.yTitle().substring(1)).append(" against ").append(data.xTitle()).append(": mean over ")
                .append(repetitions > 0 ? repetitions + " repetitions" : "the repetitions");
        sb.append(switch (spec.errorbars()) {
            case CI -> ", error bars the 95% Student-t interval of the mean.";
            case STD -> ", error bars one standard deviation.";
            case NONE -> ".";
        });
        if (spec.errorbars() != FigureSpec.ErrorBars.NONE && !data.categorical()) {
            sb.append(" Series are dodged a little along x so that their bars do not overlap; a series with the same "
                    + "value at every x is a line, its interval dashed.");
        }
        data.notes().forEach(n -> sb.append(' ').append(Character.toUpperCase(n.charAt(0))).append(n.substring(1))
                .append('.'));
        if (!dataLine.isEmpty()) {
            sb.append(' ').append(dataLine);
        }
        if (!reference.isBlank()) {
            sb.append(" Reference: ").append(reference.strip()).append('.');
        }
        return sb.toString().replace("..", ".");
    }

    private static String slug(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }
}
