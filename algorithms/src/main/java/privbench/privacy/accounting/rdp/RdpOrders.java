package privbench.privacy.accounting.rdp;

import java.util.Arrays;
import java.util.Locale;
import java.util.TreeSet;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * Named grids of Renyi orders. The epsilon an RDP accountant certifies is a minimum over its grid, so the
 * grid is part of every reported number (see {@code accountant-vectors.md}).
 */
public enum RdpOrders {

    /**
     * privbench's default: the union of {@link #TFO}, {@link #OPO} and {@link #DAO} plus
     * 64, 80, 96, 160, 192, 320, 384, 768 (spec-003 section 2.4 CHOICE), so that small budgets such as
     * epsilon = 0.1 at delta = 1e-5 are reachable (the OPO grid stops at 0.10287).
     */
    DEFAULT,
    /** tensorflow/privacy {@code compute_dp_sgd_privacy_lib.py}: 1.25..4.5, 5..63, 128, 256, 512. */
    TFO,
    /** Opacus {@code accountants/rdp.py}: 1.1, 1.2, ..., 10.9, then 12..63. */
    OPO,
    /** dp_accounting {@code DEFAULT_RDP_ORDERS}: 1.1..10.9, 11..63, 128, 256, 512, 1024 (156 orders). */
    DAO;

    /** The orders of this grid, ascending (a fresh copy). */
    public double[] orders() {
        switch (this) {
            case TFO:
                return DoubleStream.concat(
                        DoubleStream.of(1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4, 4.5),
                        DoubleStream.concat(integers(5, 63), DoubleStream.of(128, 256, 512))).toArray();
            case OPO:
                return DoubleStream.concat(tenths(), integers(12, 63)).toArray();
            case DAO:
                return DoubleStream.concat(tenths(),
                        DoubleStream.concat(integers(11, 63), DoubleStream.of(128, 256, 512, 1024))).toArray();
            default:
                TreeSet<Double> all = new TreeSet<>();
                for (RdpOrders g : new RdpOrders[] {TFO, OPO, DAO}) {
                    Arrays.stream(g.orders()).forEach(all::add);
                }
                DoubleStream.of(64, 80, 96, 128, 160, 192, 256, 320, 384, 512, 768, 1024).forEach(all::add);
                return all.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    /** The lower-case name used on the command line ({@code default}, {@code tfo}, {@code opo}, {@code dao}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The id of the named grid with exactly these orders, or {@code custom}. */
    public static String nameOf(double[] orders) {
        for (RdpOrders g : values()) {
            if (Arrays.equals(g.orders(), orders)) {
                return g.id();
            }
        }
        return "custom";
    }

    /** The grid with the given {@link #id()}. */
    public static RdpOrders byId(String id) {
        for (RdpOrders g : values()) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new IllegalArgumentException("order grid must be one of default, tfo, opo, dao, got " + id);
    }

    // 1 + x/10 for x = 1..99, computed as the Python sources do so that the orders are bit-identical
    private static DoubleStream tenths() {
        return IntStream.rangeClosed(1, 99).mapToDouble(x -> 1 + x / 10.0);
    }

    private static DoubleStream integers(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToDouble(i -> i);
    }
}
