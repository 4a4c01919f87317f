package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.input.Location;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.RunFolder;
import privbench.harness.testing.SummaryFixture;

class FigureDataTest {

    @TempDir
    Path tmp;

    private RunFolder run;
    private GroupLabels labels;

    @BeforeEach
    void summary() throws IOException {
        SummaryFixture s = new SummaryFixture();
        int id = 0;
        for (String n : List.of("100", "400")) {
            for (double eps : new double[] {2, 0.5, Double.POSITIVE_INFINITY}) {
                boolean inf = Double.isInfinite(eps);
                s.group("a" + id++, "dp-gd", eps, 5, inf ? 0.95 : 0.6 + eps / 10, 0.02).put("n", n);
                s.group("b" + id++, "output-perturbation", eps, 5, inf ? 0.95 : 0.5 + eps / 20, 0.04).put("n", n);
            }
        }
        run = RunFolder.read(s.write(tmp.resolve("run")));
        labels = GroupLabels.ofSummaries(run.layout(), List.of(run.summary()));
    }

    private static FigureSpec spec(String x, String y, String series, FigureSpec.ErrorBars bars, boolean logy) {
        return new FigureSpec(x, y, series, x.equals("epsilon"), logy, Optional.empty(), bars, Optional.empty(), Optional.empty(),
                new Location("test", 0, 0), "figures[0]");
    }

    @Test
    void epsilonFigure_hasOnePanelPerN_oneCurvePerLearner_andInfinityAside() {
        FigureData d = FigureData.of(run.summary(), labels, spec("epsilon", "accuracy", "learner",
                FigureSpec.ErrorBars.CI, false));
        assertEquals(List.of("n = 100", "n = 400"), d.panels().stream().map(FigureData.Panel::title).toList());
        assertEquals(List.of("dp-gd", "output-perturbation"), d.seriesNames());
        FigureData.Curve dpgd = d.panels().get(0).curves().get(0);
        // sorted by x, without the point at epsilon = inf
        assertEquals(List.of(0.5, 2.0), dpgd.points().stream().map(FigureData.Point::x).toList());
        assertEquals(0.65, dpgd.points().get(0).y(), 1e-12);
        // half the 95% interval: t(0.975, 4) sd / sqrt(5) = 2.776445 x 0.02 / 2.236068
        assertEquals(2.7764451051977987 * 0.02 / Math.sqrt(5), dpgd.points().get(0).error(), 1e-9);
        assertTrue(dpgd.atInfinity().isPresent());
        assertEquals(0.95, dpgd.atInfinity().get().y(), 1e-12);
    }

    @Test
    void stdErrorBars_areOneStandardDeviation_andNoneAreZero() {
        FigureData std = FigureData.of(run.summary(), labels, spec("epsilon", "accuracy", "learner",
                FigureSpec.ErrorBars.STD, false));
        assertEquals(0.04, std.panels().get(0).curves().get(1).points().get(0).error(), 1e-12);
        FigureData none = FigureData.of(run.summary(), labels, spec("epsilon", "accuracy", "learner",
                FigureSpec.ErrorBars.NONE, false));
        assertEquals(0, none.panels().get(0).curves().get(1).points().get(0).error());
    }

    @Test
    void nOnX_makesEpsilonThePanel_andLearnerCategoriesWork() {
        FigureData byN = FigureData.of(run.summary(), labels, spec("n", "accuracy", "learner", FigureSpec.ErrorBars.CI,
                false));
        assertEquals(List.of("epsilon = 2", "epsilon = 0.5", "epsilon = inf"),
                byN.panels().stream().map(FigureData.Panel::title).toList());
        FigureData byLearner = FigureData.of(run.summary(), labels, spec("learner", "accuracy", "none",
                FigureSpec.ErrorBars.CI, false));
        assertEquals(List.of("dp-gd", "output-perturbation"), byLearner.categories());
        assertEquals(List.of(1.0, 2.0), byLearner.panels().get(0).curves().get(0).points().stream()
                .map(FigureData.Point::x).toList());
    }

    @Test
    void curvesUnderDifferentRelations_areNamedInANote_andOneRelationNeedsNone() throws IOException {
        SummaryFixture s = new SummaryFixture();
        s.group("p", "auc-output-perturbation", 1, 5, 0.7, 0.1).put("neighbouring", "replace-one-same-label");
        s.group("q", "pointwise-objective-perturbation-gauss", 1, 5, 0.6, 0.1).put("neighbouring", "replace-one");
        s.group("r", "auc-nonprivate", Double.POSITIVE_INFINITY, 5, 0.8, 0.1).put("neighbouring", "none");
        RunFolder r = RunFolder.read(s.write(tmp.resolve("relations")));
        FigureData d = FigureData.of(r.summary(), GroupLabels.ofSummaries(r.layout(), List.of(r.summary())),
                spec("epsilon", "accuracy", "learner", FigureSpec.ErrorBars.CI, false));
        assertTrue(d.notes().contains("the curves' guarantees are for different neighbouring relations "
                + "(auc-output-perturbation: replace-one-same-label; pointwise-objective-perturbation-gauss: "
                + "replace-one)"), d.notes().toString());
        // one relation (the fixture's learners all replace-one) and the non-private "none": no note
        FigureData same = FigureData.of(run.summary(), labels, spec("epsilon", "accuracy", "learner",
                FigureSpec.ErrorBars.CI, false));
        assertTrue(same.notes().stream().noneMatch(n -> n.contains("relations")), same.notes().toString());
    }

    @Test
    void logAxis_leavesOutValuesAtOrBelowZero_andSaysSo() throws IOException {
        SummaryFixture s = new SummaryFixture();
        s.group("z", "dp-gd", 1, 5, 0.0, 0.0);
        s.group("p", "dp-gd", 2, 5, 0.5, 0.1);
        RunFolder r = RunFolder.read(s.write(tmp.resolve("zero")));
        FigureData d = FigureData.of(r.summary(), GroupLabels.ofSummaries(r.layout(), List.of(r.summary())),
                spec("epsilon", "accuracy", "learner", FigureSpec.ErrorBars.CI, true));
        assertEquals(1, d.panels().get(0).curves().get(0).points().size());
        assertTrue(d.notes().get(0).contains("log axis"), d.notes().toString());
    }

    @Test
    void rowsWithoutThePanelSetting_areDrawnInEveryMatchingPanel() throws IOException {
        // a non-private reference has no accounting mode: it belongs beside both modes, not in a panel of its own
        SummaryFixture s = new SummaryFixture();
        s.group("p1", "dp-gd", 1, 5, 0.7, 0.1).put("accounting", "paper");
        s.group("t1", "dp-gd", 1, 5, 0.9, 0.1).put("accounting", "tight");
        s.group("r1", "non-private-svm", 1, 5, 1.0, 0.0).put("accounting", "");
        RunFolder r = RunFolder.read(s.write(tmp.resolve("shared")));
        FigureSpec byAccounting = new FigureSpec("epsilon", "accuracy", "learner", true, false,
                Optional.of("accounting"), FigureSpec.ErrorBars.CI, Optional.empty(), Optional.empty(), new Location("test", 0, 0), "figures[0]");
        FigureData d = FigureData.of(r.summary(), GroupLabels.ofSummaries(r.layout(), List.of(r.summary())),
                byAccounting);
        assertEquals(List.of("accounting = paper", "accounting = tight"),
                d.panels().stream().map(FigureData.Panel::title).toList());
        for (FigureData.Panel p : d.panels()) {
            assertEquals(List.of("dp-gd", "non-private-svm"), p.curves().stream().map(FigureData.Curve::name).toList());
            assertEquals(1.0, p.curves().get(1).points().get(0).y(), 1e-12);
        }
    }
}
