package privbench.privacy.accounting;

import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;

/**
 * Prices a {@link PrivacyEvent} as (epsilon, delta). Stateless; one implementation per accounting method.
 */
public interface Accountant {

    /** Short id written to result files, e.g. {@code rdp}, {@code gdp}, {@code pld}. */
    String id();

    /** True when this accountant can price every leaf of the event tree. */
    boolean supports(PrivacyEvent event);

    /**
     * The smallest epsilon this accountant certifies at the given delta.
     *
     * @throws IllegalArgumentException when the event is not supported or delta is out of range
     */
    double epsilon(PrivacyEvent event, double delta);

    /** The guarantee for the event at the given delta under the given relation. */
    default Guarantee guarantee(PrivacyEvent event, double delta, Neighbouring relation) {
        return new Guarantee(epsilon(event, delta), delta, id(), relation, event, "");
    }
}
