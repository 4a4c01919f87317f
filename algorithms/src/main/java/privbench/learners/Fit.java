package privbench.learners;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import privbench.privacy.Guarantee;

/**
 * The result of one fit: the model, the guarantee actually spent, and numeric diagnostics
 * (noise scale, iterations, selected hyperparameters, ...), which are not part of the private release
 * unless the learner says so.
 */
public record Fit(Model model, Guarantee spent, Map<String, Double> diagnostics) {

    public Fit {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(spent, "spent");
        diagnostics = Collections.unmodifiableMap(new TreeMap<>(diagnostics));
    }

    /** A fit with no diagnostics. */
    public static Fit of(Model model, Guarantee spent) {
        return new Fit(model, spent, Map.of());
    }
}
