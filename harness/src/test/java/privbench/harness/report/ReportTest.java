package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

/**
 * {@code run} writes the report at the end: REPORT.md, a self-contained report.html and each figure as
 * PNG and SVG, drawn with one colour per series.
 */
class ReportTest {

    @TempDir
    static Path tmp;

    private static Path run;
    private static Cli.Outcome outcome;

    @BeforeAll
    static void runTiny() {
        run = tmp.resolve("tiny");
        outcome = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out", run.toString(),
                "--progress", "none");
    }

    @Test
    void run_writesTheReportAndEveryFigureAsPngAndSvg() throws Exception {
        assertEquals(0, outcome.exit(), outcome.err());
        assertTrue(outcome.out().contains("report: "), outcome.out());
        for (String f : List.of("REPORT.md", "report.html", "experiment.yaml", "figures/fig1-accuracy-vs-epsilon.png",
                "figures/fig1-accuracy-vs-epsilon.svg", "figures/fig2-auc-vs-n.png", "figures/fig2-auc-vs-n.svg")) {
            assertTrue(Files.isRegularFile(run.resolve(f)), f);
        }
        BufferedImage png = ImageIO.read(run.resolve("figures/fig1-accuracy-vs-epsilon.png").toFile());
        assertTrue(png.getWidth() >= 2 * FigureCanvas.PANEL_WIDTH && png.getHeight() >= 2 * FigureCanvas.PANEL_HEIGHT,
                png.getWidth() + "x" + png.getHeight());
        // the SVG is well-formed XML with a root svg element
        DocumentBuilderFactory xml = DocumentBuilderFactory.newInstance();
        // the SVG names the W3C DTD; do not fetch it
        xml.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        var svg = xml.newDocumentBuilder().parse(run.resolve("figures/fig1-accuracy-vs-epsilon.svg").toFile());
        assertEquals("svg", svg.getDocumentElement().getNodeName());
    }

    @Test
    void figure_drawsEverySeriesInItsOwnColour() throws IOException {
        BufferedImage png = ImageIO.read(run.resolve("figures/fig1-accuracy-vs-epsilon.png").toFile());
        int[] pixels = png.getRGB(0, 0, png.getWidth(), png.getHeight(), null, 0, png.getWidth());
        // tiny.yaml has two configurations of mean-difference (jitter 0.05 and 0.5): two series
        for (int series = 0; series < 2; series++) {
            int rgb = PaperStyle.colour(series).getRGB() & 0xFFFFFF;
            long count = Arrays.stream(pixels).filter(p -> (p & 0xFFFFFF) == rgb).count();
            // a 2-pixel line at twice the scale over hundreds of pixels, markers and a legend sample
            assertTrue(count > 500, "series " + series + " colour " + Integer.toHexString(rgb) + ": " + count + " pixels");
        }
        // negative control: a colour of the palette no series uses is absent
        int unused = PaperStyle.colour(5).getRGB() & 0xFFFFFF;
        assertEquals(0, Arrays.stream(pixels).filter(p -> (p & 0xFFFFFF) == unused).count());
    }

    @Test
    void markdown_hasTheExperimentProvenanceTablesFiguresAndFailedCells() throws IOException {
        String md = Files.readString(run.resolve("REPORT.md"));
        assertTrue(md.startsWith("# tiny\n"), md);
        assertTrue(md.contains("**Reference:** test fixture"), md);
        assertTrue(md.contains("| **seed** | 7 |"), md);
        assertTrue(md.contains("### test accuracy"), md);
        assertTrue(md.contains("| learner | epsilon = 0.5 | epsilon = 2 | epsilon = inf |"), md);
        assertTrue(md.contains("**n = 100**") && md.contains("**n = 400**"), md);
        assertTrue(md.contains("mean-difference (jitter=0.05)"), md);
        assertTrue(md.contains("![test accuracy against privacy budget ε]"), md);
        assertTrue(md.contains("(figures/fig1-accuracy-vs-epsilon.png)"), md);
        assertTrue(md.contains("Reference: test fixture."), md);
        assertTrue(md.contains("## Failed cells\n\nNone: every cell succeeded."), md);
    }

    @Test
    void html_isSelfContained() throws IOException {
        String html = Files.readString(run.resolve("report.html"));
        assertTrue(html.contains("<img alt=") && html.contains("src=\"data:image/png;base64,"), "embedded figure");
        assertFalse(html.matches("(?s).*<img[^>]*src=\"(?!data:).*"), "an image is linked instead of embedded");
        assertFalse(html.contains("<script"), "no scripts");
        assertTrue(html.contains("<table>"), "tables");
    }

    @Test
    void failedCells_areListedWithTheirErrors() {
        Path failing = tmp.resolve("failing");
        var out = new Cli(tmp).run("run", Resources.path("experiments/failing.yaml").toString(), "--out",
                failing.toString(), "--progress", "none");
        assertEquals(1, out.exit(), out.err());
        String md;
        try {
            md = Files.readString(failing.resolve("REPORT.md"));
        } catch (IOException e) {
            throw new AssertionError("no REPORT.md after a run with failed cells", e);
        }
        assertTrue(md.contains("## Failed cells") && md.contains("cells failed"), md);
        assertTrue(md.contains("deliberate failure at epsilon 2") && !md.contains("IllegalStateException"), md);
    }

    @Test
    void noReport_writesNoReport() {
        Path quiet = tmp.resolve("quiet");
        var out = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out", quiet.toString(),
                "--no-report", "--progress", "none");
        assertEquals(0, out.exit(), out.err());
        assertTrue(Files.isRegularFile(quiet.resolve("summary.csv")));
        assertFalse(Files.exists(quiet.resolve("REPORT.md")) || Files.exists(quiet.resolve("figures")));
    }

    @Test
    void report_ofAFolderWithoutExperiment_drawsDefaultFiguresAndSaysSo() throws IOException {
        Path bare = Files.createDirectories(tmp.resolve("bare"));
        Files.copy(run.resolve("summary.csv"), bare.resolve("summary.csv"));
        var out = new Cli(tmp).run("report", bare.toString());
        assertEquals(0, out.exit(), out.err());
        assertTrue(out.err().contains("no experiment file"), out.err());
        // one default figure per metric: accuracy, auc, train_accuracy against epsilon
        assertTrue(Files.isRegularFile(bare.resolve("figures/fig3-train-accuracy-vs-epsilon.png")));
        String md = Files.readString(bare.resolve("REPORT.md"));
        assertTrue(md.contains("no manifest.json") && md.contains("## Notes"), md);
    }

    @Test
    void report_ofAMissingFolder_isBadInput() {
        var out = new Cli(tmp).run("report", tmp.resolve("absent").toString());
        assertEquals(2, out.exit());
        assertTrue(out.err().contains("absent"), out.err());
    }

    /** {@code title: ""} and {@code caption: ""} ask for none; a figure without them keeps the generated ones. */
    @Test
    void anEmptyTitleAndCaption_drawNone() throws IOException {
        Path copy = tmp.resolve("untitled");
        Files.createDirectories(copy);
        try (var files = Files.list(run)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        Path experiment = copy.resolve("experiment.yaml");
        Files.writeString(experiment, Files.readString(experiment).replace(
                "{x: epsilon, y: accuracy, series: learner, logx: true}",
                "{x: epsilon, y: accuracy, series: learner, logx: true, title: \"\", caption: \"\"}"));
        Cli.Outcome report = new Cli(tmp).run("report", copy.toString());
        assertEquals(0, report.exit(), report.err());
        String md = Files.readString(copy.resolve("REPORT.md"));
        assertFalse(md.contains("Figure 1."), "no caption for the first figure");
        assertTrue(md.contains("(figures/fig1-accuracy-vs-epsilon.png)\n\n([SVG](figures/fig1-accuracy-vs-epsilon.svg))"),
                "the figure is there, its SVG linked, with no caption: " + md);
        assertTrue(md.contains("Figure 2."), "the second figure keeps its generated caption");
        assertTrue(Files.readString(run.resolve("REPORT.md")).contains("Figure 1."), "the original run has one");
    }
}
