package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The committed reference results meet the reproduction standard of issue 18 ({@link ReferenceChecks}), except
 * the failures listed in results/reference/known-stale.txt: results committed before the standard existed (small
 * variants, 2-3 repetitions), which the full-scale reruns remove line by line. The test fails on a failure that
 * is not listed (a regression) and on a listed line that no longer fails (the list must shrink with the reruns,
 * so it cannot go stale); it prints every failure at once, listed or not.
 *
 * <p>Run alone: {@code mvn -B -ntp -q -pl harness -am -Dtest=ReferenceResultsTest
 * -Dsurefire.failIfNoSpecifiedTests=false test}; the failures it prints are the reruns' to-do list.
 */
class ReferenceResultsTest {

    static final Path REFERENCE = RepositoryPaths.root().resolve("results/reference");
    static final Path KNOWN_STALE = REFERENCE.resolve("known-stale.txt");

    /** The listed keys: non-blank lines up to " -- " (the rest of a line is a comment), # lines ignored. */
    static TreeSet<String> knownStale() throws IOException {
        TreeSet<String> out = new TreeSet<>();
        for (String line : Files.readAllLines(KNOWN_STALE)) {
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#")) {
                continue;
            }
            int comment = s.indexOf(" -- ");
            out.add(comment < 0 ? s : s.substring(0, comment).strip());
        }
        return out;
    }

    @Test
    void everyReferenceResult_meetsTheStandard_orIsListedAsStale() throws IOException {
        TreeMap<String, String> failures = ReferenceChecks.of(REFERENCE);
        TreeSet<String> listed = knownStale();
        List<String> unlisted = new ArrayList<>();
        List<String> fixed = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        for (Map.Entry<String, String> f : failures.entrySet()) {
            all.append("\n  ").append(listed.contains(f.getKey()) ? "[stale] " : "[NEW]   ").append(f.getKey())
                    .append(" -- ").append(f.getValue());
            if (!listed.contains(f.getKey())) {
                unlisted.add(f.getKey());
            }
        }
        for (String l : listed) {
            if (!failures.containsKey(l)) {
                fixed.add(l);
            }
        }
        System.out.println("reference results: " + failures.size() + " failures (" + listed.size()
                + " listed in known-stale.txt)" + all);
        assertFalse(failures.isEmpty() && listed.isEmpty() && !Files.isDirectory(REFERENCE),
                "no results/reference folder: the check would prove nothing");
        assertTrue(unlisted.isEmpty(), unlisted.size() + " reference results fail the standard and are not listed as "
                + "stale (fix them; list them in " + KNOWN_STALE.getFileName() + " only if they predate it):" + all);
        assertTrue(fixed.isEmpty(), "these listed failures are fixed now: remove them from "
                + KNOWN_STALE.getFileName() + ": " + fixed);
    }
}
