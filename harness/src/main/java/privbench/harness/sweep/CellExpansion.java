package privbench.harness.sweep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.DataPreparation;
import privbench.harness.datasets.LoadedData;
import privbench.harness.experiment.BoundLearner;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.PublicShift;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.Sweep;
import privbench.harness.input.Located;

/**
 * Expands an experiment into cells: the cartesian product of d, generator parameters, outliers,
 * repetitions, n, learners with their parameter combinations, epsilon and delta.
 *
 * <p>Cells come out grouped by data key (the outer loops), so cells sharing rows run together and the
 * prepared rows are reused from the cache.
 */
public final class CellExpansion {

    private CellExpansion() {
    }

    public static List<Cell> expand(Experiment e, LoadedData data, DataPreparation prep, List<BoundLearner> learners) {
        List<Cell> out = new ArrayList<>();
        List<Integer> ds = e.isSynthetic() ? e.sweep().d().stream().map(Located::value).toList()
                : List.of(data.facts().features());
        List<Integer> ns = e.sweep().n().isEmpty() ? List.of(data.facts().privateRows())
                : e.sweep().n().stream().map(Located::value).toList();
        List<Double> outliers = e.sweep().outlierFractions();
        Map<String, Double> defaults = data instanceof LoadedData.Synthetic s ? s.generator().defaults() : Map.of();
        List<String> listed = e.sweep().listedGeneratorAxes();
        for (int d : ds) {
            for (Map<String, Double> combo : e.sweep().parameterCombinations()) {
                Map<String, Double> full = new HashMap<>(defaults);
                full.putAll(combo);
                for (double outlier : outliers) {
                    for (int rep = 0; rep < e.repetitions(); rep++) {
                        DataKey key = new DataKey(e.isSynthetic() ? full : Map.of(), outlier, d, rep);
                        String identity = CellIdentity.data(prep.cleanIdentity(key),
                                e.isSynthetic() ? outlier : null, shift(e, key));
                        Map<String, String> generatorColumns = new LinkedHashMap<>();
                        for (String a : listed) {
                            double v = a.equals(Sweep.OUTLIERS) ? outlier : full.get(a);
                            generatorColumns.put(a, Canonical.number(v));
                        }
                        for (int n : ns) {
                            addCells(out, e, learners, data.label(), key, identity, n, generatorColumns);
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The public shift of a key (fixed in public.shift, or swept); null without a public fraction. */
    private static PublicShift shift(Experiment e, DataKey key) {
        return e.publicRows() instanceof PublicSpec.Fraction pf ? pf.shift().with(key.shiftAxes()) : null;
    }

    private static void addCells(List<Cell> out, Experiment e, List<BoundLearner> learners, String dataset,
                                 DataKey key, String identity, int n, Map<String, String> generatorColumns) {
        List<String> learnerAxes = e.learnerAxes();
        for (BoundLearner l : learners) {
            for (BoundLearner.Binding b : l.bindings()) {
                Map<String, String> axes = new LinkedHashMap<>(generatorColumns);
                if (e.float32()) {
                    axes.put(SweepPlan.PRECISION, e.precision());
                }
                for (String p : learnerAxes) {
                    axes.put(p, b.axisValues().getOrDefault(p, ""));
                }
                for (Located<Double> eps : e.sweep().epsilon()) {
                    for (Located<DeltaSpec> delta : e.sweep().delta()) {
                        var id = new CellIdentity(l.spec().id(), b.paramsJson(), identity, n, key.d(), eps.value(),
                                delta.value());
                        out.add(new Cell(id.cellId(key.repetition()), id.groupId(), l, b, dataset, key, n,
                                eps.value(), delta.value(), axes));
                    }
                }
            }
        }
    }
}
