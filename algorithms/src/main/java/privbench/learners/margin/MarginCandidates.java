package privbench.learners.margin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import privbench.data.Dataset;
import privbench.learners.erm.Estimator;
import privbench.learners.erm.UnitBallRows;
import privbench.learners.selection.TunableMechanism;
import privbench.linalg.JlProjection;
import privbench.linalg.Vectors;
import privbench.optim.ClippedMarginGradient;
import privbench.privacy.noise.NoiseSource;

/**
 * The family {A_JLGD(Phi_theta, gamma_theta / 3, S, .)}, theta in Theta, with its score: the M_base and U of
 * Wang, Zhu and Wang (2024), Algorithm 3 line 8 (and Algorithm 6), as a {@link TunableMechanism}.
 *
 * <p>Each candidate's Phi comes from the fit's structural stream under a label naming the grid index and k, so
 * it depends on (seed, cell, gamma index) and never on the data; within one fit the same label gives the same
 * Phi (one Phi_gamma per gamma, spec-000 section 3.4). Projected rows are cached by label when asked
 * (random stopping draws the same candidate many times), and always for the one Phi shared by capped
 * candidates; each run still gets its own noise. The score is computed on the released classifier on raw
 * features.
 */
final class MarginCandidates implements TunableMechanism<JlgdRun> {

    /**
     * One hyperparameter theta.
     *
     * @param gammaIndex    the index of gamma in the grid (names Phi_gamma's stream)
     * @param gamma         the margin parameter
     * @param jlConstant    C_JL in k_gamma
     * @param maxIterations T_max
     */
    record Candidate(int gammaIndex, double gamma, double jlConstant, int maxIterations) {
    }

    private final Dataset data;
    private final double rowRadius;
    private final double[] factors;
    private final double[] signs;
    private final List<Candidate> candidates;
    private final int projections;
    private final Score score;
    private final Estimator estimator;
    private final int maxProjection;
    private final boolean identityOnly;
    private final IdentityRadius identityRadius;
    private final NoiseSource structure;
    private final boolean cacheAll;
    // false only in negative controls (a package-private constructor): gradients and projected rows unbounded
    private final boolean clipGradients;
    private final Map<String, ProjectedRows> cache = new HashMap<>();

    /**
     * @param clip          the per-example radius when the data declare no norm bound
     * @param projections   m in k_gamma's log factor ln(m (n+1)(n+2)/beta): |Gamma| for M*, 1 for one call
     * @param maxProjection k_max, 0 for none
     * @param identityOnly  Phi = I for every candidate (Algorithm 5 on raw rows)
     * @param identityRadius the clip radius of rows that skip the projection
     * @param structure     the fit's root stream, whose structural generators draw each Phi
     * @param cacheAll      keep every candidate's projected rows (for random stopping)
     */
    MarginCandidates(Dataset data, double clip, List<Candidate> candidates, int projections, Score score,
                     Estimator estimator, int maxProjection, boolean identityOnly, IdentityRadius identityRadius,
                     NoiseSource structure, boolean cacheAll) {
        this(data, clip, candidates, projections, score, estimator, maxProjection, identityOnly, identityRadius,
                structure, cacheAll, true);
    }

    /**
     * With {@code clipGradients = false} no per-example gradient (nor projected row) is clipped, so the
     * sensitivity Delta the noise is calibrated for no longer holds: negative controls only.
     */
    MarginCandidates(Dataset data, double clip, List<Candidate> candidates, int projections, Score score,
                     Estimator estimator, int maxProjection, boolean identityOnly, IdentityRadius identityRadius,
                     NoiseSource structure, boolean cacheAll, boolean clipGradients) {
        this.data = data;
        this.rowRadius = UnitBallRows.radius(data, clip);
        this.factors = UnitBallRows.factors(data, clip, true);
        this.signs = ClippedMarginGradient.signs(data);
        this.candidates = List.copyOf(candidates);
        this.projections = projections;
        this.score = score;
        this.estimator = estimator;
        this.maxProjection = maxProjection;
        this.identityOnly = identityOnly;
        this.identityRadius = identityRadius;
        this.structure = structure;
        this.cacheAll = cacheAll;
        this.clipGradients = clipGradients;
    }

    @Override
    public int size() {
        return candidates.size();
    }

    @Override
    public double scoreSensitivity() {
        return score.sensitivity(data.rows());
    }

    Candidate candidate(int theta) {
        return candidates.get(theta);
    }

    /** The projection candidate theta runs with. */
    ProjectionPlan plan(int theta) {
        Candidate c = candidates.get(theta);
        if (identityOnly) {
            return ProjectionPlan.identity(data.cols());
        }
        double wanted = MarginGrid.projectionDimension(c.jlConstant(), projections, data.rows(), c.gamma());
        return ProjectionPlan.of(wanted, data.cols(), maxProjection, "jl/gamma-" + c.gammaIndex());
    }

    @Override
    public Run<JlgdRun> run(int theta, double mu, NoiseSource noise) {
        Candidate c = candidates.get(theta);
        ProjectionPlan plan = plan(theta);
        JlgdRun r = JlgdMechanism.run(rows(plan), c.gamma(), plan.capped(), mu, c.maxIterations(), estimator, noise);
        return new Run<>(r, score.value(errors(r.weights()), data.rows(), r.dimension()), r.event());
    }

    /**
     * The runs of thetas[t], with the runs on the same rows (all those with Phi = I, all those capped at k_max
     * with the one shared Phi, or repeated draws of one candidate, whose Phi_gamma is the same) and the same T_max
     * batched into one pass over the rows per step ({@link JlgdMechanism#runAll}); each run is bit-identical to
     * {@link #run} with the same noise.
     */
    @Override
    public List<Run<JlgdRun>> runEach(int[] thetas, double mu, IntFunction<NoiseSource> noise) {
        int m = thetas.length;
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        ProjectionPlan[] plans = new ProjectionPlan[m];
        for (int t = 0; t < m; t++) {
            plans[t] = plan(thetas[t]);
            String key = plans[t].label() + "|" + candidates.get(thetas[t]).maxIterations();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
        }
        @SuppressWarnings("unchecked")
        Run<JlgdRun>[] out = new Run[m];
        for (List<Integer> group : groups.values()) {
            if (group.size() == 1) {
                int t = group.get(0);
                out[t] = run(thetas[t], mu, noise.apply(t));
                continue;
            }
            int g = group.size();
            ProjectedRows[] rows = new ProjectedRows[g];
            double[] gammas = new double[g];
            boolean[] capped = new boolean[g];
            NoiseSource[] streams = new NoiseSource[g];
            ProjectedRows shared = rows(plans[group.get(0)]);
            for (int j = 0; j < g; j++) {
                int t = group.get(j);
                rows[j] = shared;
                gammas[j] = candidates.get(thetas[t]).gamma();
                capped[j] = plans[t].capped();
                streams[j] = noise.apply(t);
            }
            JlgdRun[] runs = JlgdMechanism.runAll(rows, gammas, capped, mu,
                    candidates.get(thetas[group.get(0)]).maxIterations(), estimator, streams);
            for (int j = 0; j < g; j++) {
                JlgdRun r = runs[j];
                out[group.get(j)] = new Run<>(r, score.value(errors(r.weights()), data.rows(), r.dimension()), r.event());
            }
        }
        return List.of(out);
    }

    /** #{i : y_i w.x_i <= 0} on the raw rows: ties are errors (spec-000 pitfall 10). */
    long errors(double[] w) {
        double[] x = data.x();
        int d = data.cols();
        long errors = 0;
        for (int i = 0, n = data.rows(); i < n; i++) {
            if (signs[i] * Vectors.dot(x, i * d, w, 0, d) <= 0) {
                errors++;
            }
        }
        return errors;
    }

    private ProjectedRows rows(ProjectionPlan plan) {
        if (plan.identity()) {
            return ProjectedRows.identity(data, signs, rowRadius, identityRadius, clipGradients);
        }
        ProjectedRows cached = cache.get(plan.label());
        if (cached != null) {
            return cached;
        }
        JlProjection phi = JlProjection.rademacher(plan.dimension(), data.cols(), structure.structural(plan.label()));
        ProjectedRows rows = ProjectedRows.projected(data, signs, rowRadius, factors, phi, clipGradients);
        if (cacheAll || plan.capped()) {
            cache.put(plan.label(), rows);
        }
        return rows;
    }
}
