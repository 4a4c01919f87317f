package privbench.harness.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * The optional {@code bench:} section of an experiment: which epsilon the {@code bench} verb times the
 * learners at, which learner settings it times, and which peer implementations it measures in the same run.
 *
 * @param epsilon the epsilon to time at (absent: the first finite epsilon of the sweep)
 * @param peers   peer implementations to measure beside the learners (ids from {@link #PEERS})
 * @param select  when non-empty, only learner settings matching at least one selection are timed
 */
public record BenchSpec(Optional<Located<Double>> epsilon, List<Located<String>> peers, List<Selection> select) {

    /** The numpy DP-GD peer (bench/peers/dpgd_numpy.py), timed against dp-gd on the same (n, d, T). */
    public static final String NUMPY_DPGD = "numpy-dpgd";

    /** The numpy DP-SGD peer (bench/peers/dpsgd_numpy.py), timed against dpsgd-full on the same (n, d, T). */
    public static final String NUMPY_DPSGD = "numpy-dpsgd";

    /** The STREAM triad (bench/peers/stream_triad.c): the machine's memory bandwidth. */
    public static final String STREAM_TRIAD = "stream-triad";

    /** Every peer id the {@code peers:} list accepts. */
    public static final List<String> PEERS = List.of(NUMPY_DPGD, NUMPY_DPSGD, STREAM_TRIAD);

    /**
     * One entry of {@code select:}: column values a learner setting must have, in canonical text
     * ({@code n}, {@code d}, {@code learner}, a generator parameter, or a learner parameter).
     *
     * @param values column name to canonical value, in file order
     * @param at     where the entry starts
     * @param path   its path, e.g. {@code bench.select[1]}
     */
    public record Selection(Map<String, String> values, Location at, String path) {

        public Selection {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        /** True when every value of this selection equals the setting's value of the same column. */
        public boolean matches(Map<String, String> setting) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                if (!e.getValue().equals(setting.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
    }

    public BenchSpec {
        peers = List.copyOf(peers);
        select = List.copyOf(select);
    }

    /** No {@code bench:} section: the first finite epsilon, every setting, no peers. */
    public static BenchSpec none() {
        return new BenchSpec(Optional.empty(), List.of(), List.of());
    }

    /** True when the peer with the given id is asked for. */
    public boolean wants(String peer) {
        return peers.stream().anyMatch(p -> p.value().equals(peer));
    }
}
