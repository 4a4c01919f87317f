package privbench.harness.bench;

import java.util.Locale;

/** How a speed ratio reads: "2.5x faster" when Java is ahead, "3.32x slower" (not "0.301x faster") when behind. */
final class Speedup {

    private Speedup() {
    }

    /** The phrase for a speed-up over a peer (peer time / Java time). */
    static String phrase(double speedup) {
        if (Double.isNaN(speedup) || speedup <= 0) {
            return "speed-up n/a";
        }
        return speedup >= 1 ? String.format(Locale.ROOT, "%.3gx faster", speedup)
                : String.format(Locale.ROOT, "%.3gx slower", 1 / speedup);
    }
}
