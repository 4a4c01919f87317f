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

    /** {@code n d T} at (epsilon, delta), timed {@code repeats} times. */
    @Override
    public List<String> arguments(DpgdShape shape) {
        List<String> args = new ArrayList<>(shape.arguments());
        args.addAll(List.of("--eps", Double.toString(shape.epsilon()), "--delta", Double.toString(shape.delta()),
                "--repeats", String.valueOf(repeats)));
        return args;
    }

    @Override
    public String result(DpgdShape shape, PeerTiming t) {
        return String.format(Locale.ROOT, "%.4g s (mean of %d), best %.4g s", t.seconds(), repeats, t.bestSeconds());
    }

    /** Reads {@code impl,n,d,T,seconds,gb_per_s} and the {@code #} line with the repeat times. */
    @Override
    public PeerTiming read(String output, int blasThreads) throws IOException {
        return ScriptResult.read(SCRIPT, output, "impl,n,d,T,seconds,gb_per_s").timing(BenchSpec.NUMPY_DPGD,
                blasThreads, r -> new ScriptResult.Figures(meanOfTimes(r.extras(), r.number(4)), r.number(4),
                        r.number(5), r.extras()));
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
