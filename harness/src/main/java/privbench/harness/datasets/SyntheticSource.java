package privbench.harness.datasets;

import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.data.synthetic.Generator;
import privbench.data.synthetic.Generators;
import privbench.harness.experiment.DataFacts;
import privbench.harness.experiment.DataSource;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.PublicShift;
import privbench.harness.experiment.PublicSpec;
import privbench.harness.experiment.SplitSpec;
import privbench.harness.experiment.Sweep;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.privacy.noise.SeededNoise;

/**
 * Checks a synthetic source on every swept value and combination (by asking the generator for zero
 * rows) and fixes its row counts.
 *
 * <p>{@code n} under {@code dataset.synthetic} is the number of private training rows. Synthetic rows cost
 * nothing, so public rows (a {@code public.fraction} of the training pool) and test rows (the split's
 * fraction of all rows generated) are generated beside them: the contract's example, {@code n: 4000} with
 * {@code public: {fraction: 0.1}} and {@code sweep.n: [1000, 4000]}, then has 4000 private rows as asked.
 */
final class SyntheticSource {

    private SyntheticSource() {
    }

    static LoadedData.Synthetic load(Experiment e, DataSource.Synthetic s, String preprocessTail) {
        Generator gen = Generators.byId(s.generator().value()).orElseThrow();
        List<Sweep.GeneratorAxis> axes = e.sweep().parameterAxes();
        for (Sweep.GeneratorAxis a : axes) {
            boolean shift = a.key().equals(PublicShift.MIX_AXIS) || a.key().equals(PublicShift.NOISE_AXIS);
            if (shift && !(e.publicRows() instanceof PublicSpec.Fraction)) {
                throw a.values().get(0).error("shifts the public rows, but the experiment has no public: {fraction: f}");
            }
        }
        int d0 = e.sweep().d().get(0).value();
        for (Located<Integer> d : e.sweep().d()) {
            check(gen, d.value(), Map.of(), d);
        }
        for (Sweep.GeneratorAxis a : axes) {
            for (Located<Double> v : a.values()) {
                check(gen, d0, Map.of(a.key(), v.value()), v);
            }
        }
        for (Located<Integer> d : e.sweep().d()) {
            for (Map<String, Double> combo : e.sweep().parameterCombinations()) {
                try {
                    generate(gen, d.value(), combo);
                } catch (IllegalArgumentException ex) {
                    throw new InputException(s.at(), "dataset.synthetic with d = " + d.value() + " and " + combo
                            + " is refused: " + ex.getMessage());
                }
            }
        }
        // the classes may depend on generator parameters (low-rank-signal's classes): the most over every combination
        List<String> classNames = List.of();
        for (Map<String, Double> combo : e.sweep().parameterCombinations()) {
            List<String> names = generate(gen, d0, combo).classNames();
            classNames = names.size() > classNames.size() ? names : classNames;
        }
        int privateRows = s.rows().map(Located::value).orElseGet(() -> {
            if (e.sweep().n().isEmpty()) {
                throw new InputException(s.at(), "dataset.synthetic needs n, the number of private training rows");
            }
            return e.sweep().n().stream().mapToInt(Located::value).max().orElseThrow();
        });
        double publicFraction = e.publicRows() instanceof PublicSpec.Fraction pf ? pf.fraction().value() : 0;
        int pool = poolWithPrivateRows(privateRows, publicFraction);
        Located<Double> testFraction = ((SplitSpec.TestFraction) e.split()).fraction();
        double f = testFraction.value();
        int testRows = (int) Math.round(pool * f / (1 - f));
        if (testRows < 1) {
            throw testFraction.error("gives no test rows for " + pool + " training rows");
        }
        int publicRows = 0;
        String publicPart = "none";
        if (e.publicRows() instanceof PublicSpec.Fraction pf) {
            publicRows = StratifiedSplit.heldCount(pool, pf.fraction().value());
            publicPart = "fraction:" + Canonical.number(pf.fraction().value());
        }
        String identity = "synthetic:" + gen.id() + "{rows=" + pool + "}|split=test:" + Canonical.number(f)
                + "|public=" + publicPart + preprocessTail;
        String explained = pool + " rows generated" + (publicRows > 0 ? " - " + publicRows + " public" : "");
        var facts = new DataFacts(gen.id(), classNames, pool - publicRows, explained, 0,
                e.publicRows() instanceof PublicSpec.Fraction);
        return new LoadedData.Synthetic(gen.id(), identity, facts, gen, pool, testRows, publicRows);
    }

    /** The smallest training pool whose private part, after the public fraction is held out, has privateRows. */
    static int poolWithPrivateRows(int privateRows, double publicFraction) {
        if (publicFraction == 0) {
            return privateRows;
        }
        int pool = (int) Math.floor(privateRows / (1 - publicFraction));
        while (pool - StratifiedSplit.heldCount(pool, publicFraction) < privateRows) {
            pool++;
        }
        return pool;
    }

    private static void check(Generator gen, int d, Map<String, Double> params, Located<?> value) {
        try {
            generate(gen, d, params);
        } catch (IllegalArgumentException ex) {
            throw value.error("is refused by generator " + gen.id() + ": " + ex.getMessage());
        }
    }

    private static Dataset generate(Generator gen, int d, Map<String, Double> params) {
        var noise = SeededNoise.ofSeed(0);
        return gen.generate(0, d, params, noise.structural("check"), noise.structural("check-rows"));
    }
}
