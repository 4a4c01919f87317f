package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import privbench.analysis.LowRankSeparability;
import privbench.analysis.RemovalMargin;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;
import privbench.learners.Learners;

/**
 * The options declared once and shared by several verbs (the mixins of this package) still mean, in every verb,
 * what each verb declared on its own before: the same defaults and the same refusals.
 */
class SharedOptionsTest {

    @TempDir
    Path tmp;

    static Stream<Arguments> svmVerbs() {
        return Stream.of(
                Arguments.of(new RemovalMarginCommand(), RemovalMargin.Options.DEFAULTS.cost(),
                        RemovalMargin.Options.DEFAULTS.maxEpochs()),
                Arguments.of(new XiKCommand(), LowRankSeparability.Options.DEFAULTS.cost(),
                        LowRankSeparability.Options.DEFAULTS.maxEpochs()));
    }

    /** Each analysis's SVM defaults reach its verb (a missing provider would leave C = 0, which no SVM accepts). */
    @ParameterizedTest
    @MethodSource("svmVerbs")
    void svmOptions_defaultToTheAnalysisDefaults_andTakeAGivenValue(Callable<Integer> verb, double cost,
                                                                    int maxEpochs) {
        CommandLine cmd = new CommandLine(verb);
        cmd.parseArgs("data.yaml");
        assertEquals(cost, (double) cmd.getCommandSpec().findOption("--cost").getValue());
        assertEquals(maxEpochs, (int) cmd.getCommandSpec().findOption("--max-epochs").getValue());
        cmd = new CommandLine(verb);
        cmd.parseArgs("data.yaml", "--cost", "7", "--max-epochs", "3");
        assertEquals(7.0, (double) cmd.getCommandSpec().findOption("--cost").getValue());
        assertEquals(3, (int) cmd.getCommandSpec().findOption("--max-epochs").getValue());
    }

    /** run and audit refuse a worker count below one the same way: exit 2, the option and the value named. */
    @ParameterizedTest
    @MethodSource("threadsZero")
    void threadsBelowOne_isBadInput_inEveryVerbThatFitsInParallel(String[] args) {
        var out = new Cli(tmp, Learners.ALL, Map.of()).run(args);
        assertEquals(2, out.exit(), out.err());
        assertTrue(out.err().contains("--threads must be >= 1, got 0"), out.err());
    }

    static Stream<Arguments> threadsZero() {
        String tiny = Resources.path("experiments/tiny.yaml").toString();
        return Stream.of(
                Arguments.of((Object) new String[] {"run", tiny, "--threads", "0"}),
                Arguments.of((Object) new String[] {"audit", "--learner", "dp-gd", "--epsilon", "1",
                        "--delta", "1e-5", "--threads", "0", "--runs", "10"}));
    }
}
