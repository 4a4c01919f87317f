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
 * Every number a committed REPORT.md quotes with an anchor ({@link ReportQuotes}) is what its CSV gives, to the
 * printed precision; and the anchor checker itself catches a wrong digit, a wrong row and a wrong file.
 */
class ReportQuotesTest {

    @TempDir
    Path tmp;

    @Test
    void everyAnchoredNumber_inTheCommittedReports_matchesItsCsv() throws IOException {
        List<Path> reports;
        try (Stream<Path> s = Files.walk(ReferenceResultsTest.REFERENCE)) {
            reports = s.filter(p -> p.getFileName().toString().equals("REPORT.md")).sorted().toList();
        }
        assertFalse(reports.isEmpty());
        List<String> bad = new ArrayList<>();
        int anchors = 0;
        for (Path r : reports) {
            ReportQuotes q = ReportQuotes.parse(r);
            anchors += q.quotes().size();
            bad.addAll(q.mismatches());
        }
        System.out.println("report quotes: " + anchors + " anchored numbers in " + reports.size() + " reports");
        assertTrue(anchors > 0, "no anchored quote in any report: the check would prove nothing");
        assertTrue(bad.isEmpty(), bad.size() + " quoted numbers do not match the committed CSVs:\n  "
                + String.join("\n  ", bad));
    }

    private ReportQuotes report(String claimRow) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        Files.writeString(run.resolve("summary.csv"), """
                group_id,learner,params,epsilon,n_reps,accuracy_mean,error_rate_mean,setting
                a,pillar,"{""k"":10}",0.1,10,0.7155,0.2845,"{eps=1, g=0.1}"
                b,pillar,"{""k"":20}",0.1,10,0.70449,0.29551,"{eps=1, g=0.2}"
                c,dpsgd,"{}",0.1,10,0.125,0.875,"{eps=4, g=0.1}"
                """);
        Path md = tmp.resolve("REPORT.md");
        Files.writeString(md, "# r\n\n| claim | paper | privbench | verdict |\n|---|---|---|---|\n" + claimRow
                + "\n| a proof | Thm 1 | a test asserts it<!-- q none: a test --> | holds |\n\ntext\n");
        return ReportQuotes.parse(md);
    }

    @Test
    void aNumberWithinHalfAUnitOfItsLastDigit_holds() throws IOException {
        ReportQuotes q = report("| x | 0.9 | pillar **0.716**<!-- q run/summary.csv accuracy_mean learner=pillar "
                + "params.k=10 --> and 70.4%<!-- q run/summary.csv accuracy_mean*100 params.k=20 --> and 0.13<!-- q "
                + "run/summary.csv accuracy_mean learner=dpsgd epsilon=0.10 --> | holds |");
        assertEquals(3, q.quotes().size());
        assertEquals(List.of(), q.mismatches());
        assertEquals(2, q.claimRows());
        assertEquals(List.of(), q.claimRowsWithoutQuote());
    }

    @Test
    void aWrongLastDigit_aWrongScale_andAnAmbiguousRow_areCaught() throws IOException {
        // negative controls: 0.717 is 1.5 units of the third digit away from 0.7155; 0.70 without the *100 scale
        // reads 70.449 as 0.70; learner=pillar alone selects two rows
        ReportQuotes q = report("| x | 0.9 | 0.717<!-- q run/summary.csv accuracy_mean params.k=10 --> 0.70<!-- q "
                + "run/summary.csv accuracy_mean*100 params.k=20 --> 0.7<!-- q run/summary.csv accuracy_mean "
                + "learner=pillar --> 1<!-- q run/missing.csv accuracy_mean --> | holds |");
        List<String> bad = q.mismatches();
        assertEquals(4, bad.size(), String.join("\n", bad));
        assertTrue(bad.get(0).contains("quotes 0.717") && bad.get(0).contains("0.7155"), bad.get(0));
        assertTrue(bad.get(1).contains("quotes 0.70"), bad.get(1));
        assertTrue(bad.get(2).contains("selects 2 rows"), bad.get(2));
        assertTrue(bad.get(3).contains("missing.csv does not exist"), bad.get(3));
    }

    @Test
    void severalContainsFilters_onOneColumn_mustAllHold() throws IOException {
        // g=0.1} alone selects rows a and c; with eps=1, as well only a
        ReportQuotes one = report("| x | 0.9 | 0.716<!-- q run/summary.csv accuracy_mean setting~eps=1, "
                + "setting~g=0.1} --> | holds |");
        assertEquals(List.of(), one.mismatches());
        ReportQuotes two = report("| x | 0.9 | 0.716<!-- q run/summary.csv accuracy_mean setting~g=0.1} --> | holds |");
        assertEquals(1, two.mismatches().size());
        assertTrue(two.mismatches().get(0).contains("selects 2 rows"), two.mismatches().get(0));
    }

    @Test
    void aClaimRowWithoutAnAnchor_isCounted_andAnAnchorAfterText_isMalformed() throws IOException {
        ReportQuotes q = report("| x | 0.9 | about 0.72 | holds |");
        assertEquals(List.of(5), q.claimRowsWithoutQuote());
        ReportQuotes m = report("| x | 0.9 | none<!-- q run/summary.csv accuracy_mean params.k=10 --> | holds |");
        assertEquals(1, m.mismatches().size());
        assertTrue(m.mismatches().get(0).contains("follows no number"), m.mismatches().get(0));
    }
}
