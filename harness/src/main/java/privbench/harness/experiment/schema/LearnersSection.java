package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.List;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.input.Located;
import privbench.harness.experiment.Problems;
import privbench.harness.experiment.yaml.YamlList;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.Located;

/**
 * Reads {@code learners:}: a list of {@code {id, params}}; a list of values in params is a sweep axis.
 * Whether the ids and parameters exist is checked against the learner catalogue afterwards.
 */
final class LearnersSection {

    private LearnersSection() {
    }

    static List<LearnerEntry> read(YamlNode node) {
        YamlList list = node.asList();
        if (list.size() == 0) {
            throw list.error("must list at least one learner");
        }
        List<LearnerEntry> out = new ArrayList<>();
        Problems problems = new Problems();
        for (YamlNode item : list.items()) {
            out.add(problems.attempt(() -> entry(item)));
        }
        problems.throwIfAny();
        return out;
    }

    private static LearnerEntry entry(YamlNode item) {
        if (item instanceof YamlScalar s) {
            return new LearnerEntry(Values.located(s, s.asText()), List.of(), s.at(), s.path());
        }
        YamlMap m = item.asMap();
        m.allowOnly(List.of("id", "params"));
        YamlScalar id = m.require("id", "a learner id; see: privbench list learners").asScalar();
        List<LearnerEntry.ParamAxis> params = new ArrayList<>();
        m.get("params").ifPresent(p -> {
            for (YamlMap.Entry e : p.asMap().entries()) {
                List<Located<Object>> values = new ArrayList<>();
                for (YamlScalar v : Values.nonEmpty(e.value())) {
                    values.add(Values.located(v, v.raw()));
                }
                Values.noRepeats(values);
                params.add(new LearnerEntry.ParamAxis(e.key(), e.keyAt(), e.value().path(), values, e.value().isList()));
            }
        });
        return new LearnerEntry(Values.located(id, id.asText()), params, m.at(), m.path());
    }
}
