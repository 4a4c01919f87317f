package privbench.harness.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GroupLabelsTest {

    private static Map<String, String> group(String learner, String params, String epsilon, String lambda) {
        return Map.of("learner", learner, "params", params, "dataset", "spam", "epsilon", epsilon, "lambda", lambda);
    }

    private final List<Map<String, String>> groups = List.of(
            group("dp-gd", "{\"iterations\":200}", "1", ""),
            group("dp-gd", "{\"iterations\":200}", "8", ""),
            group("output-perturbation", "{\"clip\":1,\"lambda\":0.01}", "1", "0.01"),
            group("output-perturbation", "{\"clip\":1,\"lambda\":0.001}", "1", "0.001"),
            group("output-perturbation", "{\"clip\":1,\"lambda\":0.01}", "8", "0.01"));

    private final GroupLabels labels = GroupLabels.of(List.of("dataset", "epsilon", "lambda"), groups);

    @Test
    void configuration_namesOnlyTheParametersThatDifferWithinALearner() {
        assertEquals("dp-gd", labels.configuration(groups.get(0)));
        assertEquals("output-perturbation (lambda=0.01)", labels.configuration(groups.get(2)));
        assertEquals("output-perturbation", labels.configuration(groups.get(2), Set.of("lambda")));
    }

    @Test
    void varyingSettings_leaveOutConstantsAndColumnsThatRepeatAParameter() {
        // dataset is constant; lambda varies but is fixed by the configuration (it repeats the parameter)
        assertEquals(List.of("epsilon"), labels.varyingSettings());
        assertEquals("epsilon=8", labels.setting(groups.get(4)));
    }

    @Test
    void aParameterOnlySomeRowsHave_differs() {
        var l = GroupLabels.of(List.of("epsilon"), List.of(group("x", "{\"a\":1}", "1", ""),
                group("x", "{\"a\":1,\"b\":2}", "1", "")));
        assertEquals("x (b=(unset))", l.configuration(group("x", "{\"a\":1}", "1", "")));
    }
}
