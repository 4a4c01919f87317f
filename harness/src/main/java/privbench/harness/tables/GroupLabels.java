package privbench.harness.tables;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Short readable names for the groups of one or more summaries: a learner configuration is the learner
 * id plus the parameters that differ between that learner's rows ({@code output-perturbation (lambda=0.01)}),
 * and a setting is the columns that vary across the rows ({@code epsilon=0.5, n=1000}), leaving out what
 * every row shares and the columns that only repeat a learner parameter.
 */
public final class GroupLabels {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String UNSET = "(unset)";

    private final List<String> varying;
    private final Map<String, Set<String>> varyingParams;

    private GroupLabels(List<String> varying, Map<String, Set<String>> varyingParams) {
        this.varying = List.copyOf(varying);
        this.varyingParams = varyingParams;
    }

    /**
     * Labels for groups given as column-to-value maps.
     *
     * @param settingColumns the columns that describe a setting (summary columns other than group id,
     *                       learner and params), in display order
     * @param groups         the groups, each with at least learner, params and the setting columns
     */
    public static GroupLabels of(List<String> settingColumns, List<Map<String, String>> groups) {
        List<String> varying = new ArrayList<>();
        for (String c : settingColumns) {
            Set<String> values = new LinkedHashSet<>();
            Map<String, String> byConfiguration = new HashMap<>();
            boolean determined = true;
            for (Map<String, String> g : groups) {
                String v = g.getOrDefault(c, "");
                values.add(v);
                String earlier = byConfiguration.putIfAbsent(g.get("learner") + "|" + g.get("params"), v);
                determined &= earlier == null || earlier.equals(v);
            }
            // a column that only repeats a learner parameter is named by the configuration instead
            if (values.size() > 1 && !determined) {
                varying.add(c);
            }
        }
        Map<String, List<Map<String, String>>> paramsByLearner = new TreeMap<>();
        for (Map<String, String> g : groups) {
            paramsByLearner.computeIfAbsent(g.get("learner"), k -> new ArrayList<>()).add(params(g.get("params")));
        }
        Map<String, Set<String>> varyingParams = new HashMap<>();
        paramsByLearner.forEach((learner, all) -> {
            Set<String> union = new TreeSet<>();
            all.forEach(p -> union.addAll(p.keySet()));
            Set<String> differ = new LinkedHashSet<>();
            for (String k : union) {
                if (all.stream().map(p -> p.getOrDefault(k, UNSET)).distinct().count() > 1) {
                    differ.add(k);
                }
            }
            varyingParams.put(learner, differ);
        });
        return new GroupLabels(varying, varyingParams);
    }

    /** Labels for the rows of summary tables sharing one layout. */
    public static GroupLabels ofSummaries(SummaryLayout layout, List<CsvTable> tables) {
        List<Map<String, String>> groups = new ArrayList<>();
        for (CsvTable t : tables) {
            groups.addAll(rows(t));
        }
        return of(layout.settingColumns(), groups);
    }

    /** The rows of a table as column-to-value maps. */
    public static List<Map<String, String>> rows(CsvTable t) {
        List<Map<String, String>> out = new ArrayList<>();
        for (List<String> r : t.rows()) {
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i < t.header().size(); i++) {
                m.put(t.header().get(i), r.get(i));
            }
            out.add(m);
        }
        return out;
    }

    /** The setting columns whose value differs between groups, in display order. */
    public List<String> varyingSettings() {
        return varying;
    }

    /** The learner and, in parentheses, the parameters that tell its configurations apart. */
    public String configuration(Map<String, String> group) {
        return configuration(group, Set.of());
    }

    /** The same without some parameters (those shown elsewhere, e.g. on a figure's x axis). */
    public String configuration(Map<String, String> group, Set<String> without) {
        String params = params(group.get("learner"), group.get("params"), without);
        return params.isEmpty() ? group.get("learner") : group.get("learner") + " (" + params + ")";
    }

    /** {@code key=value} of the parameters that differ between the learner's rows, or empty. */
    public String params(String learner, String paramsJson) {
        return params(learner, paramsJson, Set.of());
    }

    private String params(String learner, String paramsJson, Set<String> without) {
        Set<String> keys = varyingParams.getOrDefault(learner, Set.of());
        Map<String, String> params = params(paramsJson);
        List<String> parts = new ArrayList<>();
        for (String k : keys) {
            if (!without.contains(k)) {
                parts.add(k + "=" + params.getOrDefault(k, UNSET));
            }
        }
        return String.join(", ", parts);
    }

    /** {@code column=value} of the varying setting columns, or empty when every group shares them. */
    public String setting(Map<String, String> group) {
        List<String> parts = new ArrayList<>();
        for (String c : varying) {
            parts.add(c + "=" + group.getOrDefault(c, ""));
        }
        return String.join(", ", parts);
    }

    /** The values of a params JSON object as JSON text by key; a text that is no object gives one entry. */
    static Map<String, String> params(String json) {
        Map<String, String> out = new TreeMap<>();
        if (json == null || json.isBlank()) {
            return out;
        }
        try {
            JsonNode node = JSON.readTree(json);
            if (node.isObject()) {
                node.fields().forEachRemaining(e -> out.put(e.getKey(),
                        e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString()));
                return out;
            }
        } catch (JsonProcessingException e) {
            // not JSON: keep it whole below
        }
        out.put("params", json);
        return out;
    }
}
