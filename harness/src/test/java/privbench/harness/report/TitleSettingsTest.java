package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import privbench.harness.tables.CsvTable;

/** A title's placeholders are the run's own values: listed when few, a range when many, sorted as numbers. */
class TitleSettingsTest {

    private static final CsvTable SUMMARY = new CsvTable(List.of("group_id", "dataset", "n", "d", "epsilon"), List.of(
            List.of("a", "margin-halfspace", "16000", "2000", "4"), List.of("b", "margin-halfspace", "125", "2000", "1"),
            List.of("c", "margin-halfspace", "1000", "2000", "4"), List.of("e", "margin-halfspace", "64000", "2000", "1"),
            List.of("f", "margin-halfspace", "250", "2000", "1")));

    @Test
    void fewValuesAreListed_manyAreARange_andTextWithoutBracesIsKept() {
        assertEquals("test error (d = 2000, epsilon 1, 4, margin-halfspace)",
                TitleSettings.fill("test error (d = {d}, epsilon {epsilon}, {dataset})", SUMMARY));
        assertEquals("n from 125 to 64000", TitleSettings.fill("n from {n}", SUMMARY));
        assertEquals("no settings: {curly} kept", TitleSettings.fill("no settings: {curly} kept", SUMMARY));
        assertEquals("delta ?", TitleSettings.fill("delta {delta}", SUMMARY));
    }
}
