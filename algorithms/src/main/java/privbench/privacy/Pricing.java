package privbench.privacy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What an accountant says about one event at one delta: the epsilon it certifies, the delta spent (the
 * requested one, or less for basic composition of pure events), its id, and details particular to the method
 * (the RDP order attaining the minimum, the PRV estimate beside its upper bound), in a stable order.
 *
 * @param epsilon    certified epsilon
 * @param delta      delta spent
 * @param accountant the accountant's id
 * @param details    method details by name (numbers or text), insertion order kept
 */
public record Pricing(double epsilon, double delta, String accountant, Map<String, Object> details) {

    public Pricing {
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }
}
