package privbench.privacy.accounting;

import java.util.function.DoubleUnaryOperator;
import java.util.function.ToDoubleFunction;
import privbench.privacy.PrivacyEvent;

/**
 * The walk of an event tree that the one-number accountants (GDP's mu, zCDP's rho) share: a leaf's value, a
 * repetition's value from its event's and the count, a composition's from the sum of a term of each part.
 * A negative value means "no description here" and propagates up unchanged, as -1.
 */
final class EventFold {

    /** The value of count repetitions of an event of value v >= 0. */
    interface Repeat {
        double apply(double v, long count);
    }

    private final ToDoubleFunction<PrivacyEvent> leaf;
    private final Repeat repeat;
    private final DoubleUnaryOperator term;
    private final DoubleUnaryOperator total;

    /**
     * @param leaf   the value of an event that is neither repeated nor composed (negative when unsupported)
     * @param repeat the value of a repetition
     * @param term   what each part of a composition adds to the sum
     * @param total  the composition's value from that sum
     */
    EventFold(ToDoubleFunction<PrivacyEvent> leaf, Repeat repeat, DoubleUnaryOperator term, DoubleUnaryOperator total) {
        this.leaf = leaf;
        this.repeat = repeat;
        this.term = term;
        this.total = total;
    }

    double of(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Repeated r) {
            double v = of(r.event());
            return v < 0 ? -1 : repeat.apply(v, r.count());
        }
        if (event instanceof PrivacyEvent.Composed c) {
            double s = 0;
            for (PrivacyEvent e : c.events()) {
                double v = of(e);
                if (v < 0) {
                    return -1;
                }
                s += term.applyAsDouble(v);
            }
            return total.applyAsDouble(s);
        }
        return leaf.applyAsDouble(event);
    }
}
