package privbench.privacy.accounting.rdp;

import privbench.privacy.PrivacyEvent;

/**
 * The RDP curve of an event tree on an order grid: RDP adds under composition at every order, so each leaf's
 * curve is weighted by how often it repeats and summed. The leaves are priced by the accountant that asks.
 */
final class RdpCurve {

    /** The RDP of one leaf mechanism at one order. */
    interface Leaf {
        double rdp(PrivacyEvent leaf, double alpha);
    }

    private RdpCurve() {
    }

    /** The curve of the event on the orders; no-ops cost nothing. */
    static double[] of(PrivacyEvent event, double[] orders, Leaf leaf) {
        double[] out = new double[orders.length];
        accumulate(event, 1, orders, leaf, out);
        return out;
    }

    private static void accumulate(PrivacyEvent event, double count, double[] orders, Leaf leaf, double[] out) {
        if (event instanceof PrivacyEvent.Repeated r) {
            accumulate(r.event(), count * r.count(), orders, leaf, out);
        } else if (event instanceof PrivacyEvent.Composed c) {
            for (PrivacyEvent e : c.events()) {
                accumulate(e, count, orders, leaf, out);
            }
        } else if (!(event instanceof PrivacyEvent.NoOp)) {
            for (int k = 0; k < orders.length; k++) {
                double r = leaf.rdp(event, orders[k]);
                // 0 * Infinity would be NaN; a zero-cost order stays zero
                out[k] += r == 0 ? 0 : count * r;
            }
        }
    }
}
