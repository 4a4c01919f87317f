package privbench.data.synthetic;

import java.util.Map;

/**
 * A generator's id, summary and parameter defaults, declared once as constructor arguments: every generator had
 * the same three accessor methods returning literals, and a new generator should write only how it draws rows.
 */
abstract class NamedGenerator implements Generator {

    private final String id;
    private final String summary;
    private final Map<String, Double> defaults;

    NamedGenerator(String id, String summary, Map<String, Double> defaults) {
        this.id = id;
        this.summary = summary;
        this.defaults = Map.copyOf(defaults);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String summary() {
        return summary;
    }

    @Override
    public final Map<String, Double> defaults() {
        return defaults;
    }
}
