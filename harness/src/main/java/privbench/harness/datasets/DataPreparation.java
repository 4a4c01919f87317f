package privbench.harness.datasets;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import privbench.data.Dataset;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.linalg.Parallelism;
import privbench.optim.GradientPassWarmUp;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * Builds the rows of a data key: generates or splits, holds out public rows, flips outlier labels
 * (training rows only), orders the private pool for nested subsamples and preprocesses every part.
 *
 * <p>Every draw comes from {@code SeededNoise.deriveSeed(seed, "data|" + identity + "|" + d + "|" + repetition)},
 * where the identity covers the source and generator parameters but not the outlier fraction, so that
 * every outlier level flips labels of the same rows, nested (the first round(f x pool) of one seeded order).
 * Likewise the public shift is left out of the identity: every shift corrupts the same public rows, with draws
 * from their own stream, and leaves the private and test rows as they are.
 */
public record DataPreparation(long seed, Experiment experiment, LoadedData data) {

    /** The identity of a key's clean rows (before outliers), the text the data seed derives from. */
    public String cleanIdentity(DataKey key) {
        return data instanceof LoadedData.Synthetic ? data.identity() + "|params=" + key.paramsText() : data.identity();
    }

    /** The seed of a key's data draws. */
    public long dataSeed(DataKey key) {
        return SeededNoise.deriveSeed(seed, "data|" + cleanIdentity(key) + "|" + key.d() + "|" + key.repetition());
    }

    /** The prepared rows of a key (a pure function of the key: callers may cache it). */
    public PreparedData prepare(DataKey key) {
        return prepare(key, Parallelism.SEQUENTIAL);
    }

    /**
     * Has the JIT compile the gradient pass before this key's matrix is allocated, when the matrix is large
     * ({@link GradientPassWarmUp}): the first fit over it would otherwise compile the pass, and the heap grow for
     * its garbage, beside the matrix. Once per JVM and precision; {@link #prepare} calls it, and a caller that
     * times the preparation calls it first so that the time is the data's alone.
     */
    public void warmUp(DataKey key) {
        if (data instanceof LoadedData.Synthetic s) {
            GradientPassWarmUp.beforeAllocating((long) s.poolRows() * key.d(), key.d(), experiment.float32());
        } else {
            Dataset rows = ((LoadedData.Files) data).rows();
            GradientPassWarmUp.beforeAllocating((long) rows.rows() * rows.cols(), rows.cols(), experiment.float32());
        }
    }

    /**
     * As {@link #prepare(DataKey)}, rows generated, gathered and (float32) rounded on the given threads (the same
     * bits whatever they are).
     *
     * <p>The private pool is put in its seeded order without a second copy of the matrix: generated rows keep
     * the order they were drawn in (i.i.d. rows: any order is a uniformly random one), or are gathered once when
     * public rows were held out of them; other rows are gathered once, through the composition of the split's,
     * the public rows' and the subsample's indices (the same values in the same order as gathering at each step),
     * and the first preprocessing step then rewrites that fresh array in place.
     *
     * <p>With {@code precision: float32} the finished float64 rows are rounded once, and no float64 matrix of a
     * part is kept whole beside its float32 one: generated rows are preprocessed and rounded block by block as
     * they are drawn ({@link privbench.data.synthetic.Generator#generateFloat32}), gathered rows block by block
     * as they are gathered ({@link Float32Rows}). Two cases keep a whole float64 matrix: file rows (the loaded
     * table, held by the run) and generated rows that public rows are held out of (their public shift acts
     * before preprocessing, so the whole generated pool stays float64 until the private rows are gathered).
     */
    public PreparedData prepare(DataKey key, Parallelism threads) {
        NoiseSource root = SeededNoise.ofSeed(dataSeed(key));
        List<PreprocessStep> steps = experiment.preprocess();
        boolean float32 = experiment.float32();
        boolean roundedAsDrawn = float32 && data instanceof LoadedData.Synthetic
                && !(experiment.publicRows() instanceof PublicSpec.Fraction);
        warmUp(key);
        // the pool is source's rows at poolIndex (null: all of them, in order); the test rows are testSource's
        // rows at testIndex (null: all of them)
        Dataset source;
        int[] poolIndex = null;
        Dataset testSource;
        int[] testIndex = null;
        if (data instanceof LoadedData.Synthetic s) {
            Map<String, Double> params = new HashMap<>(key.params());
            // the same structure stream for training and test rows: one distribution, two samples
            if (roundedAsDrawn) {
                UnaryOperator<Dataset> finish = Float32Rows.finish(steps);
                source = s.generator().generateFloat32(s.poolRows(), key.d(), params, root.structural("structure"),
                        root.structural("train-rows"), threads, finish).named(s.label());
                testSource = s.generator().generateFloat32(s.testRows(), key.d(), params,
                        root.structural("structure"), root.structural("test-rows"), threads, finish)
                        .named(s.label() + "/test");
            } else {
                source = s.generator().generate(s.poolRows(), key.d(), params, root.structural("structure"),
                        root.structural("train-rows"), threads).named(s.label());
                testSource = s.generator().generate(s.testRows(), key.d(), params, root.structural("structure"),
                        root.structural("test-rows"), threads).named(s.label() + "/test");
            }
            source = flipLabels(source, key.outliers(), root);
        } else {
            LoadedData.Files f = (LoadedData.Files) data;
            source = f.rows();
            if (experiment.split() instanceof SplitSpec.TestFraction tf) {
                var split = StratifiedSplit.of(f.rows().labels(), f.rows().classes(), tf.fraction().value(),
                        root.structural("split"));
                poolIndex = split.kept();
                testSource = f.rows().named(f.label() + "/test");
                testIndex = split.held();
            } else {
                testSource = f.test().orElseThrow();
            }
        }
        // (rows rounded as drawn are already preprocessed: the empty public rows take the columns before that)
        Dataset publicRows = Dataset.empty(data.label() + "/public", roundedAsDrawn ? key.d() : source.cols(),
                source.classNames());
        if (experiment.publicRows() instanceof PublicSpec.Fraction pf) {
            int[] poolLabels = poolIndex == null ? source.labels() : compose(source.labels(), poolIndex);
            var split = StratifiedSplit.of(poolLabels, source.classes(), pf.fraction().value(),
                    root.structural("public"));
            publicRows = source.rows(compose(poolIndex, split.held())).named(data.label() + "/public");
            poolIndex = compose(poolIndex, split.kept());
            publicRows = ShiftedRows.apply(publicRows, pf.shift().with(key.shiftAxes()),
                    root.structural("public-shift"));
        } else if (data instanceof LoadedData.Files f && f.publicRows().isPresent()) {
            publicRows = f.publicRows().get();
        }
        Dataset privatePool;
        if (roundedAsDrawn) {
            privatePool = source;
        } else if (data instanceof LoadedData.Synthetic && poolIndex == null) {
            // generated rows are i.i.d. (and the flipped ones a seeded uniform subset), so their own order is
            // already a uniformly random one: nested prefixes without a permutation pass over the matrix; the
            // array is ours (generated here, held by nothing else): preprocessed in place
            privatePool = Preprocessing.applyOwned(source, steps);
        } else {
            int poolRows = poolIndex == null ? source.rows() : poolIndex.length;
            int[] order = compose(poolIndex, Permutation.of(poolRows, root.structural("subsample")));
            // the gathered array is ours: preprocessed in place (float32: block by block, then rounded)
            privatePool = float32 ? Float32Rows.gather(source, order, steps, threads)
                    : Preprocessing.applyOwned(source.rows(order), steps);
        }
        Dataset test = roundedAsDrawn ? testSource
                : float32 ? Float32Rows.gather(testSource, testIndex, steps, threads)
                : Preprocessing.apply(testIndex == null ? testSource : testSource.rows(testIndex), steps);
        // the public rows (a few, shifted before preprocessing) take the whole-matrix path
        Dataset publicFinished = Preprocessing.apply(publicRows, steps);
        // precision: float32 rounds the finished rows once; every learner then sees the same rounded values
        return new PreparedData(privatePool, float32 ? publicFinished.toFloat32() : publicFinished, test);
    }

    /** outer[inner[i]] for every i (outer null: the identity): the index of a selection of a selection. */
    private static int[] compose(int[] outer, int[] inner) {
        if (outer == null) {
            return inner;
        }
        int[] out = new int[inner.length];
        for (int i = 0; i < inner.length; i++) {
            out[i] = outer[inner[i]];
        }
        return out;
    }

    /** Flips the labels of the first round(fraction x n) rows of a seeded order of the training pool. */
    private static Dataset flipLabels(Dataset pool, double fraction, NoiseSource root) {
        int flips = (int) Math.round(fraction * pool.rows());
        if (flips == 0) {
            return pool;
        }
        int[] order = Permutation.of(pool.rows(), root.structural("outliers"));
        int[] labels = pool.labels().clone();
        int k = pool.classes();
        var other = root.structural("outlier-classes");
        for (int r = 0; r < flips; r++) {
            int i = order[r];
            // binary: the other class; multiclass: a uniformly chosen different class
            int shift = k == 2 ? 1 : 1 + (int) (Gaussians.uniform(other) * (k - 1));
            labels[i] = (labels[i] + shift) % k;
        }
        // the features (float64 or float32) are kept as they are, not copied
        return pool.withLabels(labels);
    }
}
