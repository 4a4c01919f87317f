package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.Problems;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;

/**
 * Reads {@code tuning:}: how each private learner's grid is searched privately. Every key is checked in one pass,
 * so a section with several mistakes reports them all.
 */
final class TuningSection {

    private static final List<String> KEYS = List.of("method", "distribution", "eta", "mean", "validation", "score",
            "score_share", "learners");

    private TuningSection() {
    }

    static Optional<TuningSpec> read(Optional<YamlNode> node, List<LearnerEntry> learners) {
        if (node.isEmpty()) {
            return Optional.empty();
        }
        YamlMap m = node.get().asMap();
        Problems problems = new Problems();
        for (YamlMap.Entry e : m.entries()) {
            if (!KEYS.contains(e.key())) {
                problems.add(m.unknownKey(e, KEYS));
            }
        }
        String method = problems.attempt(() -> choice(m, "method", TuningSpec.RANDOM_STOPPING, TuningSpec.METHODS));
        TuningSpec.Distribution distribution = problems.attempt(() -> distribution(m));
        Double eta = problems.attempt(() -> m.get("eta").map(e -> {
            YamlScalar s = e.asScalar();
            double v = s.asDouble();
            if (!(v > -1) || Double.isInfinite(v)) {
                throw s.error("must be a number > -1 (the TNB shape), got " + s.text());
            }
            return v;
        }).orElse(1.0));
        Double mean = problems.attempt(() -> m.get("mean").map(e -> {
            YamlScalar s = e.asScalar();
            double v = s.asDouble();
            if (!(v > 1) || v > 1e6) {
                throw s.error("must be a number in (1, 1e6] (the expected number of candidate runs), got " + s.text());
            }
            return v;
        }).orElse(10.0));
        Double validation = problems.attempt(() -> fraction(m, "validation", 0.2,
                "the share of the private training rows held out to score candidates"));
        String score = problems.attempt(() -> choice(m, "score", "accuracy", TuningSpec.SCORES));
        Double share = problems.attempt(() -> fraction(m, "score_share", 0.2,
                "the share of each candidate run's budget spent on its noisy score"));
        List<String> ids = problems.attempt(() -> ids(m, learners));
        if (TuningSpec.LIU_TALWAR.equals(method) && m.get("eta").isPresent() && eta != null && eta != 1.0) {
            problems.add(m.get("eta").orElseThrow().error("must be 1 (or left out) with method liu-talwar: Liu and "
                    + "Talwar's run count is geometric, TNB with eta = 1"));
        }
        if (distribution == TuningSpec.Distribution.POISSON && m.get("eta").isPresent()) {
            problems.add(m.get("eta").orElseThrow().error("has no meaning for distribution poisson (leave it out)"));
        }
        problems.throwIfAny();
        double shape = TuningSpec.LIU_TALWAR.equals(method) ? 1.0 : eta;
        return Optional.of(new TuningSpec(method, distribution, shape, mean, validation, score, share, ids, m.at()));
    }

    private static String choice(YamlMap m, String key, String fallback, List<String> allowed) {
        return m.get(key).map(n -> {
            YamlScalar s = n.asScalar();
            String v = s.asText();
            if (!allowed.contains(v)) {
                String near = YamlMap.closest(v, allowed);
                throw s.error("must be one of " + String.join(", ", allowed) + ", got '" + v + "'"
                        + (near == null ? "" : " (did you mean '" + near + "'?)"));
            }
            return v;
        }).orElse(fallback);
    }

    private static TuningSpec.Distribution distribution(YamlMap m) {
        List<String> ids = List.of(TuningSpec.Distribution.TRUNCATED_NEGATIVE_BINOMIAL.id(),
                TuningSpec.Distribution.POISSON.id());
        String id = choice(m, "distribution", ids.get(0), ids);
        return TuningSpec.Distribution.byId(id).orElseThrow();
    }

    private static double fraction(YamlMap m, String key, double fallback, String what) {
        return m.get(key).map(n -> {
            YamlScalar s = n.asScalar();
            double v = s.asDouble();
            if (!(v > 0 && v < 1)) {
                throw s.error("must be a number in (0, 1) (" + what + "), got " + s.text());
            }
            return v;
        }).orElse(fallback);
    }

    private static List<String> ids(YamlMap m, List<LearnerEntry> learners) {
        if (m.get("learners").isEmpty()) {
            return List.of();
        }
        List<String> declared = learners == null ? null : learners.stream().map(l -> l.id().value()).toList();
        List<String> out = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(m.get("learners").orElseThrow())) {
            String id = s.asText();
            if (declared != null && !declared.contains(id)) {
                throw s.error("names '" + id + "', which is not in learners: (" + String.join(", ", declared) + ")");
            }
            if (!out.contains(id)) {
                out.add(id);
            }
        }
        return out;
    }
}
