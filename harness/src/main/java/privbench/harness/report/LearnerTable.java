package privbench.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.Manifest;
import privbench.learners.LearnerSpec;

/**
 * The learner configurations of a run: name, what the learner is and its paper (from the catalogue),
 * and every parameter value (the canonical params JSON of the results).
 */
final class LearnerTable {

    private LearnerTable() {
    }

    static Block.Table of(List<Map<String, String>> rows, GroupLabels labels, List<LearnerSpec<?>> catalogue,
                          List<Manifest.ExternalProgram> external) {
        Map<String, Map<String, String>> configurations = new LinkedHashMap<>();
        rows.forEach(r -> configurations.putIfAbsent(labels.configuration(r), r));
        List<List<Span>> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : configurations.entrySet()) {
            String id = e.getValue().get("learner");
            Optional<LearnerSpec<?>> spec = catalogue.stream().filter(s -> s.id().equals(id)).findFirst();
            Optional<String> program = external.stream().filter(p -> p.learner().equals(id)).findFirst()
                    .map(p -> "external program " + String.join(" ", p.command()) + " (sha256 "
                            + p.sha256().substring(0, 16) + "…; its guarantee is the program's claim)");
            out.add(List.of(Span.plain(e.getKey()),
                    Span.plain(program.or(() -> spec.map(s -> s.summary() + " (" + s.paper() + ")"))
                            .orElse("not in this build's catalogue")),
                    Span.plain(keyValues(e.getValue().get("params")))));
        }
        return new Block.Table(List.of("learner", "what it is", "parameters"), out, List.of(false, false, false));
    }

    /**
     * The canonical params JSON as "key = value" pairs separated by "; ", which a browser wraps at any pair
     * (one unbroken JSON line made the page wider than a 1280-pixel window). Nested values stay JSON.
     */
    static String keyValues(String json) {
        if (json == null || json.isBlank()) {
            return "";
        }
        try {
            JsonNode node = JSON.readTree(json);
            if (!node.isObject()) {
                return json;
            }
            List<String> pairs = new ArrayList<>();
            node.fields().forEachRemaining(f -> pairs.add(f.getKey() + " = "
                    + (f.getValue().isValueNode() ? f.getValue().asText() : f.getValue().toString())));
            return pairs.isEmpty() ? "(defaults)" : String.join("; ", pairs);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return json;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
}
