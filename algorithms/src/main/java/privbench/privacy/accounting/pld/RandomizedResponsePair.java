package privbench.privacy.accounting.pld;

/**
 * The dominating pair of every eps-DP mechanism: binary randomised response with log-odds eps
 * (Kairouz, Oh and Viswanath 2015). Under P the loss is +eps with probability e^eps / (1 + e^eps) and -eps
 * otherwise; under Q the probabilities swap. The pair is symmetric, so add and remove coincide.
 *
 * @param epsilon the pure-DP epsilon (> 0)
 */
record RandomizedResponsePair(double epsilon) implements DominatingPair {

    private double likely() {
        return 1 / (1 + Math.exp(-epsilon));
    }

    @Override
    public double survivalP(double loss) {
        return loss < -epsilon ? 1 : loss < epsilon ? likely() : 0;
    }

    @Override
    public double survivalQ(double loss) {
        return loss < -epsilon ? 1 : loss < epsilon ? 1 - likely() : 0;
    }

    @Override
    public double lowerLoss(double tail) {
        return -epsilon;
    }

    @Override
    public double upperLoss(double tail) {
        return epsilon;
    }
}
