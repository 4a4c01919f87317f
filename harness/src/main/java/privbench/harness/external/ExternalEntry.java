package privbench.harness.external;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.learners.AuditFamily;
import privbench.privacy.Neighbouring;

/**
 * An {@code id: external} entry of an experiment's learners, as written: the program and what it declares of
 * itself. The parameters are the entry's {@code params}, kept with the other learners' ({@code LearnerEntry}).
 *
 * @param name        the learner's label in every output (unique among the experiment's learners)
 * @param command     the program and its arguments, paths relative to the experiment file
 * @param timeout     seconds one fit may take, start-up included
 * @param nonPrivate  true for {@code private: false}: a non-private reference, which claims nothing
 * @param audit       the mechanism family whose attack audits it ({@code audit:}, default generic)
 * @param relation    the neighbouring relation each cell asks it to protect ({@code relation:})
 * @param experiment  the experiment file, which relative paths of the command are resolved against
 * @param at          where the entry starts
 */
public record ExternalEntry(Located<String> name, List<Located<String>> command, Located<Double> timeout,
                            boolean nonPrivate, AuditFamily audit, Neighbouring relation, Path experiment,
                            Location at) {

    public ExternalEntry {
        Objects.requireNonNull(name, "name");
        command = List.copyOf(command);
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(audit, "audit");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(experiment, "experiment");
    }

    /** The id every external entry is written with. */
    public static final String ID = "external";

    /** Seconds a fit may take when the entry does not say. */
    public static final double DEFAULT_TIMEOUT = 600;
}
