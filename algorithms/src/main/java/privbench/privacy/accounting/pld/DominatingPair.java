package privbench.privacy.accounting.pld;

/**
 * A pair of output distributions (P, Q) of a mechanism on neighbouring inputs, described by the law of
 * its privacy loss L = ln(dP/dQ): under P (the privacy loss distribution) and under Q. Every hockey-stick
 * divergence, hence every (epsilon, delta), is a functional of these two laws.
 */
interface DominatingPair {

    /** P(L > loss). */
    double survivalP(double loss);

    /** Q(L > loss). */
    double survivalQ(double loss);

    /** A loss with P(L < loss) <= tail (or the exact lower end of the support). */
    double lowerLoss(double tail);

    /** A loss with P(L > loss) <= tail (or the exact upper end of the support). */
    double upperLoss(double tail);
}
