package privbench.privacy;

import java.util.Map;

/**
 * Prices a {@link PrivacyEvent} as (epsilon, delta). Stateless; one implementation per accounting method.
 */
public interface Accountant {

    /** Short id written to result files, e.g. {@code rdp}, {@code gdp}, {@code pld}. */
    String id();

    /**
     * True when this accountant can price every leaf of the event tree: composed and repeated events are
     * walked here, so an accountant says only which single mechanisms it prices ({@link #supportsLeaf}).
     */
    default boolean supports(PrivacyEvent event) {
        if (event instanceof PrivacyEvent.Repeated r) {
            return supports(r.event());
        }
        if (event instanceof PrivacyEvent.Composed c) {
            return c.events().stream().allMatch(this::supports);
        }
        return supportsLeaf(event);
    }

    /** True when this accountant prices the event, which is neither composed nor repeated. */
    default boolean supportsLeaf(PrivacyEvent leaf) {
        return false;
    }

    /**
     * The smallest epsilon this accountant certifies at the given delta.
     *
     * @throws IllegalArgumentException when the event is not supported or delta is out of range
     */
    double epsilon(PrivacyEvent event, double delta);

    /**
     * Epsilon, the delta spent and what else this accountant knows about the price (the optimal RDP order,
     * the PRV estimate), for reports and the {@code accountant} verb.
     */
    default Pricing price(PrivacyEvent event, double delta) {
        return new Pricing(epsilon(event, delta), delta, id(), Map.of());
    }

    /** The guarantee for the event at the given delta under the given relation. */
    default Guarantee guarantee(PrivacyEvent event, double delta, Neighbouring relation) {
        return new Guarantee(epsilon(event, delta), delta, id(), relation, event, "");
    }
}
