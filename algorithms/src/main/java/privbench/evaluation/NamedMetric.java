package privbench.evaluation;

/**
 * A metric's id and one-line summary, declared once as constructor arguments: every metric had the same two
 * accessor methods returning a literal, and a new metric should write only what it computes.
 */
abstract class NamedMetric implements Metric {

    private final String id;
    private final String summary;

    NamedMetric(String id, String summary) {
        this.id = id;
        this.summary = summary;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String summary() {
        return summary;
    }
}
