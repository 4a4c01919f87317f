package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.experiment.yaml.YamlList;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;

/**
 * Reads {@code preprocess:}, a list of data-independent steps; steps that would be fitted on the
 * private rows (standardising, min-max scaling, PCA, ...) are refused with the reason.
 */
final class PreprocessSection {

    static final List<String> STEPS = List.of(PreprocessStep.UnitNorm.NAME, PreprocessStep.ClipNorm.NAME,
            PreprocessStep.Log1p.NAME, PreprocessStep.AppendBias.NAME, PreprocessStep.PublicBounds.NAME);

    /** Steps that estimate statistics from the rows they transform, hence from private data. */
    private static final Set<String> FITTED = Set.of("standardize", "standardise", "standard-scaler", "zscore",
            "z-score", "scale", "minmax", "min-max", "min-max-scale", "maxabs", "max-abs", "robust-scale", "center",
            "centre", "pca", "whiten", "quantile", "impute", "mean-impute");

    private PreprocessSection() {
    }

    static List<PreprocessStep> read(Optional<YamlNode> node) {
        if (node.isEmpty()) {
            return List.of();
        }
        List<PreprocessStep> out = new ArrayList<>();
        for (YamlNode item : node.get().asList().items()) {
            out.add(step(item));
        }
        return out;
    }

    private static PreprocessStep step(YamlNode item) {
        String name;
        Optional<YamlScalar> arg = Optional.empty();
        if (item instanceof YamlMap m) {
            if (m.entries().size() != 1) {
                throw m.error("must be one step: a name, or name: value such as clip-norm: 1.0");
            }
            name = m.entries().get(0).key();
            if (name.equals(PreprocessStep.PublicBounds.NAME)) {
                return publicBounds(m.entries().get(0).value(), item);
            }
            arg = Optional.of(m.entries().get(0).value().asScalar());
        } else {
            name = item.asScalar().asText();
        }
        switch (name) {
            case PreprocessStep.UnitNorm.NAME:
                noArgument(item, name, arg);
                return new PreprocessStep.UnitNorm(item.at());
            case PreprocessStep.Log1p.NAME:
                noArgument(item, name, arg);
                return new PreprocessStep.Log1p(item.at());
            case PreprocessStep.ClipNorm.NAME: {
                YamlScalar r = arg.orElseThrow(() -> item.error("clip-norm needs a radius: write clip-norm: r"));
                double v = r.asDouble();
                if (!(v > 0) || Double.isInfinite(v)) {
                    throw r.error("must be a finite radius > 0, got " + r.text());
                }
                return new PreprocessStep.ClipNorm(v, item.at());
            }
            case PreprocessStep.AppendBias.NAME: {
                double v = arg.map(YamlScalar::asDouble).orElse(1.0);
                if (!Double.isFinite(v) || v == 0) {
                    throw item.error("append-bias value must be a finite non-zero constant, got " + v);
                }
                return new PreprocessStep.AppendBias(v, item.at());
            }
            case "normalize":
            case "normalise":
                throw item.error("'" + name + "' is ambiguous: write unit-norm to scale each row to norm 1; scaling "
                        + "each feature by statistics of the rows would be fitted on private data and is refused");
            default:
                if (FITTED.contains(name)) {
                    throw item.error("'" + name + "' would be fitted on private data (it estimates means, scales or "
                            + "components from the rows it transforms), which spends privacy outside the budget; "
                            + "only data-independent steps are allowed: " + String.join(", ", STEPS));
                }
                String near = YamlMap.closest(name, STEPS);
                throw item.error("names an unknown preprocessing step '" + name + "'"
                        + (near == null ? "" : " (did you mean '" + near + "'?)") + "; allowed: " + String.join(", ", STEPS));
        }
    }

    /** {@code public-bounds: [[low, high], ...]}, one pair per feature in column order. */
    private static PreprocessStep publicBounds(YamlNode value, YamlNode item) {
        if (!(value instanceof YamlList list) || list.items().isEmpty()) {
            throw value.error("public-bounds needs one [low, high] per feature, in column order, e.g. "
                    + "public-bounds: [[0, 17], [0, 200]]");
        }
        double[] low = new double[list.items().size()];
        double[] high = new double[low.length];
        for (int j = 0; j < low.length; j++) {
            YamlNode pair = list.items().get(j);
            if (!(pair instanceof YamlList p) || p.items().size() != 2) {
                throw pair.error("feature " + (j + 1) + ": must be [low, high]");
            }
            low[j] = p.items().get(0).asScalar().asDouble();
            high[j] = p.items().get(1).asScalar().asDouble();
            if (!Double.isFinite(low[j]) || !Double.isFinite(high[j]) || !(low[j] < high[j])) {
                throw pair.error("feature " + (j + 1) + ": bounds must be finite with low < high, got [" + low[j]
                        + ", " + high[j] + "]");
            }
        }
        return new PreprocessStep.PublicBounds(low, high, item.at());
    }

    private static void noArgument(YamlNode item, String name, Optional<YamlScalar> arg) {
        if (arg.isPresent() && !arg.get().isNull()) {
            throw item.error(name + " takes no value");
        }
    }
}
