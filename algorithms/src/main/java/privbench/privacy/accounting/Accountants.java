package privbench.privacy.accounting;

import java.util.List;
import java.util.Optional;
import privbench.privacy.accounting.pld.PldAccountant;
import privbench.privacy.accounting.pld.PrvAccountant;
import privbench.privacy.accounting.rdp.DiscreteSubsampledRdpAccountant;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpOrders;

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

    /** Renyi DP on the default order grid (1.1 .. 1024) with the Balle et al. (2020) conversion. */
    public static final Accountant RDP = new RdpAccountant(RdpOrders.DEFAULT);

    /** Zero-concentrated DP with the optimal conversion over real orders. */
    public static final Accountant ZCDP = new ZcdpAccountant();

    /** Pessimistic privacy-loss-distribution accounting (dp_accounting style, grid 1e-4). */
    public static final Accountant PLD = new PldAccountant();

    /** The PRV accountant of Gopi, Lee and Wutschitz (2021), reporting eps_upper (Opacus style). */
    public static final Accountant PRV = new PrvAccountant();

    /** Random stopping over mu-GDP runs, Wang, Zhu and Wang (2024) Lemma K.1 (Koskela et al. 2024). */
    public static final Accountant TNB_GDP = new RandomStoppingAccountant(RandomStoppingAccountant.Bound.TIGHT);

    /** Random stopping over mu-GDP runs, Wang, Zhu and Wang (2024) Cor. K.2 / Thm K.3. */
    public static final Accountant TNB_GDP_PAPER = new RandomStoppingAccountant(RandomStoppingAccountant.Bound.PAPER);

    /** RDP of the (Poisson-subsampled) discrete Gaussian by bounds proved for any mechanism: secure noise. */
    public static final Accountant RDP_DISCRETE_SUBSAMPLED = new DiscreteSubsampledRdpAccountant();

    /** Every accountant. */
    public static final List<Accountant> ALL = List.of(GDP, GDP_PAPER, PURE, RDP, ZCDP, PLD, PRV, TNB_GDP,
            TNB_GDP_PAPER, RDP_DISCRETE_SUBSAMPLED);

    private Accountants() {
    }

    /** The accountant with the given id. */
    public static Optional<Accountant> byId(String id) {
        return ALL.stream().filter(a -> a.id().equals(id)).findFirst();
    }
}
