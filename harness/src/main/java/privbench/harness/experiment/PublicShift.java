package privbench.harness.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;

/**
 * A data-independent corruption of the public rows, so that public and private data come from different
 * distributions (Pinto et al. 2024, Theorem 2 and Table III; spec-003 T5 and E3).
 *
 * <p>Applied to each public row on its own, with draws from the data seed's own stream, before
 * preprocessing; the private and test rows are untouched and stay the same rows for every shift.
 * {@code mix-uniform: eta} replaces each public row, with probability eta, by a uniformly random direction
 * of the same norm ((1 - eta) D + eta Q with Q uniform on the sphere, T5); {@code noise: s} adds N(0, s^2) to
 * every feature (E3's Gaussian corruption); {@code rotate: a} rotates square images (d = side^2, row-major
 * pixels) by an angle uniform in [-a, a] degrees with bilinear interpolation and zero fill (E3's rotated
 * digits). For synthetic data {@code public-mix-uniform} and {@code public-noise} are also sweep axes.
 *
 * @param noise      s, the sd of the added Gaussian noise (0 for none)
 * @param mixUniform eta, the probability that a row is replaced by a uniform direction
 * @param rotate     a, the largest rotation in degrees (0 for none)
 */
public record PublicShift(double noise, double mixUniform, double rotate) {

    /** No shift. */
    public static final PublicShift NONE = new PublicShift(0, 0, 0);
    /** Sweep axis of synthetic data: eta of {@code mix-uniform}. */
    public static final String MIX_AXIS = "public-mix-uniform";
    /** Sweep axis of synthetic data: s of {@code noise}. */
    public static final String NOISE_AXIS = "public-noise";

    public PublicShift {
        if (!(noise >= 0) || Double.isInfinite(noise)) {
            throw new IllegalArgumentException("noise must be a finite number >= 0, got " + noise);
        }
        if (!(mixUniform >= 0 && mixUniform <= 1)) {
            throw new IllegalArgumentException("mix-uniform must be in [0, 1], got " + mixUniform);
        }
        if (!(rotate >= 0 && rotate <= 180)) {
            throw new IllegalArgumentException("rotate must be in [0, 180] degrees, got " + rotate);
        }
    }

    /** True when nothing is changed. */
    public boolean isNone() {
        return noise == 0 && mixUniform == 0 && rotate == 0;
    }

    /** This shift with the sweep axes of a data key (public-noise, public-mix-uniform) overriding it. */
    public PublicShift with(Map<String, Double> axes) {
        return new PublicShift(axes.getOrDefault(NOISE_AXIS, noise), axes.getOrDefault(MIX_AXIS, mixUniform), rotate);
    }

    /** Canonical text for identities, e.g. {@code mix-uniform=0.1,noise=0}; empty for none. */
    public String canonical() {
        if (isNone()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        parts.add("mix-uniform=" + Canonical.number(mixUniform));
        parts.add("noise=" + Canonical.number(noise));
        parts.add("rotate=" + Canonical.number(rotate));
        return String.join(",", parts);
    }
}
