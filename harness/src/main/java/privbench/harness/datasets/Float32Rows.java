package privbench.harness.datasets;

import java.util.List;
import java.util.function.UnaryOperator;
import privbench.data.Dataset;
import privbench.data.synthetic.RowBlocks;
import privbench.harness.experiment.PreprocessStep;
import privbench.linalg.Parallelism;

/**
 * Rows for {@code precision: float32} preprocessed and rounded a block of rows at a time: the same values as
 * preprocessing all of them as float64 and then rounding ({@link Dataset#toFloat32()}), because every
 * preprocessing step maps each row on its own ({@link Preprocessing}), but with no float64 copy of all the rows
 * alive beside the float32 one.
 */
final class Float32Rows {

    private Float32Rows() {
    }

    /** The preprocessing of a block whose array is the caller's to give up (rewritten in place, no copy). */
    static UnaryOperator<Dataset> finish(List<PreprocessStep> steps) {
        return block -> Preprocessing.applyOwned(block, steps);
    }

    /**
     * The labelled float64 rows of {@code source} at {@code index} (null: all of them, in order), preprocessed
     * and rounded to float32, gathered in blocks of {@link RowBlocks#ROWS} rows on the given threads (each block
     * writes its own rows: the same values on any threads). The source is never written.
     */
    static Dataset gather(Dataset source, int[] index, List<PreprocessStep> steps, Parallelism threads) {
        int rows = index == null ? source.rows() : index.length;
        UnaryOperator<Dataset> finish = finish(steps);
        // an empty block gives the finished shape: the columns after append-bias and the declared norm bound
        Dataset shape = finish.apply(source.rows(new int[0]));
        int cols = shape.cols();
        float[] xf = new float[rows * cols];
        int[] labels = new int[rows];
        threads.forEach(RowBlocks.blocks(rows), b -> {
            int from = b * RowBlocks.ROWS;
            int[] at = new int[Math.min(rows, from + RowBlocks.ROWS) - from];
            for (int i = 0; i < at.length; i++) {
                at[i] = index == null ? from + i : index[from + i];
                labels[from + i] = source.label(at[i]);
            }
            // rows(at) is a fresh float64 copy of the block's rows: preprocessed in place, then rounded once
            Dataset.narrowInto(finish.apply(source.rows(at)).x(), xf, from * cols);
        });
        return Dataset.labelledFloat32(source.name(), xf, rows, cols, labels, source.classNames(), shape.normBound());
    }
}
