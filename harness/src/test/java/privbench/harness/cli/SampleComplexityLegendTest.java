package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import privbench.harness.analysis.SampleComplexity;

/** The figure's legend names what tells one learner's slopes apart, so two epsilons of it are two labels. */
class SampleComplexityLegendTest {

    /** A slope whose group has the attributes "k=v, k=v". */
    private static SampleComplexity.Slope slope(String attributes) {
        Map<String, String> m = new TreeMap<>();
        for (String kv : attributes.split(", ")) {
            m.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
        }
        return new SampleComplexity.Slope(m, "gamma", 1, 1, 1, new double[] {0.1, 0.2}, new double[] {400, 100});
    }

    @Test
    void theAttributesThatDiffer_areInTheLabel_andTheSharedOnesAreNot() {
        List<SampleComplexity.Slope> slopes = List.of(
                slope("delta=0.00001, epsilon=1, learner=nuz20-efficient, solver=gdp-fullbatch"),
                slope("delta=0.00001, epsilon=4, learner=nuz20-efficient, solver=gdp-fullbatch"),
                slope("delta=0.00001, epsilon=1, learner=jl-sulq-perceptron"));
        Set<String> varying = SampleComplexityCommand.varyingAttributes(slopes);
        // solver differs between learners only, which their names already tell apart; delta never differs
        assertEquals(Set.of("epsilon"), varying);
        assertEquals("nuz20-efficient epsilon=4", SampleComplexityCommand.shortLabel(slopes.get(1).attributes(), varying));
        assertEquals("jl-sulq-perceptron epsilon=1", SampleComplexityCommand.shortLabel(slopes.get(2).attributes(), varying));
        // two solvers of one learner are told apart by the solver
        assertEquals(Set.of("solver"), SampleComplexityCommand.varyingAttributes(List.of(
                slope("epsilon=1, learner=nuz20-efficient, solver=faithful"),
                slope("epsilon=1, learner=nuz20-efficient, solver=gdp-fullbatch"))));
    }
}
