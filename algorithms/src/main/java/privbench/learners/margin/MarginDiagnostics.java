package privbench.learners.margin;

import java.util.Map;
import java.util.TreeMap;
import privbench.learners.DiagnosticGroup;
import privbench.learners.selection.Selection;

/**
 * The diagnostics a margin-adaptive fit records (spec-000 section 8): the selected gamma and its projection,
 * the winner's schedule and noise, and the selection's bookkeeping. Every value is either data-independent or
 * part of what the mechanism releases (gamma_out, its Phi and noisy score); none is an un-noised score.
 *
 * <p>The run count {@code noisy_scores} is left to each learner to classify: a setting under report-noisy-min
 * (every candidate runs), private under random stopping (the guarantee hides how many runs there were).
 */
// public: the selected gamma and index (the selection's released output) with its schedule and noise, and the
// noisy winning score (a Gaussian release the composition prices); the rest are settings
@DiagnosticGroup(publicDiagnostics = {"gamma_out", "gamma_index", "k", "projection_skipped", "projection_capped",
        "iterations", "sigma", "step_size", "sensitivity", "t_degradation", "jl_constant_out", "max_iterations_out",
        "mu_call", "score_noise_sd", "noisy_score_out", "grid_size", "candidates"})
final class MarginDiagnostics {

    private MarginDiagnostics() {
    }

    static Map<String, Double> of(Selection<JlgdRun> s, MarginCandidates family, int gridSize) {
        JlgdRun r = s.output();
        MarginCandidates.Candidate c = family.candidate(s.theta());
        Map<String, Double> m = new TreeMap<>();
        m.put("gamma_out", r.gamma());
        m.put("gamma_index", (double) c.gammaIndex());
        m.put("k", (double) r.dimension());
        m.put("projection_skipped", r.identity() ? 1.0 : 0.0);
        m.put("projection_capped", r.capped() ? 1.0 : 0.0);
        m.put("iterations", (double) r.iterations());
        m.put("sigma", r.sigma());
        m.put("step_size", r.stepSize());
        m.put("sensitivity", r.sensitivity());
        m.put("t_degradation", r.degradation());
        m.put("jl_constant_out", c.jlConstant());
        m.put("max_iterations_out", (double) c.maxIterations());
        m.put("mu_call", s.runMu());
        m.put("score_noise_sd", s.scoreNoiseSd());
        m.put("noisy_scores", (double) s.runs());
        m.put("noisy_score_out", s.noisyScore());
        m.put("grid_size", (double) gridSize);
        m.put("candidates", (double) family.size());
        // a noise-free fit has mu_call = +Infinity: not a number a table can hold
        m.values().removeIf(v -> !Double.isFinite(v));
        return m;
    }
}
