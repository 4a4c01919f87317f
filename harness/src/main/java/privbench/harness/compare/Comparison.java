package privbench.harness.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import privbench.harness.tables.Manifest;

/**
 * The outcome of comparing a run against a baseline: every finding (unchanged ones included), notes
 * about the runs as a whole, and whether the comparison failed.
 *
 * @param baselineDir      the baseline folder
 * @param currentDir       the current folder
 * @param baselineManifest the baseline's manifest, when it has one
 * @param currentManifest  the current run's manifest, when it has one
 * @param rule             the rule applied
 * @param findings         one per compared quantity of every group, in baseline order then new groups
 * @param notes            remarks about the runs as a whole (metrics only one side has, other experiments)
 */
public record Comparison(Path baselineDir, Path currentDir, Optional<Manifest> baselineManifest,
                         Optional<Manifest> currentManifest, CompareRule rule, List<Finding> findings,
                         List<String> notes) {

    public Comparison {
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    /** True when any finding fails the comparison under the rule. */
    public boolean failed() {
        return !failures().isEmpty();
    }

    /** The findings that fail the comparison. */
    public List<Finding> failures() {
        return findings.stream().filter(this::fails).toList();
    }

    /** True when this finding fails the comparison (slower groups only when the rule says so). */
    public boolean fails(Finding f) {
        return f.kind().fails() && (f.kind() != Finding.Kind.SLOWER || rule.timingFails());
    }

    /** The findings worth reading: everything but unchanged quantities. */
    public List<Finding> notable() {
        return findings.stream().filter(f -> f.kind() != Finding.Kind.UNCHANGED).toList();
    }

    /** How many findings have this verdict. */
    public long count(Finding.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).count();
    }
}
