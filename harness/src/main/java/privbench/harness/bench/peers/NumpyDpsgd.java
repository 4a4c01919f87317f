package privbench.harness.bench.peers;

import java.io.IOException;
import java.util.Locale;
import privbench.harness.experiment.BenchSpec;

/**
 * The numpy DP-SGD peer (bench/peers/dpsgd_numpy.py) on one shape ({@code n d T}, nothing else), with as many
 * BLAS threads as the privbench fit it is compared with has row threads. The script times three repeats and
 * prints the best only.
 *
 * @param script the script and its Python
 */
record NumpyDpsgd(NumpyScript script) implements NumpyPeer<DpsgdShape> {

    /** The bundled script. */
    static final String SCRIPT = "dpsgd_numpy.py";

    @Override
    public String id() {
        return BenchSpec.NUMPY_DPSGD;
    }

    /** Reads {@code impl,n,d,steps,seconds,ms_per_step} (seconds: the best of the script's three repeats). */
    @Override
    public PeerTiming read(String output, int blasThreads) throws IOException {
        return ScriptResult.read(SCRIPT, output, "impl,n,d,steps,seconds,ms_per_step").timing(BenchSpec.NUMPY_DPSGD,
                blasThreads, r -> new ScriptResult.Figures(r.number(4), r.number(4), Double.NaN,
                        "best of 3 repeats; ms_per_step=" + r.fields().get(5).strip()));
    }

    @Override
    public String result(DpsgdShape shape, PeerTiming t) {
        return String.format(Locale.ROOT, "%.4g s (best of 3), %.4g ms per step", t.bestSeconds(),
                1000 * t.bestSeconds() / shape.steps());
    }
}
