package privbench.harness.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static privbench.harness.audit.NegativeControls.audit;
import static privbench.harness.audit.NegativeControls.caught;
import static privbench.harness.audit.NegativeControls.clean;

import java.util.Arrays;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import privbench.data.Dataset;
import privbench.harness.audit.attack.AttackContext;
import privbench.harness.audit.attack.Attacks;
import privbench.harness.audit.attack.MultiRunAttack;
import privbench.harness.audit.attack.Worlds;
import privbench.harness.testing.OverClaim;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.Learners;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;
import privbench.testing.DelegatingNoise;

/**
 * Negative control of auc-private-tuning (Chaudhuri, Monteleoni and Sarwate 2011, Algorithm 3, on Wang et al. 2021,
 * Algorithm 1): the factor 2 dropped from its exponential mechanism's exponent. PROVISIONAL: exploration.
 */
class NegativeControlAucTuningTest {

    private static final String ID = "auc-private-tuning";
    private static final int RUNS = 5000;
    private static final long MODEL_SEED = 12;

    @Test
    void worlds_areTheDerivedOnes() {
        LearnerSpec<?> spec = Learners.byId(ID).orElseThrow();
        PrivateLearner l = embedded(spec.create(spec.bind(Map.of())), MODEL_SEED);
        Worlds w = worlds(spec, l);
        Fit in = l.fit(TrainingData.privateOnly(w.in()), new Budget(1, 0), SeededNoise.ofSeed(7));
        Fit out = l.fit(TrainingData.privateOnly(w.out()), new Budget(1, 0), SeededNoise.ofSeed(7));
        assertEquals("[0.5, 0.5, 0.5, 0.5, 0.5]", aucs(in));
        assertEquals("[1.0, 1.0, 1.0, 1.0, 0.0]", aucs(out));
    }

    @Test
    void correct_staysBelow() throws InterruptedException {
        AuditResult r = audit(ID, "selection-choice", Map.of(), 1, 0, RUNS, 0, RunNoise.seeded(91),
                l -> embedded(l, MODEL_SEED));
        System.out.println("MEASURE correct " + r.summary());
        assertEquals("selection-choice", r.canary());
        clean(r);
    }

    @Test
    void factorTwoDropped_isCaught() throws InterruptedException {
        AuditResult r = audit(ID, "selection-choice", Map.of(), 1, 0, RUNS, 0, RunNoise.seeded(92),
                l -> embedded(OverClaim.factor(l, 2), MODEL_SEED));
        System.out.println("MEASURE broken " + r.summary());
        caught(r);
    }

    private static String aucs(Fit f) {
        double[] a = new double[5];
        for (int k = 0; k < 5; k++) {
            a[k] = f.diagnostics().get("validation_auc_" + k);
        }
        return Arrays.toString(a);
    }

    private static Worlds worlds(LearnerSpec<?> spec, PrivateLearner learner) {
        MultiRunAttack attack = (MultiRunAttack) Attacks.byId("selection-choice");
        return attack.worlds(new AttackContext(spec, learner, Neighbouring.REPLACE_ONE_SAME_LABEL,
                attack.defaultRows(), attack.defaultCols(0), 11,
                Dataset.empty("audit/public", attack.defaultCols(0), java.util.List.of("0", "1"))));
    }

    /** The learner on the embedding of its data, with the partition and the five models held fixed. */
    static PrivateLearner embedded(PrivateLearner inner, long modelSeed) {
        return (data, budget, noise) -> inner.fit(TrainingData.privateOnly(embed(data.sensitive())), budget,
                new HeldModels(noise, SeededNoise.ofSeed(modelSeed)));
    }

    /**
     * Fixed rows (u = e_0) followed by the attack's rows. With the identity partition the r-th row of a class
     * goes to part r mod 6.
     */
    static Dataset embed(Dataset rows) {
        int d = rows.cols();
        // positives: ranks 0-4 at u, 5 at -u (the validation's bias row), 6-10 at -u; the canary then has rank 11
        // negatives: ranks 0-2 at -u, 3-11 zero; the attack's three (u, 0) rows then have ranks 12-14 (parts 0-2)
        int pos = 11;
        int neg = 12;
        int n = pos + neg + rows.rows();
        double[] x = new double[n * d];
        int[] labels = new int[n];
        int i = 0;
        for (int r = 0; r < pos; i++, r++) {
            x[i * d] = r < 5 ? 1 : -1;
            labels[i] = 1;
        }
        for (int r = 0; r < neg; i++, r++) {
            x[i * d] = r < 3 ? -1 : 0;
            labels[i] = 0;
        }
        System.arraycopy(rows.x(), 0, x, i * d, rows.rows() * d);
        System.arraycopy(rows.labels(), 0, labels, i, rows.rows());
        return Dataset.labelled(rows.name() + "/embedded", x, n, d, labels, rows.classNames(),
                Math.max(1.0, rows.normBound()));
    }

    /**
     * The run's noise with the partition's structural stream replaced by one that makes the shuffle the identity
     * and the five models' streams drawn from a fixed source; the selection's stream is the run's own.
     */
    static final class HeldModels extends DelegatingNoise {

        private final NoiseSource models;

        HeldModels(NoiseSource inner, NoiseSource models) {
            super(inner);
            this.models = models;
        }

        @Override
        public RandomGenerator structural(String label) {
            return label.equals("tuning-partition") ? IDENTITY : inner.structural(label);
        }

        @Override
        public NoiseSource child(String label) {
            return label.startsWith("lambda-") ? models.child(label) : new HeldModels(inner.child(label), models);
        }
    }

    /** Every uniform just below 1: Fisher-Yates then swaps each element with itself. */
    private static final RandomGenerator IDENTITY = () -> -1L;
}
