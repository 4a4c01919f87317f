package privbench.harness.cli;

import java.util.Map;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import privbench.canonical.Canonical;

/**
 * The settings of the linear SVM solver that the data analyses fit (removal-margin, xi-k): its C and its cap on
 * passes, declared once. Each analysis keeps its own defaults (its {@code Options.DEFAULTS} on the algorithms
 * side); its verb hands them to picocli through a {@link Defaults} provider, so the help shows them and no
 * number is written twice.
 */
final class SvmSolverOptions {

    @Option(names = "--cost", paramLabel = "C", description = "the SVM's C (default ${DEFAULT-VALUE}; a large C is "
            + "nearly hard-margin)")
    private double cost;

    @Option(names = "--max-epochs", paramLabel = "E",
            description = "cap on the SVM solver's passes per fit (default ${DEFAULT-VALUE}); the table records "
                    + "whether each fit converged, and the figure leaves out those that did not")
    private int maxEpochs;

    double cost() {
        return cost;
    }

    int maxEpochs() {
        return maxEpochs;
    }

    /** An analysis's defaults for these options (the verb subclasses it with its DEFAULTS). */
    abstract static class Defaults implements IDefaultValueProvider {

        /** Option name to its default, as picocli reads it. */
        private final Map<String, String> byOption;

        Defaults(double cost, int maxEpochs) {
            byOption = Map.of("--cost", Canonical.number(cost), "--max-epochs", String.valueOf(maxEpochs));
        }

        @Override
        public String defaultValue(ArgSpec arg) {
            return arg instanceof OptionSpec option ? byOption.get(option.longestName()) : null;
        }
    }
}
