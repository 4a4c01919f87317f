package privbench.harness.sweep;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress as plain lines, suitable for logs: a line every few seconds and at the end
 * ({@code [12/100] 8.1 s elapsed, ~59 s left}), and one line for every failed cell.
 */
public final class PlainProgress implements Progress {

    private final PrintStream out;
    private final double intervalSeconds;
    private long startNanos;
    private long lastNanos;

    public PlainProgress(PrintStream out, double intervalSeconds) {
        this.out = out;
        this.intervalSeconds = intervalSeconds;
    }

    @Override
    public void start(int total, int skipped) {
        startNanos = System.nanoTime();
        lastNanos = startNanos;
        out.println("running " + total + " cells" + (skipped > 0 ? " (" + skipped + " already done)" : ""));
    }

    @Override
    public void finished(CellResult result, int done, int total) {
        long now = System.nanoTime();
        if (!result.ok()) {
            out.println("[" + done + "/" + total + "] cell " + result.cell().id() + " failed (" + result.cell().describe()
                    + "): " + result.error().orElse(""));
        }
        if (done == total || (now - lastNanos) / 1e9 >= intervalSeconds) {
            lastNanos = now;
            double elapsed = (now - startNanos) / 1e9;
            double left = elapsed / done * (total - done);
            out.println(String.format(Locale.ROOT, "[%d/%d] %.1f s elapsed%s", done, total, elapsed,
                    done == total ? "" : String.format(Locale.ROOT, ", ~%.0f s left", left)));
        }
    }

    @Override
    public void end() {
        out.flush();
    }
}
