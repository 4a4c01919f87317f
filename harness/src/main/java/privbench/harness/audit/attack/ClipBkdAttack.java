package privbench.harness.audit.attack;

import java.util.Map;
import privbench.data.Dataset;
import privbench.data.synthetic.MarginHalfspace;
import privbench.learners.Model;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * The generic attack, for learners no family claims: a unit-norm margin halfspace in d - 1 dimensions with
 * the last coordinate free, and a canary at the declared norm bound along the base rows' direction of least
 * variance (ClipBKD of Jagielski, Ullman and Oprea 2020, "Auditing differentially private machine
 * learning: how private is private SGD?", Alg. 2) or along the class means with the wrong label; the score
 * is the released model's margin on the canary. It makes no assumption on the mechanism, so it is the
 * fallback for a new learner, and it shows non-private learners' leakage.
 */
public final class ClipBkdAttack implements MultiRunAttack {

    private static final double MARGIN = 0.1;

    private final Canary canary;

    public ClipBkdAttack(Canary canary) {
        this.canary = canary;
    }

    @Override
    public String id() {
        return canary.id();
    }

    @Override
    public String source() {
        return "Jagielski, Ullman and Oprea 2020 (ClipBKD): canary along the least-variance direction, "
                + "model margin on the canary";
    }

    @Override
    public int defaultRuns(double epsilon) {
        return 500;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        Dataset base = baseRows(c.rows(), c.cols(), c.seed(), "rows").named("audit/base");
        Canary.Point point = canary.place(base);
        NeighbouringPair pair = NeighbouringPair.of(base, point, c.relation());
        return new Worlds(pair.out(), pair.in(), (Model m) -> NeighbouringPair.score(m, pair), pair.label(),
                base.normBound(), "margin-halfspace in " + (c.cols() - 1) + " of " + c.cols() + " dimensions, n="
                        + c.rows() + ", margin=" + MARGIN + ", canary " + canary.id());
    }

    /**
     * The public rows of an audit (for learners that need them; the same in both worlds): margin-halfspace
     * rows in the first min(cols, 10) coordinates, zero elsewhere.
     */
    public static Dataset publicRows(int rows, int cols, long seed) {
        return Rows.padded(baseRows(rows, Math.min(cols, 10), seed, "public-rows"), cols).named("audit/public");
    }

    /** Margin-halfspace rows in d - 1 dimensions with a zero last coordinate (also the audit's public rows). */
    public static Dataset baseRows(int n, int d, long seed, String stream) {
        NoiseSource root = SeededNoise.ofSeed(SeededNoise.deriveSeed(seed, "audit-data"));
        Dataset rows = new MarginHalfspace().generate(n, d - 1, Map.of("margin", MARGIN), root.structural("structure"),
                root.structural(stream));
        int k = rows.cols();
        double[] x = new double[n * d];
        for (int i = 0; i < n; i++) {
            System.arraycopy(rows.x(), i * k, x, i * d, k);
        }
        return rows.withFeatures(x, d, rows.normBound());
    }
}
