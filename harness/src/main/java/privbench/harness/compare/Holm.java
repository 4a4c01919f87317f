package privbench.harness.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/** Holm-Bonferroni: the tests of a family that stay significant at family-wise level alpha. */
final class Holm {

    private Holm() {
    }

    /** The significant members of the family (by identity), from their p-values. */
    static <T> Set<T> significant(List<T> family, ToDoubleFunction<T> pValue, double alpha) {
        List<T> sorted = new ArrayList<>(family);
        sorted.sort(Comparator.comparingDouble(pValue));
        Set<T> out = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < sorted.size(); i++) {
            if (pValue.applyAsDouble(sorted.get(i)) > alpha / (sorted.size() - i)) {
                break;
            }
            out.add(sorted.get(i));
        }
        return out;
    }
}
