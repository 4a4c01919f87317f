package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Log-axis labels: readable (never crowded) and present across the whole range. */
class PanelChartsTest {

    @Test
    void powersOfTwo_getDecadesDataTicksAndTwosAndFives_neverTwoLabelsCloserThanAWidth() {
        Set<Double> data = Set.of(2000.0, 4000.0, 8000.0, 16000.0, 32000.0, 64000.0);
        double min = 2000 / Math.pow(32, 0.05);
        double max = 64000 * Math.pow(32, 0.05);
        List<Double> labels = new ArrayList<>(PanelCharts.logLabels(min, max, data));
        assertTrue(labels.contains(10000.0), labels.toString());
        assertTrue(labels.contains(2000.0), labels.toString());
        // 8000 sits next to 10000: one of them, not both (they overlapped)
        assertFalse(labels.contains(8000.0), labels.toString());
        // beyond the last data tick (8000) the axis still has labels
        assertTrue(labels.stream().anyMatch(v -> v > 15000), labels.toString());
        double minGap = Math.log10(max / min) * 70.0 / FigureCanvas.PANEL_WIDTH;
        for (int i = 1; i < labels.size(); i++) {
            assertTrue(Math.log10(labels.get(i) / labels.get(i - 1)) >= minGap, labels.toString());
        }
    }

    @Test
    void epsilonGrid_labelsTheDataValues() {
        Set<Double> data = Set.of(0.5, 1.0, 2.0, 4.0, 8.0);
        List<Double> labels = new ArrayList<>(PanelCharts.logLabels(0.45, 9, data));
        assertTrue(labels.containsAll(List.of(0.5, 1.0, 2.0, 4.0, 8.0)), labels.toString());
    }
}
