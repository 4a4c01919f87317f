package privbench.harness.external;

import java.util.List;
import java.util.Map;
import privbench.learners.DiagnosticKeys;
import privbench.learners.LearnerSpec;
import privbench.learners.LearnerTraits;
import privbench.learners.PassThroughOptions;
import privbench.learners.Task;

/**
 * The catalogue entry of an external learner, made from its experiment entry: its name is its id in every output,
 * its parameters pass through to the program, and its params column carries the program's checksum.
 */
public final class ExternalSpecs {

    /** The params-column key of the program's checksum (its first 16 hex digits; the manifest has all 64). */
    public static final String PROGRAM_KEY = "program_sha256";

    private ExternalSpecs() {
    }

    /** The spec of a resolved program with the parameters its entry names. */
    public static LearnerSpec<PassThroughOptions> of(ExternalEntry entry, ExternalProgram program,
                                                     List<String> paramNames) {
        LearnerTraits traits = new LearnerTraits(entry.audit(), "an external program: " + program.program(),
                Task.MULTICLASS, false, false, entry.nonPrivate(), new DiagnosticKeys(List.of(), List.of()), false);
        return LearnerSpec.passThrough(program.name(), "external program " + String.join(" ", entry.command().stream()
                        .map(c -> c.value()).toList()), "external", traits, ExternalLearner.class, paramNames,
                Map.of(PROGRAM_KEY, program.shortSha()),
                options -> new ExternalLearner(program, options, entry.nonPrivate(), entry.relation()));
    }
}
