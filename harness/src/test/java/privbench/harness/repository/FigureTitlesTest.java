package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;

/**
 * A committed figure's title names only settings its run has (issue 34: titles that said d = 500 over a run at
 * d = 2000). Every "d = 2000", "n 4000" or "epsilon = 1" in a title drawn into a reference folder's SVG must be
 * one of the values of that column in the folder's summary.csv.
 */
class FigureTitlesTest {

    private static final Path REFERENCE = RepositoryPaths.root().resolve("results/reference");
    /** The title: the figure's one bold 18px text. */
    private static final Pattern TITLE = Pattern.compile("<text[^>]*font-size:18px;font-weight:bold;[^>]*>([^<]*)</text>");
    /**
     * A setting in a title: a summary column name, then "=" or a space, then a number; m is BMS22's name for the
     * sample size, the column n (no other paper's title names an m with a number).
     */
    static final Pattern SETTING = Pattern.compile("(?<![\\w-])(n|m|d|epsilon|delta)\\s*(?:=\\s*)?(\\d[\\d.]*(?:e-?\\d+)?)(?![\\w.])");

    /** The title of an SVG figure, unescaped, or empty when it has none. */
    static Optional<String> title(String svg) {
        Matcher m = TITLE.matcher(svg);
        return m.find() ? Optional.of(m.group(1).replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&")) : Optional.empty();
    }

    /** The settings of a title its summary does not have, as "d = 500 (the run has 2000)". */
    static List<String> mismatches(String title, CsvTable summary) {
        List<String> out = new ArrayList<>();
        Matcher m = SETTING.matcher(title);
        while (m.find()) {
            String column = m.group(1).equals("m") ? "n" : m.group(1);
            if (summary.column(column) < 0) {
                continue;
            }
            double v = Double.parseDouble(m.group(2));
            List<String> values = summary.rows().stream().map(r -> summary.get(r, column)).distinct().toList();
            if (values.stream().noneMatch(x -> {
                try {
                    return Double.parseDouble(x) == v;
                } catch (NumberFormatException e) {
                    return false;
                }
            })) {
                out.add(m.group(1) + " = " + m.group(2) + " (the run has " + String.join(", ", values) + ")");
            }
        }
        return out;
    }

    @Test
    void everyCommittedTitle_namesTheSettingsOfItsRun() throws IOException {
        List<String> wrong = new ArrayList<>();
        int titles = 0;
        int settings = 0;
        for (String folder : ReproductionLedger.folders(REFERENCE)) {
            Path dir = REFERENCE.resolve(folder);
            Path figures = dir.resolve("figures");
            if (!Files.isRegularFile(dir.resolve("summary.csv")) || !Files.isDirectory(figures)) {
                continue;
            }
            CsvTable summary = CsvTable.read(dir.resolve("summary.csv"));
            try (Stream<Path> svgs = Files.list(figures)) {
                for (Path svg : svgs.filter(p -> p.toString().endsWith(".svg")).sorted().toList()) {
                    Optional<String> t = title(Files.readString(svg));
                    if (t.isEmpty()) {
                        continue;
                    }
                    titles++;
                    Matcher m = SETTING.matcher(t.get());
                    while (m.find()) {
                        settings++;
                    }
                    for (String x : mismatches(t.get(), summary)) {
                        wrong.add(folder + "/figures/" + svg.getFileName() + ": \"" + t.get() + "\" says " + x);
                    }
                }
            }
        }
        assertTrue(titles > 60 && settings > 30, titles + " titles, " + settings + " settings read: the pattern broke");
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    @Test
    void aTitleAtAnotherScale_isCaught_andTheRightOneIsNot() {
        CsvTable summary = new CsvTable(List.of("group_id", "n", "d", "epsilon"),
                List.of(List.of("a", "4000", "2000", "1"), List.of("b", "4000", "2000", "4")));
        assertEquals(List.of("d = 500 (the run has 2000)"),
                mismatches("test error vs n, gamma = 0.1 (d = 500, rank 5)", summary));
        assertEquals(List.of("epsilon = 0.25 (the run has 1, 4)"), mismatches("by d (epsilon = 0.25, n 4000)", summary));
        assertEquals(List.of(), mismatches("E2: accuracy vs d (m 4000, epsilon 4, d = 2000, epsilon-DP)", summary));
        assertEquals(List.of("m = 1000 (the run has 4000)"), mismatches("E2: accuracy vs d (m 1000)", summary));
    }
}
