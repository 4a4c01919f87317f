package privbench.harness.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.analysis.RemovalMargin.Point;

/** The first separated point of a removal-margin curve counts converged fits only. */
class MarginCurveTest {

    private static Point point(int removed, double margin, boolean converged) {
        return new Point(removed, removed, margin, margin, 0, converged, converged ? 1e-6 : 10, converged ? 1e-7 : 1);
    }

    @Test
    void anUnconvergedPositiveMargin_isExcluded_andTheFirstConvergedOneIsReported() {
        // the shape of the WZW24 surrogate curve: 0, an unconverged 2.1e-6, 0 again, then a converged separation
        MarginCurve c = new MarginCurve("c", "e.yaml", "d", 100, 2, List.of(point(0, 0, true),
                point(1, 2.1e-6, false), point(2, 0, true), point(3, 0.05, true)));
        assertEquals(3.0, c.firstSeparated());
        assertEquals(1, c.excluded());
        assertEquals(1, c.excludedPositive());
        assertTrue(Double.isNaN(c.points().get(1).reportedMargin()));
        // the negative control: had the point converged, it would be the first separated one
        MarginCurve control = new MarginCurve("c", "e.yaml", "d", 100, 2, List.of(point(0, 0, true),
                point(1, 2.1e-6, true), point(2, 0, true), point(3, 0.05, true)));
        assertEquals(1.0, control.firstSeparated());
        assertEquals(0, control.excluded());
    }

    @Test
    void aCurveWithOnlyUnconvergedPositiveMargins_isNeverSeparated() {
        MarginCurve c = new MarginCurve("c", "e.yaml", "d", 100, 2, List.of(point(0, 0.2, false), point(1, 0.3, false)));
        assertTrue(Double.isNaN(c.firstSeparated()));
        assertEquals(2, c.excludedPositive());
    }
}
