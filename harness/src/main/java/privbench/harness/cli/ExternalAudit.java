package privbench.harness.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.learners.LearnerSpec;

/** Finds the external learner {@code audit --experiment FILE --learner NAME} names, and its parameters. */
final class ExternalAudit {

    private ExternalAudit() {
    }

    /** The spec of the external learner named {@code name} in the experiment, its program resolved. */
    static LearnerSpec<?> spec(Path file, String name) {
        return ExperimentLearners.external(entry(file, name));
    }

    /** Each parameter's first value as written (an audit fits one configuration; --params picks another). */
    static Map<String, Object> firstValues(Path file, String name) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (LearnerEntry.ParamAxis p : entry(file, name).params()) {
            out.put(p.name(), p.values().get(0).value());
        }
        return out;
    }

    private static LearnerEntry entry(Path file, String name) {
        List<LearnerEntry> entries = ExperimentReader.read(file).learners();
        List<String> names = entries.stream().filter(e -> e.external().isPresent()).map(LearnerEntry::label).toList();
        return entries.stream().filter(e -> e.external().isPresent() && e.label().equals(name)).findFirst()
                .orElseThrow(() -> new InputException(Location.of(file), "has no external learner named '" + name
                        + "' (--learner); its external learners: " + (names.isEmpty() ? "(none)"
                        : String.join(", ", names))));
    }
}
