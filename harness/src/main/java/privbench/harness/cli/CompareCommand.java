package privbench.harness.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.compare.CompareRule;
import privbench.harness.compare.Comparison;
import privbench.harness.compare.ExactComparison;
import privbench.harness.compare.ComparisonWriter;
import privbench.harness.compare.RunComparator;
import privbench.harness.input.Location;
import privbench.harness.results.Columns;
import privbench.harness.sweep.Shard;
import privbench.harness.tables.RunFolder;

/**
 * {@code privbench compare BASELINE_DIR CURRENT_DIR}: the regression check of a run against a baseline.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compares a run's summary with a baseline's, group by group: utility metrics (Welch's t-test, "
            + "Holm-corrected, and a minimum effect), epsilon spent (any growth), failed repetitions and fit time "
            + "(as a ratio). Prints what changed, writes compare.md and compare.csv, and exits 1 on a regression. "
            + "With --exact: whether CURRENT_DIR reproduces BASELINE_DIR to the bit (every column but fit times)."})
public final class CompareCommand extends Verb {

    @Parameters(index = "0", paramLabel = "BASELINE_DIR", description = "the baseline run folder (summary.csv)")
    private Path baseline;

    @Parameters(index = "1", paramLabel = "CURRENT_DIR", description = "the run folder to check (summary.csv)")
    private Path current;

    @Option(names = "--out", paramLabel = "DIR", description = "where compare.md and compare.csv go (default: CURRENT_DIR)")
    private Path out;

    @Option(names = "--alpha", paramLabel = "A", description = "family-wise level of the utility tests (default: ${DEFAULT-VALUE})")
    private double alpha = CompareRule.DEFAULT.alpha();

    @Option(names = "--min-effect", paramLabel = "D",
            description = "smallest absolute change of a metric mean that counts (default: ${DEFAULT-VALUE})")
    private double minEffect = CompareRule.DEFAULT.minEffect();

    @Option(names = "--time-ratio", paramLabel = "R",
            description = "factor by which the mean fit time must change to count (default: ${DEFAULT-VALUE})")
    private double timeRatio = CompareRule.DEFAULT.timeRatio();

    @Option(names = "--time-floor", paramLabel = "SECONDS",
            description = "smallest change of the mean fit time that counts (default: ${DEFAULT-VALUE})")
    private double timeFloor = CompareRule.DEFAULT.timeFloorSeconds();

    @Option(names = "--timing", paramLabel = "fail|report",
            description = "whether a slower group fails the comparison (default: ${DEFAULT-VALUE})")
    private String timing = "fail";

    @Option(names = "--exact", description = "check that the current summary reproduces the baseline's to the bit: every "
            + "group, every column but the fit times, the same text (a rerun of a committed result); exit 1 on any "
            + "difference; writes nothing. A shard's rerun (run --shard I/N) is checked cell by cell against the "
            + "baseline's cells of that shard")
    private boolean exact;

    /** Differences printed before the count of the rest. */
    private static final int SHOWN = 20;

    @Override
    public Integer call() throws Exception {
        if (exact) {
            return exact();
        }
        if (!timing.equals("fail") && !timing.equals("report")) {
            throw bad("--timing must be fail or report, got '"
                    + timing + "'");
        }
        CompareRule rule;
        try {
            rule = new CompareRule(alpha, minEffect, timeRatio, timeFloor, timing.equals("fail"));
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        Comparison comparison = new RunComparator(rule).compare(RunFolder.read(baseline), RunFolder.read(current));
        ComparisonWriter writer = new ComparisonWriter(comparison);
        writer.print(context().out());
        var files = writer.write(out == null ? current : out);
        context().out().println("written: " + String.join(", ", files.stream().map(Location::display).toList()));
        return comparison.failed() ? ErrorMapper.FAILED : ErrorMapper.OK;
    }

    private int exact() throws Exception {
        RunFolder before = RunFolder.read(baseline);
        RunFolder now = RunFolder.read(current);
        Shard shard = now.manifest().filter(m -> m.shard() != null).map(m -> Shard.parse(m.shard())).orElse(Shard.all());
        if (!shard.isAll()) {
            return exactShard(before, now, shard);
        }
        ExactComparison c = ExactComparison.of(before.summary(), now.summary());
        if (c.identical()) {
            context().out().println("IDENTICAL: " + c.groups() + " groups, every column but the fit times");
            return ErrorMapper.OK;
        }
        return differs("group", c.differences(), c.differences().size() + " differences over " + c.groups() + " groups");
    }

    /** A shard's rerun: its cells against the baseline's cells of the same ids (a summary of a shard is partial). */
    private int exactShard(RunFolder before, RunFolder now, Shard shard) {
        if (before.cells().isEmpty() || now.cells().isEmpty()) {
            throw bad((before.cells().isEmpty() ? baseline : current) + " has no cells.csv: a shard ("
                    + shard + ") is checked cell by cell, so both folders need their cells");
        }
        ExactComparison c = ExactComparison.of(before.cells().get(), now.cells().get(), Columns.CELL_ID,
                shard::contains);
        String of = "shard " + shard + ", " + c.groups() + " of " + before.cells().get().rows().size() + " cells";
        if (c.identical()) {
            context().out().println("IDENTICAL: " + of + ", every column but the fit times");
            return ErrorMapper.OK;
        }
        return differs("cell", c.differences(), c.differences().size() + " differences over " + of + " ("
                + c.identicalRows() + " cells identical)");
    }

    /** Prints the differences, each row named by its kind ("group", "cell") and key, and returns the failure. */
    private int differs(String kind, List<ExactComparison.Difference> d, String summary) {
        var out = context().out();
        for (ExactComparison.Difference x : d.subList(0, Math.min(SHOWN, d.size()))) {
            out.println("DIFFERS: " + kind + " " + x.group() + ", " + x.column() + ": baseline " + x.baseline() + ", current "
                    + x.current());
        }
        if (d.size() > SHOWN) {
            out.println("... and " + (d.size() - SHOWN) + " more");
        }
        out.println("NOT IDENTICAL: " + summary);
        return ErrorMapper.FAILED;
    }
}
