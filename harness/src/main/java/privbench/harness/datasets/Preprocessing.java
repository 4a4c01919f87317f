package privbench.harness.datasets;

import java.util.List;
import privbench.data.Dataset;
import privbench.harness.experiment.PreprocessStep;
import privbench.harness.input.InputException;
import privbench.linalg.Vectors;

/**
 * Applies data-independent preprocessing steps row by row and records the norm bound each step
 * declares; nothing is measured on the data to choose a scale.
 */
public final class Preprocessing {

    private Preprocessing() {
    }

    /** The rows after every step, in order, with the declared bound. */
    public static Dataset apply(Dataset data, List<PreprocessStep> steps) {
        return apply(data, steps, false);
    }

    /**
     * As {@link #apply(Dataset, List)} on rows whose float64 array the caller owns and gives up: each step
     * rewrites the array in place instead of a copy (the same values), so preprocessing adds no second matrix.
     */
    public static Dataset applyOwned(Dataset data, List<PreprocessStep> steps) {
        return apply(data, steps, !data.isFloat32());
    }

    private static Dataset apply(Dataset data, List<PreprocessStep> steps, boolean owned) {
        Dataset out = data;
        for (PreprocessStep step : steps) {
            // after the first step the array is always a fresh one of ours
            out = apply(out, step, owned || out != data);
        }
        return out;
    }

    private static Dataset apply(Dataset data, PreprocessStep step, boolean inPlace) {
        int n = data.rows();
        int d = data.cols();
        double bound = step.boundAfter(data.normBound());
        if (step instanceof PreprocessStep.AppendBias bias) {
            double[] x = new double[n * (d + 1)];
            for (int i = 0; i < n; i++) {
                System.arraycopy(data.x(), i * d, x, i * (d + 1), d);
                x[i * (d + 1) + d] = bias.value();
            }
            return data.withFeatures(x, d + 1, bound);
        }
        if (step instanceof PreprocessStep.PublicBounds pb && pb.features() != d) {
            throw new InputException(pb.at(), "public-bounds gives " + pb.features() + " [low, high] pairs, but the "
                    + "data have " + d + " features: give one pair per feature, in column order");
        }
        double[] x = inPlace ? data.x() : data.x().clone();
        for (int i = 0; i < n; i++) {
            if (step instanceof PreprocessStep.UnitNorm) {
                scaleInto(x, i * d, d, 1.0, true);
            } else if (step instanceof PreprocessStep.ClipNorm clip) {
                scaleInto(x, i * d, d, clip.radius(), false);
            } else if (step instanceof PreprocessStep.PublicBounds pb) {
                for (int j = 0; j < d; j++) {
                    x[i * d + j] = pb.map(j, x[i * d + j]);
                }
            } else if (step instanceof PreprocessStep.Log1p) {
                for (int j = i * d; j < (i + 1) * d; j++) {
                    x[j] = Math.copySign(Math.log1p(Math.abs(x[j])), x[j]);
                }
            } else {
                throw new IllegalStateException("unhandled preprocessing step " + step);
            }
        }
        return data.withFeatures(x, d, bound);
    }

    /**
     * Scales a row to norm r (always, or only when it is longer), then nudges it down while rounding
     * left it a hair above r, so the declared bound holds exactly in floating point.
     */
    static void scaleInto(double[] x, int off, int d, double r, boolean always) {
        double norm = norm(x, off, d);
        if (norm == 0 || (!always && norm <= r)) {
            return;
        }
        double f = r / norm;
        for (int j = off; j < off + d; j++) {
            x[j] *= f;
        }
        while (norm(x, off, d) > r) {
            for (int j = off; j < off + d; j++) {
                x[j] = Math.nextDown(Math.abs(x[j])) * Math.signum(x[j]);
            }
        }
    }

    private static double norm(double[] x, int off, int d) {
        return Vectors.norm(x, off, d);
    }
}
