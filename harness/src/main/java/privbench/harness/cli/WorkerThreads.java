package privbench.harness.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --threads} option of the verbs that fit in parallel (run: cells, audit: training runs): the same
 * worker count with the same default (every processor) and the same refusal, declared once. bench's
 * {@code --threads} is another idea (the row threads a fit is timed with) and keeps its own.
 */
final class WorkerThreads {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec verb;

    @Option(names = "--threads", paramLabel = "N",
            description = "fits in parallel (default: all processors)")
    private Integer threads;

    /** The worker count: the given one, else every processor; bad input (exit 2) below 1. */
    int count() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new ParameterException(verb.commandLine(), "--threads must be >= 1, got " + n);
        }
        return n;
    }
}
