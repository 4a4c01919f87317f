package privbench.harness.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.harness.tables.GroupLabels;
import privbench.learners.LearnerSpec;

/**
 * The learner configurations of a run: name, what the learner is and its paper (from the catalogue),
 * and every parameter value (the canonical params JSON of the results).
 */
final class LearnerTable {

    private LearnerTable() {
    }

    static Block.Table of(List<Map<String, String>> rows, GroupLabels labels, List<LearnerSpec<?>> catalogue) {
        Map<String, Map<String, String>> configurations = new LinkedHashMap<>();
        rows.forEach(r -> configurations.putIfAbsent(labels.configuration(r), r));
        List<List<Span>> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : configurations.entrySet()) {
            String id = e.getValue().get("learner");
            Optional<LearnerSpec<?>> spec = catalogue.stream().filter(s -> s.id().equals(id)).findFirst();
            out.add(List.of(Span.plain(e.getKey()),
                    Span.plain(spec.map(s -> s.summary() + " (" + s.paper() + ")").orElse("not in this build's catalogue")),
                    Span.code(e.getValue().get("params"))));
        }
        return new Block.Table(List.of("learner", "what it is", "parameters"), out, List.of(false, false, false));
    }
}
