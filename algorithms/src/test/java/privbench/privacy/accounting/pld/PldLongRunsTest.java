package privbench.privacy.accounting.pld;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.privacy.accounting.SgmReference;

/**
 * The PLD accountant on thousands of compositions: values computed with dp_accounting's PLD in
 * accountant-vectors.md (D1 #14, D2 #15, D2 #17), quoted to 4-6 decimals. Same discretisation family
 * (connect the dots, grid 1e-4), different truncation details: agreement ~1e-5, ours never lower by more.
 */
class PldLongRunsTest {

    private static final PldAccountant PLD = new PldAccountant();

    static Stream<SgmReference> longRuns() {
        return Stream.of(
                // Abadi setting: sigma 4, q 0.01, T 10000 / 40000, delta 1e-5: PLD 0.9470 / 2.0334
                new SgmReference("D1 #14", 4, 0.01, 10_000, 1e-5, 0.9470, 1e-4),
                new SgmReference("D1 #14", 4, 0.01, 40_000, 1e-5, 2.0334, 1e-4),
                // Opacus setting: sigma 1.5, q 0.04, delta 1e-5: 6.7671 at T 2249, 6.7688 at T 2250
                new SgmReference("D2 #15", 1.5, 0.04, 2249, 1e-5, 6.7671, 1e-4),
                new SgmReference("D2 #15", 1.5, 0.04, 2250, 1e-5, 6.7688, 1e-4),
                // long runs of the PRV grid, delta 1e-6: (0.8, 0.001, 20000) -> 1.286152, (2.0, 0.05, 50000) -> 45.225844
                new SgmReference("D2 #17", 0.8, 0.001, 20_000, 1e-6, 1.286152, 2e-5),
                new SgmReference("D2 #17", 2.0, 0.05, 50_000, 1e-6, 45.225844, 1e-3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("longRuns")
    void matchesDpAccountingsPld(SgmReference reference) {
        reference.assertPricedBy(PLD);
    }
}
