package privbench.privacy.accounting;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import privbench.privacy.Accountant;
import privbench.privacy.accounting.pld.PldAccountant;
import privbench.privacy.accounting.pld.PrvAccountant;
import privbench.privacy.accounting.rdp.DiscreteSubsampledRdpAccountant;
import privbench.privacy.accounting.rdp.RdpAccountant;
import privbench.privacy.accounting.rdp.RdpConversion;
import privbench.privacy.accounting.rdp.RdpOrders;
import privbench.privacy.accounting.rdp.SampledGaussianRdp.FractionalSeries;

/**
 * The catalogue of accountants; adding one is one line here.
 */
public final class Accountants {

    /** mu-GDP with the exact Dong-Roth-Su conversion. */
    public static final Accountant GDP = new GdpAccountant(Accounting.TIGHT);

    /** mu-GDP with the conversion of Wang, Zhu and Wang (2024), Cor. E.2. */
    public static final Accountant GDP_PAPER = new GdpAccountant(Accounting.PAPER);

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
    public static final Accountant TNB_GDP = new RandomStoppingAccountant(Accounting.TIGHT);

    /** Random stopping over mu-GDP runs, Wang, Zhu and Wang (2024) Cor. K.2 / Thm K.3. */
    public static final Accountant TNB_GDP_PAPER = new RandomStoppingAccountant(Accounting.PAPER);

    /** RDP of the (Poisson-subsampled) discrete Gaussian by bounds proved for any mechanism: secure noise. */
    public static final Accountant RDP_DISCRETE_SUBSAMPLED = new DiscreteSubsampledRdpAccountant();

    /** Every accountant. */
    public static final List<Accountant> ALL = List.of(GDP, GDP_PAPER, PURE, RDP, ZCDP, PLD, PRV, TNB_GDP,
            TNB_GDP_PAPER, RDP_DISCRETE_SUBSAMPLED);

    private Accountants() {
    }

    /**
     * The accountant with the given id; the rdp one on a named order grid ({@link RdpOrders#id()}) and with a
     * conversion ({@link RdpConversion#id()}), null for the defaults. Messages start with the name of the
     * setting at fault ({@code accountant}, {@code orders}, {@code conversion}).
     *
     * @throws IllegalArgumentException for an unknown id, grid or conversion, or a grid or conversion given
     *                                  to another accountant
     */
    public static Accountant configured(String id, String orders, String conversion) {
        if (!id.equals(RDP.id())) {
            if (orders != null || conversion != null) {
                throw new IllegalArgumentException((orders != null ? "orders" : "conversion")
                        + " applies to the rdp accountant only, not " + id);
            }
            return byId(id).orElseThrow(() -> new IllegalArgumentException("accountant must be one of "
                    + ALL.stream().map(Accountant::id).collect(Collectors.joining(", ")) + ", got " + id));
        }
        RdpOrders grid;
        try {
            grid = RdpOrders.byId(orders == null ? RdpOrders.DEFAULT.id() : orders);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("orders: " + e.getMessage(), e);
        }
        RdpConversion conv;
        try {
            conv = RdpConversion.byId(conversion == null ? RdpConversion.BALLE_2020.id() : conversion);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("conversion: " + e.getMessage(), e);
        }
        return new RdpAccountant(grid.orders(), conv, FractionalSeries.EXACT);
    }

    /** The accountant with the given id. */
    public static Optional<Accountant> byId(String id) {
        return ALL.stream().filter(a -> a.id().equals(id)).findFirst();
    }
}
