package privbench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Legends list a swept value in its numeric order, not by its first character. */
class NaturalOrderTest {

    private static List<String> sorted(String... labels) {
        List<String> l = new ArrayList<>(List.of(labels));
        l.sort(NaturalOrder.INSTANCE);
        return l;
    }

    @Test
    void numbersInsideLabels_compareAsNumbers() {
        // plain String order gives pillar (k=10), pillar (k=20), pillar (k=5)
        assertEquals(List.of("dpsgd-full", "pillar (k=5)", "pillar (k=10)", "pillar (k=20)"),
                sorted("pillar (k=20)", "dpsgd-full", "pillar (k=5)", "pillar (k=10)"));
        assertEquals(List.of("epsilon = 0.025", "epsilon = 0.1", "epsilon = 0.5", "epsilon = 2"),
                sorted("epsilon = 2", "epsilon = 0.1", "epsilon = 0.5", "epsilon = 0.025"));
        assertEquals(List.of("n = 500", "n = 4000", "n = 16000"), sorted("n = 16000", "n = 500", "n = 4000"));
    }

    @Test
    void labelsWithoutNumbers_keepTextOrder_andTheOrderIsTotal() {
        assertEquals(List.of("dp-gd", "non-private-logistic", "objective-perturbation", "output-perturbation"),
                sorted("output-perturbation", "dp-gd", "objective-perturbation", "non-private-logistic"));
        List<String> all = List.of("a1", "a01", "a1.0", "a", "a10", "b", "pillar (k=5)", "pillar (k=5, c=1)", "");
        for (String x : all) {
            for (String y : all) {
                assertEquals(Integer.signum(NaturalOrder.INSTANCE.compare(x, y)),
                        -Integer.signum(NaturalOrder.INSTANCE.compare(y, x)), x + " / " + y);
                if (!x.equals(y)) {
                    assertNotEquals(0, NaturalOrder.INSTANCE.compare(x, y), x + " / " + y);
                }
            }
        }
    }
}
