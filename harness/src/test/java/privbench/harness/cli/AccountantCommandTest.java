package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;
import privbench.privacy.accounting.Gdp;

class AccountantCommandTest {

    /** Exit code, standard output and standard error of one run. */
    private record Run(int code, String out, String err) {
        JsonNode json() throws Exception {
            return new ObjectMapper().readTree(out);
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new AccountantCommand());
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static final String[] ISSUE = {"--mechanism", "subsampled-gaussian", "--noise-multiplier", "1.3",
        "--sampling-rate", "0.0025", "--steps", "6000", "--delta", "1e-5", "--json"};

    private static String[] with(String[] base, String... more) {
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }

    /** Issue 36: the defaults are the contract's (rdp, one step), so leaving them implicit is said on stderr. */
    @Test
    void implicitStepsAndAccountant_areNamedOnStderr_andExplicitOnesAreNot() throws Exception {
        Run implicit = run("--mechanism", "subsampled-gaussian", "--noise-multiplier", "1", "--sampling-rate", "0.01",
                "--delta", "1e-5", "--json");
        assertEquals(0, implicit.code(), implicit.err());
        assertTrue(implicit.err().contains("--steps not given") && implicit.err().contains("--accountant prv"),
                implicit.err());
        assertEquals(1, implicit.json().get("steps").asLong());
        Run explicit = run(with(ISSUE, "--accountant", "rdp"));
        assertEquals("", explicit.err());
        assertTrue(explicit.json().has("tpr_at_fpr_0.01") && !explicit.json().has("mu"));
    }

    @Nested
    class Epsilon {

        @Test
        void issueExample_onTheTfoGrid_printsTheTfPrivacyValue() throws Exception {
            // D1 #2: 0.7242234026109595 at order 19 on the TFO grid (tensorflow/privacy compute_dp_sgd_privacy_test.py L42)
            Run r = run(with(ISSUE, "--orders", "tfo"));
            assertEquals(0, r.code(), r.err());
            JsonNode j = r.json();
            assertEquals(0.7242234026109595, j.get("epsilon").asDouble(), 0.7242234026109595 * 1e-6);
            assertEquals(19, j.get("order").asDouble());
            assertEquals(1e-5, j.get("delta").asDouble());
            assertEquals("rdp", j.get("accountant").asText());
            assertEquals("tfo", j.get("orders").asText());
        }

        @Test
        void issueExample_onTheDefaultGrid_isAtMostTheTfoValue_byUnderOnePercent() throws Exception {
            Run r = run(ISSUE);
            assertEquals(0, r.code(), r.err());
            double eps = r.json().get("epsilon").asDouble();
            assertTrue(eps <= 0.7242234026109595 && eps > 0.99 * 0.7242234026109595, "got " + eps);
            assertEquals("default", r.json().get("orders").asText());
            assertEquals("add-remove", r.json().get("neighbouring").asText());
            assertEquals("poisson", r.json().get("sampling").asText());
        }

        @Test
        void prvAndPld_giveTheNearTightValue() throws Exception {
            // D2 #15 setting: PRV 6.777395712150674 (Opacus), PLD 6.7671 (dp_accounting)
            String[] base = {"--mechanism", "subsampled-gaussian", "--noise-multiplier", "1.5", "--sampling-rate",
                "0.04", "--steps", "2249", "--delta", "1e-5", "--json"};
            JsonNode prv = run(with(base, "--accountant", "prv")).json();
            assertEquals(6.777395712150674, prv.get("epsilon").asDouble(), 1e-6);
            assertEquals("prv", prv.get("accountant").asText());
            assertFalse(prv.has("order"));
            JsonNode pld = run(with(base, "--accountant", "pld")).json();
            assertEquals(6.7671, pld.get("epsilon").asDouble(), 1e-4);
        }

        @Test
        void gaussianWithGdp_isTheExactConversion() throws Exception {
            Run r = run("--mechanism", "gaussian", "--noise-multiplier", "2", "--steps", "10", "--delta", "1e-5",
                    "--accountant", "gdp", "--json");
            assertEquals(0, r.code(), r.err());
            assertEquals(Gdp.epsilon(Math.sqrt(10) / 2, 1e-5), r.json().get("epsilon").asDouble(), 1e-12);
        }

        @Test
        void laplaceWithoutDelta_isPureComposition() throws Exception {
            Run r = run("--mechanism", "laplace", "--scale", "4", "--sensitivity", "2", "--steps", "3", "--json");
            assertEquals(0, r.code(), r.err());
            assertEquals(1.5, r.json().get("epsilon").asDouble(), 1e-15);
            assertEquals(0, r.json().get("delta").asDouble());
            assertEquals("pure", r.json().get("accountant").asText());
        }

        @Test
        void textForm_isReadable() {
            Run r = run(with(Arrays.copyOf(ISSUE, ISSUE.length - 1), "--orders", "tfo"));
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("epsilon 0.7242234 at delta 1e-05 (rdp accountant, optimal order 19"), r.out());
            assertTrue(r.out().contains("subsampled-gaussian: noise multiplier 1.3, Poisson sampling rate 0.0025, 6000 steps"),
                    r.out());
        }
    }

    @Nested
    class Inverse {

        @Test
        void targetEpsilon_printsTheSmallestNoiseMultiplier() throws Exception {
            // D3 #21: Opacus search, RDP on its own orders, target 8, q 0.04, T 2250 -> 1.416 (places=4)
            Run r = run("--mechanism", "subsampled-gaussian", "--target-epsilon", "8", "--sampling-rate", "0.04",
                    "--steps", "2250", "--delta", "1e-5", "--orders", "opo", "--search", "opacus", "--json");
            assertEquals(0, r.code(), r.err());
            JsonNode j = r.json();
            assertEquals(1.416, j.get("noise_multiplier").asDouble(), 5e-5);
            assertTrue(j.get("epsilon").asDouble() <= 8);
            assertEquals(8, j.get("target_epsilon").asDouble());
        }

        @Test
        void preciseSearch_withPrv_meetsTheTarget() throws Exception {
            Run r = run("--mechanism", "subsampled-gaussian", "--target-epsilon", "2", "--sampling-rate", "0.01",
                    "--steps", "1000", "--delta", "1e-5", "--accountant", "prv", "--json");
            assertEquals(0, r.code(), r.err());
            double eps = r.json().get("epsilon").asDouble();
            assertTrue(eps <= 2 && eps > 1.99, "got " + eps);
        }

        @Test
        void unreachableTarget_isBadInput_notALoop() {
            Run r = run("--mechanism", "subsampled-gaussian", "--target-epsilon", "0.1", "--sampling-rate", "0.0028",
                    "--steps", "500", "--delta", "1e-5", "--orders", "opo");
            assertEquals(2, r.code());
            String first = r.err().lines().findFirst().orElse("");
            assertTrue(first.contains("--target-epsilon") && first.contains("0.1028"), first);
        }
    }

    @Nested
    class BadInput {

        @ParameterizedTest
        @CsvSource(delimiter = '|', value = {
            "--mechanism exponential --noise-multiplier 1 --delta 1e-5 | --mechanism",
            "--mechanism gaussian --noise-multiplier 0 --delta 1e-5 | --noise-multiplier",
            "--mechanism gaussian --noise-multiplier abc --delta 1e-5 | --noise-multiplier",
            "--mechanism gaussian --noise-multiplier 1 --delta 0 | --delta",
            "--mechanism gaussian --noise-multiplier 1 --delta 1.5 | --delta",
            "--mechanism gaussian --noise-multiplier 1 | --delta",
            "--mechanism gaussian --noise-multiplier 1 --delta 1e-5 --steps 0 | --steps",
            "--mechanism subsampled-gaussian --noise-multiplier 1 --delta 1e-5 | --sampling-rate",
            "--mechanism subsampled-gaussian --noise-multiplier 1 --sampling-rate 1.5 --delta 1e-5 | --sampling-rate",
            "--mechanism gaussian --noise-multiplier 1 --sampling-rate 0.1 --delta 1e-5 | --sampling-rate",
            "--mechanism gaussian --delta 1e-5 | --noise-multiplier",
            "--mechanism gaussian --noise-multiplier 1 --target-epsilon 1 --delta 1e-5 | --target-epsilon",
            "--mechanism gaussian --noise-multiplier 1 --delta 1e-5 --accountant moments | --accountant",
            "--mechanism subsampled-gaussian --noise-multiplier 1 --sampling-rate 0.1 --delta 1e-5 --accountant gdp | --accountant",
            "--mechanism gaussian --noise-multiplier 1 --delta 1e-5 --orders fine | --orders",
            "--mechanism gaussian --noise-multiplier 1 --delta 1e-5 --accountant pld --orders tfo | --orders",
            "--mechanism laplace --noise-multiplier 1 | --noise-multiplier",
            "--mechanism laplace --scale -1 | --scale",
            "--mechanism gaussian --scale 1 --delta 1e-5 | --scale",
        })
        void isRefusedWithExitCode2_andAFirstLineNamingTheOption(String args, String option) {
            Run r = run(args.trim().split(" +"));
            assertEquals(2, r.code(), r.out() + r.err());
            String first = r.err().lines().findFirst().orElse("");
            assertTrue(first.contains(option), "first line should name " + option + ": " + first);
            assertTrue(r.out().isEmpty(), "nothing on stdout");
        }

        @Test
        void missingMechanism_isRefusedByPicocli() {
            Run r = run("--noise-multiplier", "1", "--delta", "1e-5");
            assertEquals(2, r.code());
            assertTrue(r.err().lines().findFirst().orElse("").contains("--mechanism"));
        }
    }
}
