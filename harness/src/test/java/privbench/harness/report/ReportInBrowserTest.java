package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.repository.RepositoryPaths;
import privbench.harness.testing.Cli;
import privbench.learners.Learners;

/**
 * The quickstart's report.html in a real browser (Debian's headless Chromium): at a 1280-pixel window the page
 * does not scroll sideways and every figure loaded; at the narrowest window headless Chromium allows (500
 * pixels) only tables may scroll, inside their own box. The page is measured by a script added to a copy of it, which writes the document's scroll
 * width and each image's natural width into the DOM that Chromium dumps. Skipped where /usr/bin/chromium is
 * absent (install Debian's chromium to run it).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReportInBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PROBE = """
            <script>
            window.addEventListener('load', function () {
              var root = document.documentElement;
              var images = Array.prototype.map.call(document.images, function (i) {
                return {complete: i.complete, naturalWidth: i.naturalWidth};
              });
              var probe = JSON.stringify({scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
                                          images: images});
              var pre = document.createElement('pre');
              pre.id = 'privbench-probe';
              pre.textContent = probe;
              document.body.appendChild(pre);
            });
            </script>
            """;

    @TempDir
    Path tmp;

    private Path report;

    @BeforeAll
    void runTheQuickstart(@TempDir Path dir) {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "skipped: no headless browser at " + CHROMIUM
                + " (apt-get install chromium to run this test)");
        Path quickstart = RepositoryPaths.root().resolve("experiments/quickstart.yaml");
        var out = new Cli(dir, Learners.ALL, Map.of()).run("run", quickstart.toString(), "--out",
                dir.resolve("quickstart").toString(), "--progress", "none");
        assertEquals(0, out.exit(), out.err());
        report = dir.resolve("quickstart/report.html");
        assertTrue(Files.isRegularFile(report));
    }

    @Test
    void at1280Pixels_thePageDoesNotScrollSideways_andEveryFigureLoaded() throws Exception {
        JsonNode m = measure(Files.readString(report), 1280);
        assertTrue(m.path("scrollWidth").asInt() <= m.path("clientWidth").asInt(),
                "the page scrolls sideways at 1280 px: " + m);
        assertTrue(m.path("clientWidth").asInt() <= 1280, m.toString());
        assertTrue(m.path("images").size() >= 1, "the quickstart report has a figure: " + m);
        for (JsonNode img : m.path("images")) {
            assertTrue(img.path("complete").asBoolean() && img.path("naturalWidth").asInt() > 0,
                    "a figure did not load: " + m);
        }
    }

    @Test
    void atANarrowWindow_onlyTablesScroll_insideTheirBox() throws Exception {
        // phones are 360-430 px wide; headless Chromium widens any window below 500 px to 500 (485 px of page
        // beside the scroll bar), so this is the narrowest width it can check
        JsonNode m = measure(Files.readString(report), 390);
        assertTrue(m.path("clientWidth").asInt() <= 500, m.toString());
        assertTrue(m.path("scrollWidth").asInt() <= m.path("clientWidth").asInt(),
                "the page scrolls sideways at " + m.path("clientWidth") + " px: " + m);
    }

    @Test
    void theProbeSeesAPageThatOverflows() throws Exception {
        // negative control: one unbreakable 2000-pixel line (what the params JSON was) must be measured as overflow
        String wide = Files.readString(report).replace("<body>",
                "<body>\n<p style=\"white-space: nowrap\">" + "x".repeat(400) + "</p>");
        JsonNode m = measure(wide, 1280);
        assertTrue(m.path("scrollWidth").asInt() > m.path("clientWidth").asInt(), m.toString());
    }

    /** Opens the page with the probe in headless Chromium at a window width and returns what the probe wrote. */
    private JsonNode measure(String html, int width) throws IOException, InterruptedException {
        Path page = tmp.resolve("probe-" + width + ".html");
        Files.writeString(page, html.replace("</body>", PROBE + "</body>"), StandardCharsets.UTF_8);
        Path profile = Files.createTempDirectory(tmp, "chromium-profile");
        List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                "--window-size=" + width + ",900", "--virtual-time-budget=10000", "--dump-dom",
                page.toUri().toString()));
        Process p = new ProcessBuilder(command).redirectError(tmp.resolve("chromium-" + width + ".log").toFile())
                .start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium did not finish in 120 s");
        String dom = new String(out, StandardCharsets.UTF_8);
        int start = dom.indexOf("<pre id=\"privbench-probe\">");
        assertTrue(start >= 0, "the probe wrote nothing (exit " + p.exitValue() + "); chromium's log: "
                + Files.readString(tmp.resolve("chromium-" + width + ".log")));
        int from = dom.indexOf('>', start) + 1;
        String text = dom.substring(from, dom.indexOf("</pre>", from)).replace("&quot;", "\"")
                .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        return JSON.readTree(text);
    }
}
