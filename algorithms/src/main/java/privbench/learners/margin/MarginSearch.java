package privbench.learners.margin;

import privbench.data.Dataset;
import privbench.learners.Hyperparam;
import privbench.learners.erm.Estimator;
import privbench.privacy.noise.NoiseSource;

/**
 * The candidate search the two adaptive-margin learners share (Wang, Zhu and Wang 2024, Algorithms 3 and 4:
 * A_JLGD over the grid Theta), declared once: a learner writes {@code @HyperparamGroup MarginSearch search}
 * and experiments keep writing {@code estimator}, {@code jlConstant}, ... (flattened into the same names).
 *
 * @param estimator      released iterate of each run
 * @param jlConstant     C_JL, the constant of k_gamma
 * @param maxIterations  T_max, cap on the paper's T = n^2 mu^2 per candidate run
 * @param maxProjection  k_max, cap on the projection dimension with one shared Phi; 0 for none
 * @param grid           Theta: the margin grid alone, or margins x T_max x C_JL
 * @param identityRadius clip radius of rows when Phi = I
 * @param clip           v, per-example radius when the data declare no norm bound
 */
public record MarginSearch(
        @Hyperparam(doc = "released iterate: last (Lemma C.2 step) or average (Lemma C.1 step; avg accepted)")
        Estimator estimator,
        @Hyperparam(min = 0, minOpen = true, doc = "C_JL, the constant of k_gamma (4 practical, 36 theory)")
        double jlConstant,
        @Hyperparam(min = 1, doc = "T_max, cap on the paper's T = n^2 mu^2 per candidate run") int maxIterations,
        @Hyperparam(min = 0, doc = "k_max, cap on the projection dimension with one shared Phi; 0 for none")
        int maxProjection,
        @Hyperparam(doc = "Theta: margin (Gamma) or margin-steps-jl (Gamma x T_max x C_JL, spec E4)") TuningGrid grid,
        @Hyperparam(doc = "clip radius of rows when Phi = I: unit (v, Delta = 6/gamma) or paper (2v, Delta = 12/gamma)")
        IdentityRadius identityRadius,
        @Hyperparam(min = 0, minOpen = true, doc = "v, per-example radius when the data declare no norm bound")
        double clip) {

    /** The paper's practical settings (spec-000 CHOICE): last iterate, C_JL = 4, T_max = 2000, margin grid. */
    public static final MarginSearch PRACTICAL = new MarginSearch(Estimator.LAST, 4.0, 2000, 0, TuningGrid.MARGIN,
            IdentityRadius.UNIT, 1.0);

    /** The candidate family over the grid of margins, scored by the given score. */
    MarginCandidates candidates(Dataset train, double[] gammas, Score score, NoiseSource noise, boolean cacheAll) {
        return new MarginCandidates(train, clip, grid.candidates(gammas, jlConstant, maxIterations), gammas.length,
                score, estimator, maxProjection, false, identityRadius, noise, cacheAll);
    }
}
