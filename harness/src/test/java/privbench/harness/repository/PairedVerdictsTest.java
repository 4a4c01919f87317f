package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verdict rule ({@link PairedVerdicts}): every committed report's paired intervals are what its cells give, and
 * no claim row is called reproduced (or holds) on an interval that includes no effect, nor "no difference detected"
 * on one that excludes it; the checker itself catches each of those on a small run.
 */
class PairedVerdictsTest {

    @TempDir
    Path tmp;

    @Test
    void everyCommittedPairedInterval_matchesItsCells_andSupportsItsVerdict() throws IOException {
        List<Path> reports;
        try (Stream<Path> s = Files.walk(ReferenceResultsTest.REFERENCE)) {
            reports = s.filter(p -> p.getFileName().toString().equals("REPORT.md")).sorted().toList();
        }
        List<String> bad = new ArrayList<>();
        int intervals = 0;
        for (Path r : reports) {
            PairedVerdicts v = PairedVerdicts.check(r);
            intervals += v.intervals().size();
            bad.addAll(v.problems());
        }
        System.out.println("paired verdicts: " + intervals + " paired intervals in " + reports.size() + " reports");
        assertTrue(intervals > 0, "no paired interval is quoted: the rule would prove nothing");
        assertTrue(bad.isEmpty(), bad.size() + " paired intervals or verdicts do not hold:\n  "
                + String.join("\n  ", bad));
    }

    /** Arm a beats arm b by 0.1 at every repetition but one; arm c equals a up to +-0.01 noise. */
    private PairedVerdicts report(String privbench, String verdict) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        StringBuilder cells = new StringBuilder("learner,params,epsilon,repetition,accuracy,status\n");
        double[] jitter = {0.01, -0.01, 0.005, -0.005, 0.0, 0.01, -0.01, 0.002, -0.002, 0.0};
        for (int r = 0; r < 10; r++) {
            cells.append("x,\"{\"\"k\"\":1}\",1,").append(r).append(',').append(0.9 + jitter[r]).append(",ok\n");
            cells.append("x,\"{\"\"k\"\":2}\",1,").append(r).append(',').append(0.8 + jitter[(r + 3) % 10])
                    .append(",ok\n");
            cells.append("y,\"{}\",1,").append(r).append(',').append(0.9 + jitter[(r + 1) % 10]).append(",ok\n");
        }
        Files.writeString(run.resolve("cells.csv"), cells);
        Path md = tmp.resolve("REPORT.md");
        Files.writeString(md, "# r\n\n| claim | paper | privbench | verdict |\n|---|---|---|---|\n| c | p | "
                + privbench + " | " + verdict + " |\n");
        return PairedVerdicts.check(md);
    }

    private static String interval(PairedVerdicts v) {
        PairedVerdicts.Interval iv = v.intervals().get(0);
        return String.format(java.util.Locale.ROOT, "[%.3f, %.3f]", iv.low(), iv.high());
    }

    @Test
    void aRealEffect_calledReproduced_holds_andANull_calledNoDifference_holds() throws IOException {
        String effect = "<!-- paired run/cells.csv accuracy expect=a>b a.params.k=1 b.params.k=2 -->";
        String printed = interval(report("[0, 1]" + effect, "n/a"));
        PairedVerdicts ok = report("k=1 ahead " + printed + effect, "reproduced");
        assertEquals(List.of(), ok.problems());
        String nul = "<!-- paired run/cells.csv accuracy a.learner=x a.params.k=1 b.learner=y -->";
        String printedNull = interval(report("[0, 1]" + nul, "n/a"));
        assertEquals(List.of(), report(printedNull + nul, "no difference detected").problems());
    }

    @Test
    void aNullCalledReproduced_theWrongDirection_aWrongBound_andAnEffectCalledNull_areCaught() throws IOException {
        String nul = "<!-- paired run/cells.csv accuracy a.learner=x a.params.k=1 b.learner=y -->";
        String printedNull = interval(report("[0, 1]" + nul, "n/a"));
        List<String> p1 = report(printedNull + nul, "reproduced (a tie)").problems();
        assertEquals(1, p1.size(), String.join("\n", p1));
        assertTrue(p1.get(0).contains("does not exclude no effect"), p1.get(0));

        String wrongWay = "<!-- paired run/cells.csv accuracy expect=a<b a.params.k=1 b.params.k=2 -->";
        String printed = interval(report("[0, 1]" + wrongWay, "n/a"));
        assertEquals(1, report(printed + wrongWay, "holds").problems().size());

        List<String> p3 = report("[0.500, 0.600]" + wrongWay.replace("a<b", "a>b"), "holds").problems();
        assertEquals(2, p3.size(), String.join("\n", p3));
        assertTrue(p3.get(0).contains("printed 0.500"), p3.get(0));

        String effect = "<!-- paired run/cells.csv accuracy a.params.k=1 b.params.k=2 -->";
        assertFalse(report(interval(report("[0, 1]" + effect, "n/a")) + effect, "no difference detected")
                .problems().isEmpty());
        List<String> ambiguous = report("[0, 1]<!-- paired run/cells.csv accuracy a.learner=x b.learner=y -->", "n/a")
                .problems();
        assertTrue(ambiguous.get(0).contains("two cells at repetition"), ambiguous.get(0));
    }
}
