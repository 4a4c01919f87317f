package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import privbench.harness.experiment.DataSource;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.PublicShift;
import privbench.harness.experiment.Problems;
import privbench.harness.experiment.Sweep;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;

/**
 * Reads {@code sweep:}: epsilon, delta, n, and for synthetic data d and generator parameters (which may
 * also be written inside {@code dataset.synthetic}, but not in both places).
 */
final class SweepSection {

    private SweepSection() {
    }

    static Sweep read(YamlNode node, DataSection.Source data) {
        YamlMap m = node.asMap();
        // every value is checked, so that one pass names every bad epsilon, delta, n, d and axis
        Problems problems = new Problems();
        Set<String> generatorKeys = DataSection.generatorKeys(data.source());
        List<String> allowed = new ArrayList<>(List.of("epsilon", "delta", "n"));
        if (data.source() instanceof DataSource.Synthetic) {
            allowed.add("d");
            allowed.addAll(generatorKeys);
        }
        for (YamlMap.Entry e : m.entries()) {
            if (e.key().equals("d") && !(data.source() instanceof DataSource.Synthetic)) {
                problems.add(new InputException(e.keyAt(), "sweep.d applies to synthetic data only; "
                        + data.source().kind() + " data has its own number of features"));
            } else if (!allowed.contains(e.key())) {
                problems.add(m.unknownKey(e, allowed));
            }
        }
        List<Located<Double>> epsilon = problems.attempt(() -> epsilons(m.require("epsilon",
                "a value or list, each > 0; .inf for no privacy"), problems));
        List<Located<DeltaSpec>> delta = problems.attempt(() -> deltas(m.require("delta",
                "a value in [0, 1) or \"1/n^2\" or \"1/n\""), problems));
        List<Located<Integer>> n = problems.attempt(() -> m.get("n").map(Values::positiveInts).orElse(List.of()));
        List<Located<Integer>> d = data.d();
        if (m.has("d") && data.source() instanceof DataSource.Synthetic) {
            // the contract's example gives d in both places: the sweep's list is the one swept
            d = problems.attempt(() -> Values.positiveInts(m.get("d").orElseThrow()));
        }
        if (data.source() instanceof DataSource.Synthetic && d != null && d.isEmpty()) {
            problems.add(m.error("needs d (the dimension) for synthetic data, here or in dataset.synthetic"));
        }
        List<Sweep.GeneratorAxis> axes = new ArrayList<>(data.axes());
        for (YamlMap.Entry e : m.entries()) {
            if (!generatorKeys.contains(e.key())) {
                continue;
            }
            if (axes.stream().anyMatch(a -> a.key().equals(e.key()))) {
                problems.add(new InputException(e.keyAt(), "sweep." + e.key() + " repeats dataset.synthetic."
                        + e.key() + "; give it in one place"));
                continue;
            }
            Sweep.GeneratorAxis axis = problems.attempt(() -> generatorAxis(e.key(), e.value()));
            if (axis != null) {
                axes.add(axis);
            }
        }
        problems.throwIfAny();
        return new Sweep(epsilon, delta, n, d, axes);
    }

    static Sweep.GeneratorAxis generatorAxis(String key, YamlNode node) {
        List<Located<Double>> values = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(node)) {
            double v = s.asDouble();
            if (key.equals(Sweep.OUTLIERS) && !(v >= 0 && v < 1)) {
                throw s.error("must be a fraction of training labels to flip, in [0, 1), got " + s.text());
            }
            if (key.equals(PublicShift.MIX_AXIS) && !(v >= 0 && v <= 1)) {
                throw s.error("must be the probability a public row is replaced by a uniform direction, in [0, 1], got "
                        + s.text());
            }
            if (key.equals(PublicShift.NOISE_AXIS) && !(v >= 0 && Double.isFinite(v))) {
                throw s.error("must be the sd of the noise added to public rows, a finite number >= 0, got " + s.text());
            }
            values.add(Values.located(s, v));
        }
        return new Sweep.GeneratorAxis(key, Values.noRepeats(values), node.isList());
    }

    private static List<Located<Double>> epsilons(YamlNode node, Problems problems) {
        List<Located<Double>> out = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(node)) {
            Double v = problems.attempt(() -> {
                double x = s.asDouble();
                if (!(x > 0)) {
                    throw s.error("must be > 0, got " + s.text());
                }
                return x;
            });
            if (v != null) {
                out.add(Values.located(s, v));
            }
        }
        return Values.noRepeats(out);
    }

    private static List<Located<DeltaSpec>> deltas(YamlNode node, Problems problems) {
        List<Located<DeltaSpec>> out = new ArrayList<>();
        for (YamlScalar s : Values.nonEmpty(node)) {
            Located<DeltaSpec> one = problems.attempt(() -> delta(s));
            if (one != null) {
                out.add(one);
            }
        }
        return Values.noRepeats(out);
    }

    private static Located<DeltaSpec> delta(YamlScalar s) {
        String rule = s.kind() == YamlScalar.Kind.STRING ? s.text().replace(" ", "") : "";
        if (rule.equals("1/n^2") || rule.equals("1/n**2")) {
            return Values.located(s, new DeltaSpec.InverseNSquared());
        }
        if (rule.equals("1/n")) {
            return Values.located(s, new DeltaSpec.InverseN());
        }
        double v;
        try {
            v = s.asDouble();
        } catch (InputException e) {
            throw s.error("must be a number in [0, 1) or \"1/n^2\" or \"1/n\", got " + s.describe());
        }
        if (!(v >= 0 && v < 1)) {
            throw s.error("must be in [0, 1), got " + s.text());
        }
        return Values.located(s, new DeltaSpec.Fixed(v));
    }
}
