package privbench.harness.datasets;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import privbench.canonical.Canonical;
import privbench.harness.experiment.PublicShift;

/**
 * What fixes the rows of a cell before subsampling: generator parameters, the outlier fraction, d and
 * the repetition. Every learner and every epsilon of a repetition shares one key, hence one set of rows.
 *
 * @param params     generator parameters with defaults filled in (empty for file data)
 * @param outliers   fraction of training labels flipped (synthetic data; 0 otherwise)
 * @param d          the dimension (for file data, the source's feature count)
 * @param repetition the repetition
 */
public record DataKey(Map<String, Double> params, double outliers, int d, int repetition) {

    public DataKey {
        params = Collections.unmodifiableMap(new TreeMap<>(params));
    }

    /**
     * The generator parameters as canonical text, e.g. {@code {concentration=10,margin=0.1}}, without the
     * public-shift axes (which change the public rows only, see {@link #shiftAxes}).
     */
    public String paramsText() {
        StringBuilder sb = new StringBuilder("{");
        params.forEach((k, v) -> {
            if (!isShiftAxis(k)) {
                sb.append(sb.length() > 1 ? "," : "").append(k).append('=').append(Canonical.number(v));
            }
        });
        return sb.append('}').toString();
    }

    /** The public-shift axes of this key (public-noise, public-mix-uniform), empty when none are swept. */
    public Map<String, Double> shiftAxes() {
        Map<String, Double> out = new TreeMap<>();
        params.forEach((k, v) -> {
            if (isShiftAxis(k)) {
                out.put(k, v);
            }
        });
        return out;
    }

    private static boolean isShiftAxis(String key) {
        return key.equals(PublicShift.MIX_AXIS) || key.equals(PublicShift.NOISE_AXIS);
    }
}
