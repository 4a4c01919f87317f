package privbench.privacy.accounting;

import java.util.List;
import java.util.Optional;

/**
 * The catalogue of accountants; adding one is one line here.
 */
public final class Accountants {

    /** mu-GDP with the exact Dong-Roth-Su conversion. */
    public static final Accountant GDP = new GdpAccountant(GdpAccountant.Conversion.EXACT);

    /** mu-GDP with the conversion of Wang, Zhu and Wang (2024), Cor. E.2. */
    public static final Accountant GDP_PAPER = new GdpAccountant(GdpAccountant.Conversion.PAPER);

    /** Basic composition of directly proved (epsilon, delta) guarantees. */
    public static final Accountant PURE = new PureDpAccountant();

    /** Random stopping over mu-GDP runs, Wang, Zhu and Wang (2024) Lemma K.1 (Koskela et al. 2024). */
    public static final Accountant TNB_GDP = new RandomStoppingAccountant(RandomStoppingAccountant.Bound.TIGHT);

    /** Random stopping over mu-GDP runs, Wang, Zhu and Wang (2024) Cor. K.2 / Thm K.3. */
    public static final Accountant TNB_GDP_PAPER = new RandomStoppingAccountant(RandomStoppingAccountant.Bound.PAPER);

    /** Every accountant. */
    public static final List<Accountant> ALL = List.of(GDP, GDP_PAPER, PURE, TNB_GDP, TNB_GDP_PAPER);

    private Accountants() {
    }

    /** The accountant with the given id. */
    public static Optional<Accountant> byId(String id) {
        return ALL.stream().filter(a -> a.id().equals(id)).findFirst();
    }
}
