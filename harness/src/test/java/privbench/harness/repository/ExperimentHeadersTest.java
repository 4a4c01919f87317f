package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.Manifest;

/**
 * No experiment file's header says a full variant was not run while a committed reference folder is that run
 * (issue 34: the NUZ20 reference files said "the full: variant of ../e1-gamma-0.10.yaml, not run" of five
 * committed full runs).
 */
class ExperimentHeadersTest {

    private static final Path ROOT = RepositoryPaths.root();
    private static final Path REFERENCE = ROOT.resolve("results/reference");
    /** "the full: variant of ../x.yaml, not run": a sentence about another file's full variant. */
    static final Pattern OTHER = Pattern.compile(
            "(?i)full:?\\s+variant\\s+of\\s+(\\S+?\\.yaml),?\\s+(?:(?:was|is)\\s+)?not\\s+(?:yet\\s+)?(?:been\\s+)?run");
    /** "the full variant was not run": a sentence about the file's own (no parenthesis between, which changes the subject). */
    static final Pattern OWN = Pattern.compile(
            "(?i)full:?\\s+variant(?!\\s+of\\s)[^()]{0,60}?\\b(?:was|is|has|have)\\s+not\\s+(?:yet\\s+)?(?:been\\s+)?(?:run|committed)");

    /** The comment lines at the top of a YAML file, joined by spaces (a sentence may wrap). */
    static String header(List<String> lines) {
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
            if (!l.startsWith("#")) {
                break;
            }
            sb.append(l.substring(1).strip()).append(' ');
        }
        return sb.toString();
    }

    /** The experiment (repository-relative) whose full variant the header of {@code file} says was not run. */
    static Optional<String> deniedFullRun(Path file, String header) {
        Matcher other = OTHER.matcher(header);
        if (other.find()) {
            return Optional.of(relative(file.getParent().resolve(other.group(1))));
        }
        return OWN.matcher(header).find() ? Optional.of(relative(file)) : Optional.empty();
    }

    private static String relative(Path p) {
        return ROOT.relativize(p.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    @Test
    void noHeaderDeniesACommittedFullRun() throws IOException {
        TreeSet<String> fullRuns = new TreeSet<>();
        for (String folder : ReproductionLedger.folders(REFERENCE)) {
            Path manifest = REFERENCE.resolve(folder).resolve(Manifest.FILE);
            if (Files.isRegularFile(manifest)) {
                Manifest m = Manifest.read(manifest);
                if (m.full()) {
                    fullRuns.add(m.experiment());
                }
            }
        }
        assertTrue(fullRuns.size() > 20, fullRuns.size() + " committed full runs found: the manifests were not read");
        List<String> wrong = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(ROOT.resolve("experiments"))) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        for (Path f : files) {
            Optional<String> denied = deniedFullRun(f.toAbsolutePath().normalize(), header(Files.readAllLines(f)));
            if (denied.isPresent() && fullRuns.contains(denied.get())) {
                wrong.add(relative(f.toAbsolutePath()) + " says the full variant of " + denied.get()
                        + " was not run; it is committed");
            }
        }
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    @Test
    void thePatternsCatchTheStaleSentences_andNotAScaleTheSpecAsksFor() {
        Path file = ROOT.resolve("experiments/nguyen-ullman-zakynthinou-2020/reference/e1-gamma-0.10.yaml");
        assertEquals(Optional.of("experiments/nguyen-ullman-zakynthinou-2020/e1-gamma-0.10.yaml"), deniedFullRun(file,
                header(List.of("# machine). The spec's full scale is the full: variant of", "# ../e1-gamma-0.10.yaml, not run.",
                        "name: x"))));
        assertEquals(Optional.of("experiments/nguyen-ullman-zakynthinou-2020/reference/e1-gamma-0.10.yaml"),
                deniedFullRun(file, header(List.of("# The full variant was not run (9 h).", "name: x"))));
        assertEquals(Optional.empty(), deniedFullRun(file, header(List.of(
                "# so the full variant stays at n = 1000 (the spec's n = 4000, with steps that grow with n, is",
                "# not run).", "name: x"))));
    }
}
