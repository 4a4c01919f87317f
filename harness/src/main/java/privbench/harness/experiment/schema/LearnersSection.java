package privbench.harness.experiment.schema;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.canonical.Canonical;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.Problems;
import privbench.harness.external.ExternalEntry;
import privbench.harness.experiment.yaml.YamlList;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.Located;
import privbench.learners.AuditFamily;
import privbench.privacy.Neighbouring;

/**
 * Reads {@code learners:}: a list of {@code {id, params}}; a list of values in params is a sweep axis.
 * Whether the ids and parameters exist is checked against the learner catalogue afterwards. An
 * {@code id: external} entry also names its program ({@code name}, {@code command}, {@code timeout},
 * {@code private}, {@code audit}, {@code relation}); whether the program exists is checked when the entry is
 * bound.
 */
final class LearnersSection {

    private LearnersSection() {
    }

    static final List<String> EXTERNAL_KEYS = List.of("id", "name", "command", "params", "timeout", "private",
            "audit", "relation");

    static List<LearnerEntry> read(YamlNode node, Path file) {
        YamlList list = node.asList();
        if (list.size() == 0) {
            throw list.error("must list at least one learner");
        }
        List<LearnerEntry> out = new ArrayList<>();
        Problems problems = new Problems();
        for (YamlNode item : list.items()) {
            out.add(problems.attempt(() -> entry(item, file)));
        }
        problems.throwIfAny();
        return out;
    }

    private static LearnerEntry entry(YamlNode item, Path file) {
        if (item instanceof YamlScalar s) {
            if (s.asText().equals(ExternalEntry.ID)) {
                throw s.error("an external learner needs {id: external, name: ..., command: [...]}");
            }
            return new LearnerEntry(Values.located(s, s.asText()), List.of(), s.at(), s.path());
        }
        YamlMap m = item.asMap();
        YamlScalar id = m.require("id", "a learner id; see: privbench list learners").asScalar();
        boolean external = id.asText().equals(ExternalEntry.ID);
        m.allowOnly(external ? EXTERNAL_KEYS : List.of("id", "params"));
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
        return new LearnerEntry(Values.located(id, id.asText()), params, m.at(), m.path(),
                external ? Optional.of(external(m, file)) : Optional.empty());
    }

    private static ExternalEntry external(YamlMap m, Path file) {
        YamlScalar name = m.require("name", "the learner's label in every output, [a-z0-9-]+").asScalar();
        if (!name.asText().matches("[a-z0-9][a-z0-9-]*")) {
            throw name.error("must match [a-z0-9][a-z0-9-]* (it is the learner's id in every output), got '"
                    + name.asText() + "'");
        }
        YamlNode commandNode = m.require("command", "the program and its arguments, e.g. [python3, learner.py]");
        List<Located<String>> command = new ArrayList<>();
        for (YamlScalar c : Values.nonEmpty(commandNode)) {
            command.add(Values.located(c, c.asText()));
        }
        Located<Double> timeout = m.get("timeout").map(t -> {
            YamlScalar s = t.asScalar();
            double v = s.asDouble();
            if (!(v > 0) || Double.isInfinite(v)) {
                throw s.error("must be a positive number of seconds, got " + s.asText());
            }
            return Values.located(s, v);
        }).orElse(new Located<>(ExternalEntry.DEFAULT_TIMEOUT, m.at(), m.path() + ".timeout"));
        boolean nonPrivate = m.get("private").map(p -> !p.asScalar().asBoolean()).orElse(false);
        AuditFamily audit = m.get("audit").map(a -> choice(a.asScalar(), AuditFamily.values(), "audit"))
                .orElse(AuditFamily.GENERIC);
        Neighbouring relation = m.get("relation").map(r -> relation(r.asScalar())).orElse(Neighbouring.REPLACE_ONE);
        return new ExternalEntry(Values.located(name, name.asText()), command, timeout, nonPrivate, audit, relation,
                file, m.at());
    }

    private static <E extends Enum<E>> E choice(YamlScalar s, E[] values, String what) {
        List<String> ids = new ArrayList<>();
        for (E v : values) {
            String kebab = Canonical.kebab(v.name());
            if (kebab.equals(s.asText().trim().toLowerCase(Locale.ROOT))) {
                return v;
            }
            ids.add(kebab);
        }
        throw s.error("must be one of " + String.join(", ", ids) + ", got " + s.asText());
    }

    private static Neighbouring relation(YamlScalar s) {
        for (Neighbouring r : List.of(Neighbouring.REPLACE_ONE, Neighbouring.ADD_REMOVE)) {
            if (r.id().equals(s.asText().trim())) {
                return r;
            }
        }
        throw s.error("must be replace-one or add-remove, got " + s.asText());
    }
}
