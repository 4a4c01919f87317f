package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.canonical.Canonical;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.Sweep;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.Located;

/**
 * Reads {@code bench:}: the epsilon to time at (one of the sweep's), peers to measure in the same run,
 * and selections of learner settings. Every selected value must occur in the sweep or the learner list,
 * so a selection that times nothing is refused before anything runs.
 */
final class BenchSection {

    private static final List<String> KEYS = List.of("epsilon", "peers", "select");
    private static final String DP_GD = "dp-gd";

    private BenchSection() {
    }

    static BenchSpec read(Optional<YamlNode> node, Sweep sweep, List<LearnerEntry> learners) {
        if (node.isEmpty()) {
            return BenchSpec.none();
        }
        YamlMap m = node.get().asMap();
        m.allowOnly(KEYS);
        Optional<Located<Double>> epsilon = m.get("epsilon").map(e -> epsilon(e.asScalar(), sweep));
        List<Located<String>> peers = m.get("peers").map(p -> peers(p, learners)).orElse(List.of());
        List<BenchSpec.Selection> select = new ArrayList<>();
        m.get("select").ifPresent(s -> {
            if (s.asList().size() == 0) {
                throw s.error("must list at least one selection (or be left out to time every setting)");
            }
            for (YamlNode item : s.asList().items()) {
                select.add(selection(item.asMap(), sweep, learners));
            }
        });
        return new BenchSpec(epsilon, peers, select);
    }

    private static Located<Double> epsilon(YamlScalar s, Sweep sweep) {
        double v = s.asDouble();
        List<Double> swept = sweep.epsilon().stream().map(Located::value).toList();
        if (!swept.contains(v)) {
            throw s.error("must be one of the sweep's epsilon values " + texts(swept) + ", got " + s.text());
        }
        return Values.located(s, v);
    }

    private static List<Located<String>> peers(YamlNode node, List<LearnerEntry> learners) {
        List<Located<String>> out = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(node)) {
            String id = s.asText();
            if (!BenchSpec.PEERS.contains(id)) {
                String near = YamlMap.closest(id, BenchSpec.PEERS);
                throw s.error("names an unknown peer '" + id + "'" + (near == null ? "" : " (did you mean '" + near
                        + "'?)") + "; known: " + String.join(", ", BenchSpec.PEERS));
            }
            if (id.equals(BenchSpec.NUMPY_DPGD) && learners.stream().noneMatch(l -> l.id().value().equals(DP_GD))) {
                throw s.error("is timed against " + DP_GD + " on the same (n, d, iterations), but learners: has no "
                        + DP_GD);
            }
            out.add(Values.located(s, id));
        }
        return Values.noRepeats(out);
    }

    private static BenchSpec.Selection selection(YamlMap m, Sweep sweep, List<LearnerEntry> learners) {
        if (m.entries().isEmpty()) {
            throw m.error("must name at least one column, e.g. {n: 1000, d: 50}");
        }
        List<String> allowed = allowedKeys(sweep, learners);
        m.allowOnly(allowed);
        Map<String, String> values = new LinkedHashMap<>();
        for (YamlMap.Entry e : m.entries()) {
            YamlScalar s = e.value().asScalar();
            String key = e.key();
            String value = key.equals("learner") ? s.asText() : canonical(s);
            List<String> choices = choices(key, sweep, learners);
            if (choices != null && !choices.contains(value)) {
                throw s.error("must be one of " + String.join(", ", choices) + ", got " + s.text());
            }
            values.put(key, value);
        }
        requireLearnerMatch(m, values, sweep, learners);
        return new BenchSpec.Selection(values, m.at(), m.path());
    }

    /** n, d, learner, every generator axis and every learner parameter written in the file. */
    private static List<String> allowedKeys(Sweep sweep, List<LearnerEntry> learners) {
        List<String> out = new ArrayList<>(List.of("n", "d", "learner"));
        sweep.generator().forEach(a -> out.add(a.key()));
        for (LearnerEntry l : learners) {
            for (LearnerEntry.ParamAxis p : l.params()) {
                if (!out.contains(p.name())) {
                    out.add(p.name());
                }
            }
        }
        return out;
    }

    /** The values a sweep column takes, or null for learner parameters (checked per entry). */
    private static List<String> choices(String key, Sweep sweep, List<LearnerEntry> learners) {
        switch (key) {
            case "n":
                return sweep.n().isEmpty() ? List.of("(none: sweep.n is not given, so n is every training row)")
                        : sweep.n().stream().map(v -> String.valueOf(v.value())).toList();
            case "d":
                return sweep.d().isEmpty() ? List.of("(none: d applies to synthetic data only)")
                        : sweep.d().stream().map(v -> String.valueOf(v.value())).toList();
            case "learner":
                return learners.stream().map(l -> l.id().value()).distinct().toList();
            default:
                for (Sweep.GeneratorAxis a : sweep.generator()) {
                    if (a.key().equals(key)) {
                        return a.values().stream().map(v -> Canonical.number(v.value())).toList();
                    }
                }
                return null;
        }
    }

    /** The learner id and parameters of a selection must all hold for one entry of the file. */
    private static void requireLearnerMatch(YamlMap m, Map<String, String> values, Sweep sweep,
                                            List<LearnerEntry> learners) {
        List<String> sweepKeys = new ArrayList<>(List.of("n", "d", "learner"));
        sweep.generator().forEach(a -> sweepKeys.add(a.key()));
        Map<String, String> params = new LinkedHashMap<>(values);
        params.keySet().removeAll(sweepKeys);
        String learner = values.get("learner");
        for (LearnerEntry l : learners) {
            if ((learner == null || l.id().value().equals(learner)) && hasAll(l, params)) {
                return;
            }
        }
        if (!params.isEmpty()) {
            throw m.error("matches no entry of learners:" + (learner == null ? "" : " with id " + learner)
                    + " that gives " + params);
        }
    }

    private static boolean hasAll(LearnerEntry l, Map<String, String> params) {
        for (Map.Entry<String, String> want : params.entrySet()) {
            boolean found = false;
            for (LearnerEntry.ParamAxis p : l.params()) {
                if (p.name().equals(want.getKey())
                        && p.values().stream().anyMatch(v -> canonical(v.value()).equals(want.getValue()))) {
                    found = true;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** Numbers in canonical decimal form (as in the params column), other values as written. */
    private static String canonical(YamlScalar s) {
        if (s.kind() == YamlScalar.Kind.NUMBER) {
            return Canonical.number(s.asDouble());
        }
        return canonical(s.raw());
    }

    private static String canonical(Object raw) {
        if (raw instanceof Double d) {
            return Canonical.number(d);
        }
        if (raw instanceof String text) {
            // a number written as text ("1e-3") binds as that number: compare it in the same form
            try {
                return Canonical.number(Double.parseDouble(text.trim()));
            } catch (NumberFormatException notANumber) {
                return text;
            }
        }
        return String.valueOf(raw);
    }

    private static String texts(List<Double> values) {
        return values.stream().map(Canonical::number).toList().toString();
    }
}
