package privbench.harness.bench.peers;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import privbench.harness.experiment.BenchSpec;

/**
 * The numpy DP-SGD peer (bench/peers/dpsgd_numpy.py) on one shape, with as many BLAS threads as the privbench fit
 * it is compared with has row threads. The script times three repeats and prints the best only.
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

    /** Times the peer on (n, d, T) with the given BLAS threads. */
    @Override
    public PeerTiming time(DpsgdShape shape, int blasThreads) throws IOException {
        List<String> args = List.of(String.valueOf(shape.n()), String.valueOf(shape.d()),
                String.valueOf(shape.steps()));
        return parse(script.run(args, blasThreads, shape.describe()), blasThreads);
    }

    @Override
    public String result(DpsgdShape shape, PeerTiming t) {
        return String.format(Locale.ROOT, "%.4g s (best of 3), %.4g ms per step", t.bestSeconds(),
                1000 * t.bestSeconds() / shape.steps());
    }

    /** Reads {@code impl,n,d,steps,seconds,ms_per_step} (seconds: the best of the script's three repeats). */
    static PeerTiming parse(String output, int threads) throws IOException {
        String result = output.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).findFirst()
                .orElseThrow(() -> new IOException(SCRIPT + " printed no result line: " + output.strip()));
        String[] f = result.split(",");
        if (f.length != 6) {
            throw new IOException(SCRIPT + " printed '" + result + "', expected impl,n,d,steps,seconds,ms_per_step");
        }
        try {
            double best = Double.parseDouble(f[4]);
            return new PeerTiming(BenchSpec.NUMPY_DPSGD, f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]), threads, best, best, Double.NaN,
                    "best of 3 repeats; ms_per_step=" + f[5].strip());
        } catch (NumberFormatException e) {
            throw new IOException(SCRIPT + " printed '" + result + "': " + e.getMessage(), e);
        }
    }
}
