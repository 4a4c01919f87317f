package privbench.harness.cli;

import picocli.CommandLine.Option;

/**
 * The {@code --full} option: read an experiment file's {@code full:} variant (paper scale) instead of its
 * default sweep. run, bench and validate (through {@link ExperimentFile}) and the data analyses (through
 * {@link AnalysisFiles}) mean the same by it, so it is declared once.
 */
final class FullVariant {

    @Option(names = "--full", description = "use only the experiment's full: variant (paper scale; run and bench "
            + "write <name>-full)")
    private boolean full;

    /** True when the full: variant was asked for. */
    boolean asked() {
        return full;
    }
}
