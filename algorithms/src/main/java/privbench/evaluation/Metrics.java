package privbench.evaluation;

import java.util.List;
import java.util.Optional;

/**
 * The catalogue of metrics; adding one is one line here.
 */
public final class Metrics {

    /** Every metric, in the order {@code list} prints them. */
    public static final List<Metric> ALL = List.of(
            new Accuracy(),
            new ErrorRate(),
            new Auc(),
            new AucStrict(),
            new BalancedAccuracy(),
            new TrainAccuracy(),
            new TrainMarginViolation()
    );

    private Metrics() {
    }

    /** The metric with the given id. */
    public static Optional<Metric> byId(String id) {
        return ALL.stream().filter(m -> m.id().equals(id)).findFirst();
    }
}
