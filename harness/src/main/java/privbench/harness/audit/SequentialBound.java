package privbench.harness.audit;

/**
 * An anytime-valid epsilon lower bound from a stream of evaluation pairs, by testing by betting (Waudby-Smith and
 * Ramdas 2024; for DP audits, Gonzalez, Dulce-Rubio, Ramdas and Ribero 2025): each pair of runs, one per world,
 * gives a detection count x and a false-alarm count y (0 or 1 for one threshold, 0 to 2 for the pooled two-tail
 * test), and an (epsilon, delta)-DP mechanism has E[x] <= e^epsilon E[y] + scale delta. So for every epsilon' the
 * wealth K_n(epsilon') = prod (1 + lambda_i (x_i - e^epsilon' y_i - scale delta)) is a nonnegative supermartingale
 * when the mechanism is epsilon'-DP, and by Ville's inequality it reaches 1/alpha at any time with probability at
 * most alpha. The bets lambda_i are predictable (from earlier pairs only) and the same for every epsilon', so
 * K_n(epsilon') falls with epsilon', and the largest epsilon' whose wealth ever reached 1/alpha is a lower bound
 * valid at every n simultaneously: the audit may stop whenever it likes (here, as soon as the bound passes the
 * claim) and the bound still holds with confidence 1 - alpha.
 *
 * <p>The candidates are a grid from 0 to {@code claim + 0.25} in steps of 0.01 (the bound is the grid point, so it
 * rounds down, and it certifies at most claim + 0.25: the test decides whether the claim holds, and a narrow grid
 * lets it bet harder); bets are capped at 0.9 / (scale (e^(claim + 0.25) + delta)) so that every factor stays
 * positive on the grid. The bet is the aGRAPA plug-in (the running mean of the margin at the claim over its second
 * moment), clipped to [0, cap]: a stream with no evidence against the claim bets nothing.
 */
public final class SequentialBound {

    private static final double STEP = 0.01;
    /** How far above the claim the candidates go: the test answers whether the claim holds, not by how much. */
    private static final double ABOVE = 0.25;

    private final double claim;
    private final double expClaim;
    private final double delta;
    private final int scale;
    private final double logThreshold;
    private final double[] grid;
    private final double[] expGrid;
    private final double[] logWealth;
    private final boolean[] reached;
    private final double cap;
    private int pairs;
    private double sum;
    private double sumSquares;
    private int best = -1;

    /**
     * @param claim the claimed epsilon (finite, >= 0)
     * @param delta the claimed delta
     * @param scale 1 for one threshold, 2 for the pooled two-tail test (counts up to 2 per pair)
     * @param alpha 1 - confidence
     */
    public SequentialBound(double claim, double delta, int scale, double alpha) {
        if (!(claim >= 0) || Double.isInfinite(claim)) {
            throw new IllegalArgumentException("a sequential audit needs a finite claimed epsilon, got " + claim);
        }
        if (scale != 1 && scale != 2) {
            throw new IllegalArgumentException("scale must be 1 or 2, got " + scale);
        }
        this.claim = claim;
        this.expClaim = Math.exp(claim);
        this.delta = delta;
        this.scale = scale;
        this.logThreshold = Math.log(1 / alpha);
        int points = (int) Math.floor((claim + ABOVE) / STEP) + 1;
        grid = new double[points];
        expGrid = new double[points];
        for (int i = 0; i < points; i++) {
            grid[i] = i * STEP;
            expGrid[i] = Math.exp(grid[i]);
        }
        logWealth = new double[points];
        reached = new boolean[points];
        cap = 0.9 / (scale * (Math.exp(grid[points - 1]) + delta));
    }

    /** One evaluation pair: detections x and false alarms y, each in [0, scale]. */
    public void add(int x, int y) {
        if (x < 0 || y < 0 || x > scale || y > scale) {
            throw new IllegalArgumentException("counts must be in [0, " + scale + "], got " + x + ", " + y);
        }
        double lambda = bet();
        for (int i = 0; i < grid.length; i++) {
            logWealth[i] += Math.log1p(lambda * (x - expGrid[i] * y - scale * delta));
            if (logWealth[i] >= logThreshold && !reached[i]) {
                reached[i] = true;
                best = Math.max(best, i);
            }
        }
        double z = x - expClaim * y - scale * delta;
        pairs++;
        sum += z;
        sumSquares += z * z;
    }

    /** The predictable bet: from the pairs before this one only. */
    private double bet() {
        if (pairs == 0) {
            return 0;
        }
        double mean = sum / pairs;
        double second = sumSquares / pairs;
        if (!(mean > 0) || !(second > 0)) {
            return 0;
        }
        return Math.min(cap, mean / second);
    }

    /** The anytime-valid lower bound so far (0 when no candidate was rejected). */
    public double bound() {
        return best < 0 ? 0 : grid[best];
    }

    /** Whether the bound has passed the claim (the claim is rejected, with confidence 1 - alpha). */
    public boolean rejectsClaim() {
        return bound() > claim;
    }

    /** Pairs seen. */
    public int pairs() {
        return pairs;
    }

    /** The log wealth of the claim's own test. */
    public double logWealthAtClaim() {
        int i = Math.min(grid.length - 1, (int) Math.round(claim / STEP));
        return logWealth[i];
    }
}
