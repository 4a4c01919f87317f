package privbench.harness.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.analysis.LowRankSeparability;
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
 * Runs the low-rank separability analysis (PILLAR, Fig. 3: xi_k against k per class pair) on the data of
 * experiment files: for every distinct (data setting, n) of repetition 0, the first n rows of the private pool
 * and the test rows together, preprocessed as the file says (public rows are left out: they may be shifted).
 * Experiments are read and checked exactly as {@code run} reads them. The SVM's epoch order derives from the
 * experiment seed.
 */
public final class XiKAnalysis {

    /**
     * The xi_k points of one data setting.
     *
     * @param label      the curve's name
     * @param experiment the experiment file's name
     * @param dataset    the data source
     * @param rows       rows analysed
     * @param features   features after preprocessing
     * @param points     one point per (class pair, k)
     */
    public record Curve(String label, String experiment, String dataset, int rows, int features,
                        List<LowRankSeparability.Point> points) {

        public Curve {
            points = List.copyOf(points);
        }
    }

    private final List<LearnerSpec<?>> catalogue;
    private final DataDirectory directory;
    private final LowRankSeparability.Options options;
    private final int[] ks;

    public XiKAnalysis(List<LearnerSpec<?>> catalogue, DataDirectory directory, LowRankSeparability.Options options,
                       int[] ks) {
        this.catalogue = catalogue;
        this.directory = directory;
        this.options = options;
        this.ks = ks.clone();
    }

    /** The curves of one experiment file (or its full variant). */
    public List<Curve> curves(Path file, boolean full) {
        SweepPlan plan = SweepPlan.of(file, full, catalogue, directory);
        Map<String, Cell> settings = new LinkedHashMap<>();
        for (Cell c : plan.cells()) {
            if (c.repetition() == 0) {
                settings.putIfAbsent(c.data().paramsText() + " d=" + c.data().d() + " n=" + c.n(), c);
            }
        }
        List<Curve> out = new ArrayList<>();
        for (var e : settings.entrySet()) {
            Cell c = e.getValue();
            PreparedData prepared = plan.preparation().prepare(c.data());
            Dataset rows = RemovalMarginAnalysis.together(prepared.subsample(c.n()), prepared.test());
            String setting = settings.size() > 1 ? " " + e.getKey().strip() : "";
            var points = LowRankSeparability.of(rows, ks, options,
                    SeededNoise.ofSeed(plan.experiment().seed()).structural("xi-k|" + e.getKey()));
            out.add(new Curve(plan.experiment().name() + setting, Location.display(file), plan.data().label(),
                    rows.rows(), rows.cols(), points));
        }
        return out;
    }

    /** The mean xi_k over the class pairs whose SVM converged, at each k of the curve; NaN where none did. */
    public static double[][] meanOverConvergedPairs(Curve c) {
        Map<Integer, double[]> byK = new LinkedHashMap<>();
        for (LowRankSeparability.Point p : c.points()) {
            double[] acc = byK.computeIfAbsent(p.k(), k -> new double[2]);
            if (p.converged()) {
                acc[0] += p.xi();
                acc[1]++;
            }
        }
        double[][] out = new double[2][byK.size()];
        int i = 0;
        for (var e : byK.entrySet()) {
            out[0][i] = e.getKey();
            out[1][i] = e.getValue()[1] == 0 ? Double.NaN : e.getValue()[0] / e.getValue()[1];
            i++;
        }
        return out;
    }
}
