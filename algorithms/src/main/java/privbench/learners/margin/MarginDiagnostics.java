package privbench.learners.margin;

import java.util.Map;
import java.util.TreeMap;
import privbench.learners.selection.Selection;

/**
 * The diagnostics a margin-adaptive fit records (spec-000 section 8): the selected gamma and its projection,
 * the winner's schedule and noise, and the selection's bookkeeping. Every value is either data-independent or
 * part of what the mechanism releases (gamma_out, its Phi and noisy score); none is an un-noised score.
 */
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
