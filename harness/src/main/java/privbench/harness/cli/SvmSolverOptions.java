package privbench.harness.cli;

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

        private final double cost;
        private final int maxEpochs;

        Defaults(double cost, int maxEpochs) {
            this.cost = cost;
            this.maxEpochs = maxEpochs;
        }

        @Override
        public String defaultValue(ArgSpec arg) {
            if (!(arg instanceof OptionSpec option)) {
                return null;
            }
            return switch (option.longestName()) {
                case "--cost" -> Canonical.number(cost);
                case "--max-epochs" -> String.valueOf(maxEpochs);
                default -> null;
            };
        }
    }
}
