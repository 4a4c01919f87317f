package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.audit.AuditResult;
import privbench.harness.testing.Cli;
import privbench.harness.testing.FalseClaim;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;

/** The audit verb: exit codes, audit.json, parameters, and a learner that lies about its privacy. */
class AuditCommandTest {

    @TempDir
    Path root;

    private Cli.Outcome audit(String... args) {
        List<LearnerSpec<?>> catalogue = new ArrayList<>(Learners.ALL);
        catalogue.add(LearnerSpec.of(FalseClaim.class));
        List<String> all = new ArrayList<>(List.of("audit", "--out", root.resolve("out").toString()));
        all.addAll(List.of(args));
        return new Cli(root, catalogue, Map.of()).run(all.toArray(new String[0]));
    }

    @Test
    void dpGd_noViolation_exit0_andAuditJson() throws IOException {
        var out = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--runs", "100",
                "--params", "iterations=50", "--threads", "2");
        assertEquals(0, out.exit(), out.err());
        assertTrue(out.out().startsWith("audit dp-gd at epsilon 1, delta 0.00001: epsilon_lb = "), out.out());
        assertTrue(out.out().contains("no violation"), out.out());
        assertTrue(out.err().contains("audit: 200/200 fits"), "progress: " + out.err());
        AuditResult r = AuditResult.read(root.resolve("out/audit.json"));
        assertTrue(r.params().contains("\"iterations\":50"), r.params());
        assertEquals(100, r.runsPerWorld());
        assertEquals(100, r.scoresIn().size());
        // gradient-wedge's selection share is 0.02, but at least a tenth of the runs up to 200: 10 runs per world
        // fit the Gaussian, 90 evaluate the pooled pair
        assertEquals(90, r.truePositive() + r.falseNegative());
        assertEquals(90, r.evaluationRuns());
        assertEquals("pooled-tails", r.test());
        assertEquals("gradient-wedge", r.canary());
        assertEquals("crafted", r.threat());
        assertEquals("full-batch-gradient", r.family());
        assertEquals(1.0, r.claimedEpsilon(), 1e-9);
        assertFalse(r.violation());
    }

    @Test
    void threatModels_areADeclaredAxis_andTheirClashesAreBadInput() throws IOException {
        var bad = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--threat", "natural");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--threat must be crafted or natural-canary, got natural"), bad.err());
        var clash = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--threat", "natural-canary",
                "--attack", "clipbkd");
        assertEquals(2, clash.exit());
        assertTrue(clash.err().contains("leave out --attack clipbkd"), clash.err());
        var data = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--natural-data", "x.gz");
        assertEquals(2, data.exit());
        assertTrue(data.err().contains("--natural-data needs --threat natural-canary"), data.err());
        Path none = root.resolve("no-images-idx3-ubyte.gz");
        var missing = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--threat", "natural-canary",
                "--natural-data", none.toString(), "--runs", "10");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("no-images-idx3-ubyte.gz") && missing.err().contains("no such images file"),
                missing.err());
    }

    @Test
    void dpSgd_onMoreRowsThanItsBatch_isAuditedAtItsOwnRelation() throws IOException {
        // the 100-row probe with B = 128 records replace-one (B >= n), the 300-row fits add-remove: the audit
        // probes again at its own row count instead of refusing
        var out = audit("--learner", "dpsgd-full", "--epsilon", "1", "--delta", "1e-5", "--runs", "10", "--n", "300",
                "--params", "batchSize=128", "--params", "steps=5", "--params", "accountant=rdp");
        assertEquals(0, out.exit(), out.err());
        AuditResult r = AuditResult.read(root.resolve("out/audit.json"));
        assertEquals("add-remove", r.relation());
    }

    @Test
    void naturalCanary_onFashionMnist_whenInstalled() throws IOException {
        Path images = privbench.harness.audit.attack.NaturalCanaryAttack.DEBIAN_FASHION_MNIST;
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(images),
                "Fashion-MNIST not installed (apt-get install dataset-fashion-mnist): natural-canary run skipped");
        var out = audit("--learner", "dp-gd", "--epsilon", "10", "--delta", "1e-5", "--threat", "natural-canary",
                "--runs", "60", "--n", "300", "--params", "iterations=20");
        assertEquals(0, out.exit(), out.err());
        AuditResult r = AuditResult.read(root.resolve("out/audit.json"));
        assertEquals("natural-canary", r.canary());
        assertEquals("natural-canary", r.threat());
        assertTrue(r.data().startsWith("natural: first 300 images of train-images-idx3-ubyte.gz"), r.data());
        assertEquals(784, r.d());
        // a real signal at claimed 10 (mu 2.0), and no certified bound above the claim
        assertTrue(r.muEstimate() > 0.5 && r.epsilonLowerBound() > 0 && r.epsilonLowerBound() <= 10, r.summary());
    }

    @Test
    void jsonParams_bindLikeKeyValuePairs() throws IOException {
        var out = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--runs", "10",
                "--params", "{\"iterations\": 20, \"loss\": \"hinge\"}");
        assertEquals(0, out.exit(), out.err());
        String params = AuditResult.read(root.resolve("out/audit.json")).params();
        assertTrue(params.contains("\"iterations\":20") && params.contains("\"loss\":\"hinge\""), params);
    }

    @Test
    void aLearnerThatClaimsPrivacyWithoutNoise_isAViolation_exit1() throws IOException {
        var out = audit("--learner", "false-claim", "--epsilon", "0.5", "--delta", "1e-5", "--runs", "100");
        assertEquals(1, out.exit(), out.out() + out.err());
        assertTrue(out.out().contains("VIOLATION"), out.out());
        AuditResult r = AuditResult.read(root.resolve("out/audit.json"));
        // deterministic: every "in" run scores above every "out" run; 90 evaluation runs per world with no
        // errors certify ln(0.025^(1/90) / (1 - 0.025^(1/90))) = 3.17 at 95% (pure-DP claim: delta 0)
        assertEquals(3.17, r.epsilonLowerBound(), 0.01);
        // no registration line: the family comes from its guarantee's event (pure DP: a perturbed minimiser)
        assertEquals("output-perturbation", r.family());
        assertTrue(r.violation());
    }

    @Test
    void badInput_exit2() {
        assertEquals(2, audit("--learner", "no-such", "--epsilon", "1", "--delta", "1e-5").exit());
        assertEquals(2, audit("--learner", "dp-gd", "--epsilon", "0", "--delta", "1e-5").exit());
        assertEquals(2, audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--runs", "1").exit());
        var param = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--params", "speed=3");
        assertEquals(2, param.exit());
        assertTrue(param.err().contains("learner dp-gd has no parameter 'speed'"), param.err());
        var canary = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "1e-5", "--canary", "loud");
        assertEquals(2, canary.exit());
        assertTrue(canary.err().contains("--canary must be one of clipbkd, mislabelled"), canary.err());
        // dp-gd refuses delta = 0 (a Gaussian mechanism): the learner's refusal is bad input too
        var delta = audit("--learner", "dp-gd", "--epsilon", "1", "--delta", "0", "--runs", "4");
        assertEquals(2, delta.exit());
        assertTrue(delta.err().contains("the learner refuses the audit"), delta.err());
        assertFalse(Files.exists(root.resolve("out/audit.json")), "nothing is written on bad input");
    }
}
