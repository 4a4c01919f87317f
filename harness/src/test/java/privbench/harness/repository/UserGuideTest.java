package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README is a front page (at most 400 lines) and docs/ the user guide: every page of docs/ is linked from the
 * README or the guide's index, every relative link and image of both resolves to a committed file, and every
 * number anchored with {@code <!-- q ... -->} in them is what its CSV gives ({@link ReportQuotes}).
 */
class UserGuideTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)|src=\"([^\"]+)\"");
    private static final int README_LINES = 400;

    /** The README and every page of docs/, in order. */
    static List<Path> pages() throws IOException {
        Path root = RepositoryPaths.root();
        List<Path> out = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> s = Files.list(root.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        }
        return out;
    }

    /** Relative links of a page whose target does not exist. */
    static List<String> brokenLinks(Path page) throws IOException {
        List<String> broken = new ArrayList<>();
        Matcher m = LINK.matcher(Files.readString(page));
        while (m.find()) {
            String target = m.group(1) != null ? m.group(1) : m.group(2);
            if (target.startsWith("http") || target.startsWith("#") || target.startsWith("mailto:")) {
                continue;
            }
            String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
            if (!Files.exists(page.getParent().resolve(file).normalize())) {
                broken.add(page.getFileName() + ": " + target);
            }
        }
        return broken;
    }

    @Test
    void theReadmeIsAFrontPage_andEveryGuidePageIsLinked() throws IOException {
        Path root = RepositoryPaths.root();
        long lines = Files.readAllLines(root.resolve("README.md")).size();
        assertTrue(lines <= README_LINES, "README.md has " + lines + " lines; the user guide in docs/ takes the rest");
        String front = Files.readString(root.resolve("README.md")) + Files.readString(root.resolve("docs/README.md"));
        List<String> unlinked = new ArrayList<>();
        for (Path p : pages()) {
            String name = p.getFileName().toString();
            if (p.getParent().endsWith("docs") && !name.equals("README.md") && !front.contains("](" + name + ")")
                    && !front.contains("](docs/" + name + ")")) {
                unlinked.add(name);
            }
        }
        assertEquals(List.of(), unlinked, "docs pages no index links to");
    }

    @Test
    void everyRelativeLink_resolves() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path p : pages()) {
            broken.addAll(brokenLinks(p));
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void negativeControl_aLinkToAMissingFile_isCaught(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("x.csv"), "a\n");
        Path page = dir.resolve("page.md");
        Files.writeString(page, "[ok](x.csv) [gone](missing.csv) ![img](#anchor) <img src=\"nope.png\">\n");
        assertEquals(List.of("page.md: missing.csv", "page.md: nope.png"), brokenLinks(page));
    }

    @Test
    void everyAnchoredNumber_inTheReadmeAndTheGuide_matchesItsCsv() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Path p : pages()) {
            bad.addAll(ReportQuotes.parse(p).mismatches());
        }
        assertEquals(List.of(), bad);
    }
}
