package privbench.harness.experiment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.evaluation.Metrics;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.external.ExternalEntry;
import privbench.harness.external.ExternalProgram;
import privbench.harness.external.ExternalSpecs;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.Task;

/**
 * Checks an experiment against the learner catalogue (ids, parameters and their ranges, every
 * combination bound once) and against the facts of its data (classes, rows, public rows).
 */
public final class ExperimentValidator {

    private final List<LearnerSpec<?>> catalogue;

    /** A validator against the full catalogue {@link Learners#ALL}. */
    public ExperimentValidator() {
        this(Learners.ALL);
    }

    /** A validator against the given catalogue (tests inject their own learners). */
    public ExperimentValidator(List<LearnerSpec<?>> catalogue) {
        this.catalogue = List.copyOf(catalogue);
    }

    /**
     * Binds every learner entry: unknown ids, unknown parameters, out-of-range values and refused
     * combinations are InputExceptions pointing at what was written.
     */
    public List<BoundLearner> bind(Experiment e) {
        return bind(e.learners());
    }

    /** Binds learner entries on their own (for reporting their errors beside those of other sections). */
    public List<BoundLearner> bind(List<LearnerEntry> entries) {
        List<BoundLearner> out = new ArrayList<>();
        Map<String, LearnerEntry> seen = new HashMap<>();
        Problems problems = new Problems();
        for (LearnerEntry entry : entries) {
            BoundLearner bound = problems.attempt(() -> bindEntry(entry, seen));
            if (bound != null) {
                out.add(bound);
            }
        }
        problems.throwIfAny();
        return out;
    }

    private BoundLearner bindEntry(LearnerEntry entry, Map<String, LearnerEntry> seen) {
        LearnerSpec<?> spec = spec(entry);
        if (entry.external().isPresent()) {
            Located<String> name = entry.external().get().name();
            if (catalogue.stream().anyMatch(c -> c.id().equals(name.value()))) {
                throw name.error("is the id of a learner of the catalogue; give the external learner its own name");
            }
            LearnerEntry earlier = seen.putIfAbsent("external:" + name.value(), entry);
            if (earlier != null) {
                throw name.error("is the name of " + earlier.path() + " too; each external learner needs its own");
            }
        }
        Problems problems = new Problems();
        for (LearnerEntry.ParamAxis p : entry.params()) {
            for (Located<Object> v : p.values()) {
                problems.check(() -> bindOne(spec, p, v));
            }
        }
        problems.throwIfAny();
        List<BoundLearner.Binding> bindings = new ArrayList<>();
        for (Map<String, Object> combo : combinations(entry.params())) {
            Record options;
            try {
                options = spec.bind(combo);
            } catch (IllegalArgumentException ex) {
                throw entry.error("with parameters " + combo + " is refused: " + ex.getMessage());
            }
            String json = spec.canonicalJson(options);
            LearnerEntry earlier = seen.putIfAbsent(spec.id() + json, entry);
            if (earlier != null) {
                throw entry.error("repeats " + earlier.path() + ": " + spec.id() + " with parameters " + json);
            }
            bindings.add(new BoundLearner.Binding(options, json, spec.canonicalValues(options)));
        }
        return new BoundLearner(spec, entry, bindings);
    }

    /** Checks what depends on the data: tasks, public rows, binary-only metrics, training sizes. */
    public void checkData(Experiment e, DataFacts facts) {
        Problems problems = new Problems();
        for (LearnerEntry entry : e.learners()) {
            problems.check(() -> checkLearner(e, facts, entry));
        }
        for (Located<String> m : e.metrics()) {
            problems.check(() -> checkMetric(facts, m));
        }
        problems.check(() -> checkRows(e, facts));
        problems.throwIfAny();
    }

    private void checkLearner(Experiment e, DataFacts facts, LearnerEntry entry) {
        LearnerSpec<?> spec = spec(entry);
        if (spec.task() == Task.BINARY && facts.classes() > 2) {
            throw entry.id().error("names " + spec.id() + ", a binary learner, but " + facts.label() + " has "
                    + facts.classes() + " classes; add positive: <class> (one class against the rest) or "
                    + "classes: [a, b] to the dataset");
        }
        if (spec.needsPublic() && e.publicRows() instanceof PublicSpec.None) {
            throw entry.id().error("names " + spec.id() + ", which needs public rows; add public: {fraction: f}");
        }
        if (spec.needsPublicLabels() && !facts.publicLabelled()) {
            throw entry.id().error("names " + spec.id() + ", which needs labelled public rows, but the public "
                    + "rows of this experiment have no labels");
        }
    }

    private static void checkMetric(DataFacts facts, Located<String> m) {
        if (Metrics.byId(m.value()).orElseThrow().binaryOnly() && facts.classes() > 2) {
            throw m.error("names " + m.value() + ", defined for two classes only, but " + facts.label() + " has "
                    + facts.classes() + " classes; add positive: <class> to the dataset or drop " + m.value());
        }
    }

    private static void checkRows(Experiment e, DataFacts facts) {
        if (facts.privateRows() < 1) {
            throw new InputException(e.dataset().at(), "dataset leaves no private training rows ("
                    + facts.rowsExplained() + ")");
        }
        for (Located<Integer> n : e.sweep().n()) {
            if (n.value() > facts.privateRows()) {
                throw n.error("must be at most " + facts.privateRows() + ", the private training rows of "
                        + facts.label() + " (" + facts.rowsExplained() + "), got " + n.value());
            }
        }
    }

    /** The entry's spec: from the catalogue, or an external learner's, made from its resolved program. */
    private LearnerSpec<?> spec(LearnerEntry entry) {
        if (entry.external().isEmpty()) {
            return spec(entry.id());
        }
        ExternalEntry ext = entry.external().get();
        return ExternalSpecs.of(ext, ExternalProgram.resolve(ext),
                entry.params().stream().map(LearnerEntry.ParamAxis::name).toList());
    }

    private LearnerSpec<?> spec(Located<String> id) {
        for (LearnerSpec<?> s : catalogue) {
            if (s.id().equals(id.value())) {
                return s;
            }
        }
        List<String> known = catalogue.stream().map(LearnerSpec::id).toList();
        String near = YamlMap.closest(id.value(), known);
        throw id.error("names an unknown learner '" + id.value() + "'" + (near == null ? "" : " (did you mean '"
                + near + "'?)") + "; known: " + (known.isEmpty() ? "(none)" : String.join(", ", known)));
    }

    private static void bindOne(LearnerSpec<?> spec, LearnerEntry.ParamAxis p, Located<Object> v) {
        try {
            spec.bind(Map.of(p.name(), v.value()));
        } catch (IllegalArgumentException ex) {
            Location at = spec.param(p.name()) == null ? p.keyAt() : v.at();
            throw new InputException(at, v.path() + ": " + ex.getMessage());
        }
    }

    /** The cartesian product of the parameter values, the first parameter varying slowest. */
    static List<Map<String, Object>> combinations(List<LearnerEntry.ParamAxis> params) {
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (LearnerEntry.ParamAxis p : params) {
            List<Map<String, Object>> next = new ArrayList<>();
            for (Map<String, Object> partial : out) {
                for (Located<Object> v : p.values()) {
                    Map<String, Object> m = new LinkedHashMap<>(partial);
                    m.put(p.name(), v.value());
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }
}
