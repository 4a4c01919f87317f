package privbench.harness.bench.peers;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import privbench.harness.experiment.BenchSpec;

/**
 * The numpy DP-GD peer (bench/peers/dpgd_numpy.py) on one shape, with as many BLAS threads as the privbench fit
 * it is compared with has row threads.
 *
 * @param script  the script and its Python
 * @param repeats timed repeats of each run (the script reports their best and times)
 */
record NumpyDpgd(NumpyScript script, int repeats) implements NumpyPeer<DpgdShape> {

    /** The bundled script. */
    static final String SCRIPT = "dpgd_numpy.py";

    @Override
    public String id() {
        return BenchSpec.NUMPY_DPGD;
    }

    /** Times the peer on (n, d, T) at (epsilon, delta) with the given BLAS threads. */
    @Override
    public PeerTiming time(DpgdShape shape, int blasThreads) throws IOException {
        List<String> args = List.of(String.valueOf(shape.n()), String.valueOf(shape.d()),
                String.valueOf(shape.iterations()), "--eps", Double.toString(shape.epsilon()),
                "--delta", Double.toString(shape.delta()), "--repeats", String.valueOf(repeats));
        return parse(script.run(args, blasThreads, shape.describe()), shape, blasThreads);
    }

    @Override
    public String result(DpgdShape shape, PeerTiming t) {
        return String.format(Locale.ROOT, "%.4g s (mean of %d), best %.4g s", t.seconds(), repeats, t.bestSeconds());
    }

    /** Reads {@code impl,n,d,T,seconds,gb_per_s} and the {@code #} line with the repeat times. */
    static PeerTiming parse(String output, DpgdShape shape, int threads) throws IOException {
        List<String> lines = output.lines().filter(l -> !l.isBlank()).toList();
        String result = lines.stream().filter(l -> !l.startsWith("#")).findFirst()
                .orElseThrow(() -> new IOException(SCRIPT + " printed no result line: " + output.strip()));
        String extras = lines.stream().filter(l -> l.startsWith("#")).findFirst().orElse("#").substring(1).strip();
        String[] f = result.split(",");
        if (f.length != 6) {
            throw new IOException(SCRIPT + " printed '" + result + "', expected impl,n,d,T,seconds,gb_per_s");
        }
        try {
            double best = Double.parseDouble(f[4]);
            double mean = meanOfTimes(extras, best);
            return new PeerTiming(BenchSpec.NUMPY_DPGD, f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]), threads, mean, best, Double.parseDouble(f[5]), extras);
        } catch (NumberFormatException e) {
            throw new IOException(SCRIPT + " printed '" + result + "': " + e.getMessage(), e);
        }
    }

    /** The mean of the {@code times=a,b,c} entry of the extras, or the best time when it is missing. */
    private static double meanOfTimes(String extras, double best) {
        for (String field : extras.split(" ")) {
            if (field.startsWith("times=")) {
                List<Double> times = new ArrayList<>();
                Arrays.stream(field.substring(6).split(",")).filter(s -> !s.isEmpty())
                        .forEach(s -> times.add(Double.parseDouble(s)));
                return times.stream().mapToDouble(Double::doubleValue).average().orElse(best);
            }
        }
        return best;
    }
}
