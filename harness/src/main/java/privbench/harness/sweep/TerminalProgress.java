package privbench.harness.sweep;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on a terminal: one redrawn ASCII bar with cells done / total, elapsed time, the estimated
 * time left and the number of failed cells so far (the failed cells themselves are in the report).
 */
public final class TerminalProgress implements Progress {

    private final PrintStream out;
    private ProgressBar bar;
    private int failed;

    public TerminalProgress(PrintStream out) {
        this.out = out;
    }

    @Override
    public void start(int total, int skipped) {
        if (skipped > 0) {
            out.println(skipped + " cells already done in the output folder");
        }
        failed = 0;
        bar = new ProgressBarBuilder().setTaskName("cells").setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(out)).setUpdateIntervalMillis(200).build();
    }

    @Override
    public void finished(CellResult result, int done, int total) {
        if (!result.ok()) {
            failed++;
            bar.setExtraMessage(failed + " failed");
        }
        bar.stepTo(done);
    }

    @Override
    public void end() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
        out.flush();
    }
}
