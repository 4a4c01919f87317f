package privbench.privacy.accounting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import privbench.privacy.Accountant;
import privbench.privacy.PrivacyEvent;

/**
 * Which single mechanisms each accountant prices, pinned as a table. Most accountants derive {@code supportsLeaf}
 * from their leaf-pricing dispatch instead of restating it as a list; this table, copied from each class's
 * Javadoc, catches a dispatch that grows or loses a leaf (AccountantsTest checks that supports and epsilon agree,
 * not which leaves they agree on).
 */
class AccountantSupportTableTest {

    private static final Map<String, PrivacyEvent> LEAVES = leaves();

    private static Map<String, PrivacyEvent> leaves() {
        Map<String, PrivacyEvent> m = new LinkedHashMap<>();
        m.put("gaussian", new PrivacyEvent.Gaussian(2));
        m.put("subsampled", new PrivacyEvent.SubsampledGaussian(1, 0.01));
        m.put("full-subsampled", new PrivacyEvent.SubsampledGaussian(1, 1));
        m.put("laplace", new PrivacyEvent.Laplace(2));
        m.put("pure", new PrivacyEvent.PureDp(0.5));
        m.put("approx", new PrivacyEvent.ApproxDp(0.5, 1e-6));
        m.put("zcdp", new PrivacyEvent.Zcdp(0.1));
        m.put("noop", new PrivacyEvent.NoOp());
        m.put("nonprivate", new PrivacyEvent.NonPrivate());
        return m;
    }

    @Test
    void everyAccountant_pricesExactlyTheLeavesItDocuments() {
        Map<String, Set<String>> expected = new LinkedHashMap<>();
        expected.put("gdp", Set.of("gaussian", "noop", "nonprivate"));
        expected.put("gdp-paper", Set.of("gaussian", "noop", "nonprivate"));
        expected.put("zcdp", Set.of("gaussian", "zcdp", "pure", "laplace", "noop", "nonprivate"));
        expected.put("pure", Set.of("pure", "laplace", "approx", "noop", "nonprivate"));
        expected.put("pld", Set.of("gaussian", "subsampled", "full-subsampled", "laplace", "pure", "noop",
                "nonprivate"));
        expected.put("prv", Set.of("gaussian", "subsampled", "full-subsampled", "noop"));
        for (Accountant a : List.of(Accountants.GDP, Accountants.GDP_PAPER, Accountants.ZCDP, Accountants.PURE,
                Accountants.PLD, Accountants.PRV)) {
            Set<String> priced = new TreeSet<>();
            LEAVES.forEach((name, leaf) -> {
                if (a.supports(leaf)) {
                    priced.add(name);
                }
            });
            assertEquals(new TreeSet<>(expected.get(a.id())), priced, a.id());
        }
    }
}
