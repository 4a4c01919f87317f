package privbench.harness.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.external.ExternalEntry;
import privbench.harness.external.ExternalProgram;
import privbench.harness.external.ExternalSpecs;
import privbench.harness.input.Location;
import privbench.learners.LearnerSpec;

/**
 * The learners an experiment file declares, for {@code list learners --experiment FILE}: catalogue learners by
 * their catalogue entry, external learners by the spec a run would build (their program resolved and checksummed
 * as {@code validate} does, so a missing program is the same file:line error).
 */
final class ExperimentLearners {

    private ExperimentLearners() {
    }

    /** One spec per distinct learner of the file, in file order (an id written twice is listed once). */
    static List<LearnerSpec<?>> of(Path file, List<LearnerSpec<?>> catalogue) {
        List<LearnerSpec<?>> out = new ArrayList<>();
        for (LearnerEntry e : entries(file)) {
            LearnerSpec<?> spec = e.external().isPresent() ? external(e)
                    : catalogue.stream().filter(s -> s.id().equals(e.id().value())).findFirst()
                    .orElseThrow(() -> e.error("names no catalogue learner '" + e.id().value()
                            + "' (privbench validate says more)"));
            if (out.stream().noneMatch(s -> s.id().equals(spec.id()))) {
                out.add(spec);
            }
        }
        return out;
    }

    /** What the listing line cannot hold of each external learner: its program, checksum, claim and limits. */
    static void describeExternal(PrintStream out, Path file) {
        for (LearnerEntry e : entries(file)) {
            if (e.external().isEmpty()) {
                continue;
            }
            ExternalEntry x = e.external().get();
            ExternalProgram program = ExternalProgram.resolve(x);
            out.println(String.format(Locale.ROOT, "%s: program %s, sha256 %s, timeout %.0f s, %s, audit family %s,"
                            + " relation %s", x.name().value(), Location.display(program.program()), program.sha256(),
                    x.timeout().value(), x.nonPrivate() ? "non-private (claims nothing)"
                            : "its guarantee is the program's claim, not privbench's", x.audit(), x.relation()));
        }
    }

    /** The spec a run builds for an external entry: its program resolved, its parameters passed through. */
    static LearnerSpec<?> external(LearnerEntry e) {
        ExternalEntry x = e.external().orElseThrow();
        return ExternalSpecs.of(x, ExternalProgram.resolve(x),
                e.params().stream().map(LearnerEntry.ParamAxis::name).toList());
    }

    private static List<LearnerEntry> entries(Path file) {
        return ExperimentReader.read(file).learners();
    }
}
