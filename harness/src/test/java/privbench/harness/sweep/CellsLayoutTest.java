package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;

class CellsLayoutTest {

    @Test
    void noMetricId_collidesWithAFixedColumn() {
        // a metric called "error" once shadowed the error-message column of cells.csv
        for (Metric m : Metrics.ALL) {
            assertFalse(CellsLayout.PREFIX.contains(m.id()) || CellsLayout.SUFFIX.contains(m.id()),
                    "metric " + m.id() + " collides with a fixed cells.csv column");
        }
    }
}
