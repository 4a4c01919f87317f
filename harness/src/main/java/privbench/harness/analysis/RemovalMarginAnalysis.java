package privbench.harness.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import privbench.analysis.RemovalMargin;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;
import privbench.harness.input.Location;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.SweepPlan;
import privbench.learners.LearnerSpec;
import privbench.privacy.noise.SeededNoise;

/**
 * Runs the removal-margin analysis (Wang, Zhu and Wang 2024, App. N) on the data of experiment files: for
 * every distinct data setting of repetition 0 (a synthetic sweep over a generator parameter gives one curve
 * per value), all of its rows, training pool and test rows together and preprocessed as the file says.
 * Experiments are read and checked exactly as {@code run} reads them, so any data a sweep can use (builtin,
 * CSV, LIBSVM, synthetic) can be analysed. The SVM's epoch order derives from the experiment seed.
 */
public final class RemovalMarginAnalysis {

    private final List<LearnerSpec<?>> catalogue;
    private final DataDirectory directory;
    private final RemovalMargin.Options options;

    public RemovalMarginAnalysis(List<LearnerSpec<?>> catalogue, DataDirectory directory,
                                 RemovalMargin.Options options) {
        this.catalogue = catalogue;
        this.directory = directory;
        this.options = options;
    }

    /** The curves of one experiment file (or its full variant). */
    public List<MarginCurve> curves(Path file, boolean full) {
        SweepPlan plan = SweepPlan.of(file, full, catalogue, directory);
        Set<DataKey> keys = new LinkedHashSet<>();
        for (Cell c : plan.cells()) {
            if (c.repetition() == 0) {
                keys.add(c.data());
            }
        }
        List<MarginCurve> out = new ArrayList<>();
        for (DataKey key : keys) {
            PreparedData prepared = plan.preparation().prepare(key);
            Dataset rows = together(prepared.privatePool(), prepared.test());
            String setting = keys.size() > 1 ? " " + varying(key, keys) : "";
            var points = RemovalMargin.curve(rows, options,
                    SeededNoise.ofSeed(plan.experiment().seed()).structural("removal-margin|" + describe(key)));
            out.add(new MarginCurve(plan.experiment().name() + setting, Location.display(file),
                    plan.data().label() + setting, rows.rows(), rows.cols(), points));
        }
        return out;
    }

    /** The settings of a key that differ between the keys, e.g. "noise=0.03" for a sweep over noise. */
    private static String varying(DataKey key, Set<DataKey> keys) {
        List<String> parts = new ArrayList<>();
        for (var e : key.params().entrySet()) {
            if (keys.stream().anyMatch(k -> !e.getValue().equals(k.params().get(e.getKey())))) {
                parts.add(e.getKey() + "=" + Canonical.number(e.getValue()));
            }
        }
        if (keys.stream().anyMatch(k -> k.d() != key.d())) {
            parts.add("d=" + key.d());
        }
        if (keys.stream().anyMatch(k -> k.outliers() != key.outliers())) {
            parts.add("outliers=" + Canonical.number(key.outliers()));
        }
        return String.join(" ", parts);
    }

    private static String describe(DataKey key) {
        return key.paramsText() + " d=" + key.d() + " outliers=" + Canonical.number(
                key.outliers());
    }

    /** The rows of a and b in one dataset (same columns and classes, as both were prepared alike). */
    static Dataset together(Dataset a, Dataset b) {
        int d = a.cols();
        double[] x = new double[(a.rows() + b.rows()) * d];
        int[] labels = new int[a.rows() + b.rows()];
        System.arraycopy(a.x(), 0, x, 0, a.rows() * d);
        System.arraycopy(b.x(), 0, x, a.rows() * d, b.rows() * d);
        System.arraycopy(a.labels(), 0, labels, 0, a.rows());
        System.arraycopy(b.labels(), 0, labels, a.rows(), b.rows());
        return Dataset.labelled(a.name(), x, labels.length, d, labels, a.classNames(),
                Math.max(a.normBound(), b.normBound()));
    }
}
