package privbench.learners;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;

/**
 * The catalogue's mechanism-changing configurations, in one place for every test that walks them: each value of
 * an enum-valued or boolean hyperparameter of a private learner (a solver, an accounting, a sampling, a relation,
 * a switch of a mechanism part), and the small settings that make such a fit cost milliseconds.
 */
public final class MechanismConfigurations {

    private MechanismConfigurations() {
    }

    /** One (learner, setting, value): the learner at its defaults but for that one setting. */
    public record Configuration(LearnerSpec<?> spec, String setting, String value) {

        /** learner|setting|value, the key of docs/privacy/configurations.csv. */
        public String key() {
            return spec.id() + "|" + setting + "|" + value;
        }

        @Override
        public String toString() {
            return spec.id() + " " + setting + "=" + value;
        }
    }

    /** Every (private learner, enum or boolean setting, value) of the catalogue, in catalogue order. */
    public static List<Configuration> all() {
        List<Configuration> out = new ArrayList<>();
        for (LearnerSpec<?> spec : Learners.ALL) {
            if (spec.nonPrivate()) {
                continue;
            }
            for (LearnerSpec.Param p : spec.params()) {
                if (p.type().isEnum()) {
                    for (Object c : p.type().getEnumConstants()) {
                        out.add(new Configuration(spec, p.name(), Canonical.kebab(((Enum<?>) c).name())));
                    }
                } else if (p.type() == boolean.class) {
                    out.add(new Configuration(spec, p.name(), "true"));
                    out.add(new Configuration(spec, p.name(), "false"));
                }
            }
        }
        return out;
    }

    /** Small, fast settings: tiny batches and projections, so a fit costs milliseconds. */
    public static Map<String, Object> smallSettings(LearnerSpec<?> spec) {
        Map<String, Object> m = new LinkedHashMap<>();
        put(spec, m, "k", 2);
        put(spec, m, "anchors", 2);
        put(spec, m, "publicBatch", 20);
        put(spec, m, "batchSize", 10);
        put(spec, m, "maxSteps", 50L);
        put(spec, m, "maxExpectedRuns", 1000.0);
        // the net learners (priv-mrg) refuse exact nets beyond netCap: project to 2 dimensions so sphere and grid
        // nets stay enumerable and every net kind is priced
        put(spec, m, "projection", 2);
        put(spec, m, "maxProjection", 2);
        // dp-gd's relation: add-remove needs a public row count (ignored under replace-one)
        put(spec, m, "publicRows", 60);
        return m;
    }

    private static void put(LearnerSpec<?> spec, Map<String, Object> m, String name, Object value) {
        if (spec.param(name) != null) {
            m.put(name, value);
        }
    }
}
