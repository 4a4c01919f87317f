package privbench.learners;

import java.util.List;
import java.util.Optional;
import privbench.learners.auc.AucNonPrivate;
import privbench.learners.auc.AucObjectivePerturbation;
import privbench.learners.auc.AucOutputPerturbation;
import privbench.learners.auc.AucPrivateTuning;
import privbench.learners.auc.PointwiseObjectivePerturbationGauss;
import privbench.learners.baseline.HardMarginSvm;
import privbench.learners.baseline.NonPrivateLogistic;
import privbench.learners.baseline.NonPrivateSvm;
import privbench.learners.baseline.Perceptron;
import privbench.learners.baseline.SmileKernelSvm;
import privbench.learners.baseline.SmileMlp;
import privbench.learners.erm.NoisyGradientDescent;
import privbench.learners.halfspace.EfficientHalfspaceLearner;
import privbench.learners.halfspace.JlSulqPerceptron;
import privbench.learners.halfspace.PureHalfspaceLearner;
import privbench.learners.halfspace.UnprojectedHalfspaceLearner;
import privbench.learners.erm.ObjectivePerturbation;
import privbench.learners.erm.OutputPerturbation;
import privbench.learners.margin.AdaptiveMargin;
import privbench.learners.margin.AdaptiveMarginPrivTune;
import privbench.learners.margin.JlNoisyGradientDescent;
import privbench.learners.margin.UnprojectedNoisyGradientDescent;
import privbench.learners.marginguarantee.EffPrivMarginLearner;
import privbench.learners.marginguarantee.EmWithoutProjection;
import privbench.learners.marginguarantee.LabelDpMarginLearner;
import privbench.learners.marginguarantee.PrivKernelMarginLearner;
import privbench.learners.marginguarantee.PrivMarginLearner;
import privbench.learners.marginguarantee.PrivNetworkMarginLearner;
import privbench.learners.marginguarantee.RandomizedResponseSvm;
import privbench.learners.marginguarantee.RhoSelection;
import privbench.learners.semiprivate.AdaDps;
import privbench.learners.semiprivate.DpPcaDpSgd;
import privbench.learners.semiprivate.DpRaft;
import privbench.learners.semiprivate.DpRaftPillar;
import privbench.learners.semiprivate.DpSgdFull;
import privbench.learners.semiprivate.Gep;
import privbench.learners.semiprivate.JlDpSgd;
import privbench.learners.semiprivate.NonPrivateSgd;
import privbench.learners.semiprivate.Pillar;
import privbench.learners.semiprivate.PillarTheory;

/**
 * The catalogue of every learner; adding one is one line here.
 */
public final class Learners {

    /** Every learner, in the order `list learners` prints them. */
    public static final List<LearnerSpec<?>> ALL = List.of(
            LearnerSpec.of(NonPrivateLogistic.class),
            LearnerSpec.of(NonPrivateSvm.class),
            LearnerSpec.of(NoisyGradientDescent.class),
            LearnerSpec.of(OutputPerturbation.class),
            LearnerSpec.of(ObjectivePerturbation.class),
            LearnerSpec.of(AdaptiveMargin.class),
            LearnerSpec.of(AdaptiveMarginPrivTune.class),
            LearnerSpec.of(JlNoisyGradientDescent.class),
            LearnerSpec.of(UnprojectedNoisyGradientDescent.class),
            LearnerSpec.of(AucNonPrivate.class),
            LearnerSpec.of(AucOutputPerturbation.class),
            LearnerSpec.of(AucObjectivePerturbation.class),
            LearnerSpec.of(AucPrivateTuning.class),
            LearnerSpec.of(PointwiseObjectivePerturbationGauss.class),
            LearnerSpec.of(Pillar.class),
            LearnerSpec.of(PillarTheory.class),
            LearnerSpec.of(DpSgdFull.class),
            LearnerSpec.of(DpRaft.class),
            LearnerSpec.of(DpRaftPillar.class),
            LearnerSpec.of(DpPcaDpSgd.class),
            LearnerSpec.of(JlDpSgd.class),
            LearnerSpec.of(Gep.class),
            LearnerSpec.of(AdaDps.class),
            LearnerSpec.of(NonPrivateSgd.class),
            LearnerSpec.of(EfficientHalfspaceLearner.class),
            LearnerSpec.of(PureHalfspaceLearner.class),
            LearnerSpec.of(UnprojectedHalfspaceLearner.class),
            LearnerSpec.of(JlSulqPerceptron.class),
            LearnerSpec.of(Perceptron.class),
            LearnerSpec.of(HardMarginSvm.class),
            // Bassily, Mohri and Suresh (2022)
            LearnerSpec.of(PrivMarginLearner.class),
            LearnerSpec.of(EffPrivMarginLearner.class),
            LearnerSpec.of(PrivKernelMarginLearner.class),
            LearnerSpec.of(PrivNetworkMarginLearner.class),
            LearnerSpec.of(LabelDpMarginLearner.class),
            LearnerSpec.of(RandomizedResponseSvm.class),
            LearnerSpec.of(RhoSelection.class),
            LearnerSpec.of(EmWithoutProjection.class),
            NoisyGradientDescent.NOISY_GD_FULL,
            LearnerSpec.of(SmileKernelSvm.class),
            LearnerSpec.of(SmileMlp.class)
    );

    private Learners() {
    }

    /** The learner with the given id. */
    public static Optional<LearnerSpec<?>> byId(String id) {
        return ALL.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
