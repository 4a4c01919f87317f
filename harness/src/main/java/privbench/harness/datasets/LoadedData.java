package privbench.harness.datasets;

import java.util.Optional;
import privbench.data.Dataset;
import privbench.data.synthetic.Generator;
import privbench.harness.experiment.DataFacts;

/**
 * An experiment's data source, read once per run: file rows with their classes assigned, or the
 * generator and row counts of synthetic data.
 */
public sealed interface LoadedData {

    /** A short name for the {@code dataset} column, e.g. {@code sonar} or {@code digits[3-vs-8]}. */
    String label();

    /**
     * The identity of the data before generator parameters: source (with file digests and classes),
     * split, public rows and preprocessing. Part of every cell id and of the data seeds.
     */
    String identity();

    /** What the experiment checks need. */
    DataFacts facts();

    /**
     * A synthetic generator.
     *
     * @param poolRows   training rows generated (private plus public)
     * @param testRows   test rows generated
     * @param publicRows public rows held out of the pool (0 without a public split)
     */
    record Synthetic(String label, String identity, DataFacts facts, Generator generator, int poolRows, int testRows,
                     int publicRows) implements LoadedData {
    }

    /**
     * Rows read from files.
     *
     * @param rows       every training-file row kept by the class mapping
     * @param test       test rows from their own file, if the split names one
     * @param publicRows public rows from their own file, if the experiment names one
     */
    record Files(String label, String identity, DataFacts facts, Dataset rows, Optional<Dataset> test,
                 Optional<Dataset> publicRows) implements LoadedData {
    }
}
