package privbench.harness.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.compare.Finding.Kind;
import privbench.harness.tables.RunFolder;
import privbench.harness.testing.SummaryFixture;

/**
 * The comparison rule on hand-made summaries whose statistics are chosen to sit on either side of it.
 */
class RunComparatorTest {

    @TempDir
    Path tmp;

    private SummaryFixture base;

    @BeforeEach
    void baseline() {
        base = new SummaryFixture();
        base.group("g1", "dp-gd", 1, 10, 0.90, 0.02);
        base.group("g2", "dp-gd", 8, 10, 0.97, 0.01);
        base.group("g3", "output-perturbation", 1, 10, 0.80, 0.05);
        base.group("g4", "non-private-logistic", Double.POSITIVE_INFINITY, 10, 0.99, 0);
    }

    private Comparison compare(SummaryFixture current) throws IOException {
        return compare(current, CompareRule.DEFAULT);
    }

    private Comparison compare(SummaryFixture current, CompareRule rule) throws IOException {
        return new RunComparator(rule).compare(RunFolder.read(base.write(tmp.resolve("base"))),
                RunFolder.read(current.write(tmp.resolve("current"))));
    }

    private static List<Finding> of(Comparison c, String group, String quantity) {
        return c.findings().stream().filter(f -> f.groupId().equals(group) && f.quantity().equals(quantity)).toList();
    }

    /** One group's cell of a column set to a value, and the kind its quantity must be found to be. */
    private record Change(String group, String value, Kind kind) {
    }

    /** One cell of the current summary changed: its quantity is found to be of the kind, failing or not. */
    private void assertOneChange(String group, String column, String value, String quantity, Kind kind,
                                 boolean fails) throws IOException {
        assertChanges(CompareRule.DEFAULT, column, quantity, fails, new Change(group, value, kind));
    }

    /** A column of the current summary changed in some groups: each group's quantity is of its kind. */
    private void assertChanges(CompareRule rule, String column, String quantity, boolean fails, Change... changes)
            throws IOException {
        SummaryFixture cur = base.copy();
        for (Change ch : changes) {
            cur.row(ch.group()).put(column, ch.value());
        }
        Comparison c = compare(cur, rule);
        for (Change ch : changes) {
            assertEquals(ch.kind(), kind(c, ch.group(), quantity));
        }
        assertEquals(fails, c.failed(), c.findings().toString());
    }

    /** A metric of a group moved to a new mean and sd over the repetitions. */
    private record Moved(String metric, double mean, double sd) {
    }

    /** Metrics of one group of the current summary moved: each is found to be of the kind, failing or not. */
    private void assertMoved(String group, Kind kind, boolean fails, Moved... moves) throws IOException {
        SummaryFixture cur = base.copy();
        for (Moved m : moves) {
            SummaryFixture.metric(cur.row(group), m.metric(), m.mean(), m.sd());
        }
        Comparison c = compare(cur);
        for (Moved m : moves) {
            assertEquals(kind, kind(c, group, m.metric()));
        }
        assertEquals(fails, c.failed(), c.findings().toString());
    }

    private static Kind kind(Comparison c, String group, String quantity) {
        List<Finding> f = of(c, group, quantity);
        assertEquals(1, f.size(), () -> group + " " + quantity + ": " + c.findings());
        return f.get(0).kind();
    }

    @Test
    void identicalRuns_haveOnlyUnchangedFindings() throws IOException {
        Comparison c = compare(base.copy());
        assertFalse(c.failed());
        assertTrue(c.notable().isEmpty(), c.notable().toString());
        // 4 groups x (2 metrics, epsilon spent, fit time)
        assertEquals(16, c.findings().size());
    }

    @Nested
    class Utility {

        @Test
        void aDropFarBeyondTheNoise_isARegressionOfAccuracyAndError() throws IOException {
            SummaryFixture cur = base.copy();
            // 0.2 below a mean whose standard error is 0.02/sqrt(10): t = 22, p ~ 1e-14
            SummaryFixture.metric(cur.row("g1"), "accuracy", 0.70, 0.02);
            SummaryFixture.metric(cur.row("g1"), "error_rate", 0.30, 0.02);
            Comparison c = compare(cur);
            assertTrue(c.failed());
            Finding acc = of(c, "g1", "accuracy").get(0);
            assertEquals(Kind.REGRESSION, acc.kind());
            assertEquals("dp-gd", acc.configuration());
            assertEquals("epsilon=1", acc.setting());
            assertEquals(0.90, acc.baseline());
            assertEquals(0.70, acc.current());
            assertTrue(acc.pValue() < 1e-10, acc.toString());
            // error is lower-is-better: it rose, so it regressed too
            assertEquals(Kind.REGRESSION, kind(c, "g1", "error_rate"));
            assertEquals(2, c.failures().size(), c.failures().toString());
        }

        @Test
        void aRiseFarBeyondTheNoise_isAnImprovement_andPasses() throws IOException {
            assertMoved("g1", Kind.IMPROVEMENT, false, new Moved("accuracy", 0.96, 0.02),
                    new Moved("error_rate", 0.04, 0.02));
        }

        @Test
        void aLargeChangeWithinTheSpreadOfTheRepetitions_isUnchanged() throws IOException {
            // 0.03 with sd 0.05 over 10 repetitions each: t = 1.34, p = 0.2
            assertMoved("g3", Kind.UNCHANGED, false, new Moved("accuracy", 0.77, 0.05));
        }

        @Test
        void aSignificantChangeBelowTheMinimumEffect_isUnchanged() throws IOException {
            // no spread at all: any change has p = 0, but 0.005 is below the minimum effect 0.02
            assertMoved("g4", Kind.UNCHANGED, false, new Moved("accuracy", 0.985, 0));
        }

        @Test
        void holmCorrection_decidesAChangeSignificantOnlyWithoutIt() throws IOException {
            SummaryFixture cur = base.copy();
            // every other group moves by a hair, so all 8 (group, metric) pairs are tested (a bit-identical one is
            // not: it holds no evidence and stays out of the family)
            SummaryFixture.metric(cur.row("g1"), "accuracy", 0.90 + 1e-6, 0.02);
            SummaryFixture.metric(cur.row("g1"), "error_rate", 0.10 - 1e-6, 0.02);
            SummaryFixture.metric(cur.row("g2"), "accuracy", 0.97 + 1e-6, 0.01);
            SummaryFixture.metric(cur.row("g2"), "error_rate", 0.03 - 1e-6, 0.01);
            SummaryFixture.metric(cur.row("g4"), "accuracy", 0.99 - 1e-6, 1e-3);
            SummaryFixture.metric(cur.row("g4"), "error_rate", 0.01 + 1e-6, 1e-3);
            SummaryFixture.metric(cur.row("g3"), "error_rate", 0.20 + 1e-6, 0.05);
            // 0.0716 with sd 0.05 over 10 repetitions each: t = 3.2, df = 18, p = 0.005: below 0.01 but above
            // the smallest Holm threshold 0.01/8 (8 tested pairs); with family alpha 0.05 it is below 0.05/8
            SummaryFixture.metric(cur.row("g3"), "accuracy", 0.80 - 0.0716, 0.05);
            Finding f = of(compare(cur), "g3", "accuracy").get(0);
            assertTrue(f.pValue() > 0.004 && f.pValue() < 0.006, f.toString());
            assertEquals(Kind.UNCHANGED, f.kind());
            assertEquals(Kind.REGRESSION, kind(compare(cur, new CompareRule(0.05, 0.02, 4, 0.25, true)), "g3", "accuracy"));
        }

        @Test
        void oneRepetition_isJudgedByTheMinimumEffectAlone() throws IOException {
            base.group("s1", "dp-gd", 2, 1, 0.90, 0);
            base.group("s2", "dp-gd", 4, 1, 0.90, 0);
            SummaryFixture cur = base.copy();
            SummaryFixture.metric(cur.row("s1"), "accuracy", 0.87, 0);
            SummaryFixture.metric(cur.row("s2"), "accuracy", 0.89, 0);
            Comparison c = compare(cur);
            assertEquals(Kind.REGRESSION, kind(c, "s1", "accuracy"));
            assertTrue(of(c, "s1", "accuracy").get(0).note().contains("one repetition"));
            assertEquals(Kind.UNCHANGED, kind(c, "s2", "accuracy"));
        }
    }

    @Nested
    class PrivacyAndGroups {

        @Test
        void epsilonSpentThatGrew_isAPrivacyRegression_butRoundingIsNot() throws IOException {
            assertChanges(CompareRule.DEFAULT, "epsilon_spent_mean", "epsilon_spent", true,
                    new Change("g1", "1.5", Kind.PRIVACY_REGRESSION),
                    new Change("g2", "8.000000000000001", Kind.UNCHANGED),
                    new Change("g3", "inf", Kind.PRIVACY_REGRESSION));
        }

        @Test
        void aMissingGroupFails_aNewGroupIsOnlyReported() throws IOException {
            SummaryFixture cur = base.copy();
            cur.remove("g3");
            assertEquals(Kind.MISSING, kind(compare(cur), "g3", "group"));
            assertTrue(compare(cur).failed());
            SummaryFixture more = base.copy();
            more.group("g5", "objective-perturbation", 1, 10, 0.5, 0.1);
            Comparison c = compare(more);
            assertEquals(Kind.NEW, kind(c, "g5", "group"));
            assertFalse(c.failed());
        }

        @Test
        void aGroupWhoseParametersChanged_isComparedWithItsTwin_andTheNoteNamesTheChange() throws IOException {
            SummaryFixture cur = base.copy();
            cur.row("g1").put("group_id", "g1-new");
            cur.row("g1-new").put("params", "{\"lambda\":0.1}");
            Comparison c = compare(cur);
            Finding changed = of(c, "g1", "params").get(0);
            assertEquals(Kind.CHANGED, changed.kind());
            assertTrue(changed.note().startsWith("same learner, other parameters: compared with group g1-new")
                    && changed.note().contains("lambda") && changed.note().contains("-> 0.1"), changed.note());
            assertTrue(of(c, "g1", "group").isEmpty(), "not MISSING");
            assertTrue(c.findings().stream().noneMatch(f -> f.kind() == Kind.NEW), "the twin is not NEW");
            assertTrue(c.findings().stream().anyMatch(f -> f.groupId().equals("g1") && f.quantity().equals("accuracy")),
                    "its metrics are compared");
            assertFalse(c.failed(), c.failures().toString());
            // with the twin's accuracy far lower, the comparison fails on the metric, not on a missing group
            SummaryFixture worse = cur.copy();
            worse.row("g1-new").put("accuracy_mean", "0.2");
            assertEquals(Kind.REGRESSION, kind(compare(worse), "g1", "accuracy"));
        }

        @Test
        void moreFailedRepetitions_fail() throws IOException {
            assertOneChange("g2", "n_errors", "2", "n_errors", Kind.ERRORS, true);
        }

        @Test
        void anotherAccountant_isReportedAsAChange() throws IOException {
            assertOneChange("g1", "accountant", "rdp", "accountant", Kind.CHANGED, false);
        }
    }

    @Nested
    class Timing {

        @Test
        void aGrossSlowdownFails_aSmallOneDoesNot_andReportModeNeverFails() throws IOException {
            Change gross = new Change("g1", "2", Kind.SLOWER);
            // 20 times slower but only 0.19 s more per fit: under the 0.25 s floor
            Change small = new Change("g2", "0.2", Kind.UNCHANGED);
            assertChanges(CompareRule.DEFAULT, "fit_seconds_mean", "fit_seconds", true, gross, small);
            assertChanges(new CompareRule(0.01, 0.02, 4, 0.25, false), "fit_seconds_mean", "fit_seconds", false,
                    gross, small);
        }

        @Test
        void aGrossSpeedUp_isReportedAsFaster() throws IOException {
            base.row("g3").put("fit_seconds_mean", "3");
            assertOneChange("g3", "fit_seconds_mean", "0.5", "fit_seconds", Kind.FASTER, false);
        }
    }
}
