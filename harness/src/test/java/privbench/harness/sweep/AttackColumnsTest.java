package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.tables.CsvTable;
import privbench.learners.Learners;
import privbench.linalg.StandardNormal;

/**
 * Every cell of a run reads its spent guarantee in attack terms: {@code tpr_at_fpr_0.01} and {@code tpr_at_fpr_0.001}
 * lie in [FPR, min(1, e^epsilon_spent FPR + delta_spent)], {@code mu} is given exactly where the accountant is GDP's and
 * then the TPRs are Phi(Phi^-1(FPR) + mu) to 1e-9, and a non-private cell allows TPR 1. Real learners of three
 * accountants (gdp, pure, prv), so that every branch of the columns is written.
 */
class AttackColumnsTest {

    @TempDir
    Path tmp;

    @Test
    void everyCellsTprLiesWithinItsSpentGuarantee_andIsTheGaussianCurveWhereMuIsGiven() throws IOException {
        Path yaml = tmp.resolve("attack.yaml");
        Files.writeString(yaml, """
                name: attack-columns
                description: the attack columns of three accountants
                reference: test fixture
                seed: 11
                repetitions: 2
                dataset:
                  synthetic: {generator: margin-halfspace, n: 300, d: 5, margin: 0.2}
                split: {test: 0.25}
                sweep:
                  epsilon: [0.5, 2, .inf]
                  delta: 1e-5
                learners:
                  - id: dp-gd
                    params: {iterations: 20}
                  - id: nuz20-pure
                    params: {gamma: 0.2, projection: 2, candidates: 50}
                  - id: dpsgd-full
                    params: {steps: 20, batchSize: 32, accountant: rdp}
                metrics: [accuracy]
                """);
        Path out = tmp.resolve("out");
        new ExperimentRun(Learners.ALL, new DataDirectory(Optional.empty(), Map.of()), Progress.silent())
                .run(ExperimentRun.Request.of(yaml, tmp).out(out).threads(2)
                        .commandLine(List.of("run", yaml.toString())).build());
        CsvTable cells = CsvTable.read(out.resolve("cells.csv"));
        assertEquals(CellsLayout.ATTACK, cells.header().subList(cells.header().size() - 3, cells.header().size()));
        int withMu = 0;
        int unbounded = 0;
        for (List<String> r : cells.rows()) {
            assertEquals("ok", cells.get(r, "status"), cells.get(r, "error"));
            double eps = Double.parseDouble(cells.get(r, "epsilon_spent").replace("inf", "Infinity"));
            double delta = Double.parseDouble(cells.get(r, "delta_spent"));
            String mu = cells.get(r, "mu");
            for (double fpr : CellsLayout.ATTACK_FPRS) {
                double tpr = Double.parseDouble(cells.get(r, "tpr_at_fpr_" + fpr));
                if (Double.isInfinite(eps)) {
                    assertEquals(1.0, tpr);
                    unbounded++;
                    continue;
                }
                double bound = Math.min(1, Math.exp(eps) * fpr + delta);
                assertTrue(tpr >= fpr && tpr <= bound * (1 + 1e-12), cells.get(r, "learner") + " at epsilon "
                        + eps + ": TPR " + tpr + " outside [" + fpr + ", " + bound + "]");
                if (!mu.isEmpty()) {
                    assertEquals(StandardNormal.cdf(StandardNormal.quantile(fpr) + Double.parseDouble(mu)), tpr, 1e-9);
                    withMu++;
                }
            }
            assertEquals(cells.get(r, "accountant").startsWith("gdp") && Double.isFinite(eps), !mu.isEmpty(),
                    cells.get(r, "learner") + " " + cells.get(r, "accountant"));
        }
        assertTrue(withMu > 0 && unbounded > 0, withMu + " cells with mu, " + unbounded + " without a guarantee");
    }
}
