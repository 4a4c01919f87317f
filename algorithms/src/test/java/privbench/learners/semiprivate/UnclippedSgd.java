package privbench.learners.semiprivate;

import privbench.data.Dataset;
import privbench.learners.DataChecks;
import privbench.learners.Fit;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.learners.semiprivate.sgd.FlatClipRule;
import privbench.learners.semiprivate.sgd.SgdTraining;
import privbench.privacy.Budget;
import privbench.privacy.noise.NoiseSource;

/**
 * Broken DP-SGD for negative controls (test code only): no per-example clipping, the noise still sigma C, so the
 * sensitivity C the accountant prices no longer holds.
 *
 * <p>dpsgd-full is reached through its package-private constructor. pillar and jl-dpsgd have no such constructor
 * (their classes are left as they are); {@link #pillar} and {@link #jlDpSgd} recompose their fit here from the
 * same package-private pieces (the public PCA, the JL matrix, {@link SgdTraining}) with a given gradient rule.
 * {@link #CLIPPED} gives the production rule, and {@code UnclippedSgdTest} checks that the recomposition with it
 * releases the production learner's bits, so the broken variant differs from the learner in the clip alone.
 */
public final class UnclippedSgd {

    /** The production rule: Opacus's flat clipping to C. */
    public static final SgdTraining.RuleFactory CLIPPED = FlatClipRule::new;
    /** No clipping: every per-example gradient enters the sum whole; the noise stays sigma C. */
    public static final SgdTraining.RuleFactory UNCLIPPED =
            (k, classes, clip, noiseStd) -> new FlatClipRule(k, classes, Double.POSITIVE_INFINITY, noiseStd);

    private UnclippedSgd() {
    }

    /** dpsgd-full whose per-example gradients are not clipped to C. */
    public static PrivateLearner dpSgdFull(DpSgdFull.Options options) {
        return new DpSgdFull(options, false);
    }

    /** pillar whose per-example gradients are not clipped to C. */
    public static PrivateLearner pillar(Pillar.Options options) {
        return pillar(options, UNCLIPPED);
    }

    /** jl-dpsgd whose per-example gradients are not clipped to C. */
    public static PrivateLearner jlDpSgd(JlDpSgd.Options options) {
        return jlDpSgd(options, UNCLIPPED);
    }

    /** Pillar.fit with the given rule (Pillar's diagnostics of the spectrum left out: the audit reads the model). */
    static PrivateLearner pillar(Pillar.Options options, SgdTraining.RuleFactory rules) {
        Pillar pillar = new Pillar(options);
        return (TrainingData data, Budget budget, NoiseSource noise) -> {
            Dataset train = DataChecks.labelled(data);
            PublicPca pca = pillar.pca(data);
            SgdTraining.Outcome o = SgdTraining.run(pca.project(train), options.dpsgd().settings(), budget.epsilon(),
                    budget.delta(), noise, rules);
            return new Fit(pca.lift(o.weights(), o.biases(), train.classes()),
                    o.guaranteeWithin(budget, PublicRows.CAVEAT), o.diagnostics());
        };
    }

    /** JlDpSgd.fit with the given rule. */
    static PrivateLearner jlDpSgd(JlDpSgd.Options options, SgdTraining.RuleFactory rules) {
        return (TrainingData data, Budget budget, NoiseSource noise) -> {
            Dataset train = DataChecks.labelled(data);
            int d = train.cols();
            Projection jl = new Projection(JlDpSgd.matrix(options.k(), d, noise.structural("jl")), new double[d],
                    options.k(), d);
            SgdTraining.Outcome o = SgdTraining.run(jl.apply(train, Double.POSITIVE_INFINITY),
                    options.dpsgd().settings(), budget.epsilon(), budget.delta(), noise, rules);
            return new Fit(jl.lift(o.weights(), o.biases(), train.classes()), o.guaranteeWithin(budget),
                    o.diagnostics());
        };
    }
}
