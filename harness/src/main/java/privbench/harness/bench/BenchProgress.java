package privbench.harness.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output as one progress line per benchmark ({@code [2/6] dp-gd iterations=100 n=... : 0.51 s/op ± 0.02})
 * instead of its full log, plus any failure JMH reports, with its stack trace. With {@code verbose} every
 * line JMH prints is passed through as well.
 */
final class BenchProgress implements OutputFormat {

    private final PrintStream out;
    private final Map<String, String> labels;
    private final boolean verbose;
    private final int threadCounts;
    private final List<String> failure = new ArrayList<>();
    private boolean failing;
    private int started;

    /**
     * @param out     where the lines go
     * @param labels  a label per cell id
     * @param verbose also pass JMH's own lines through
     * @param threadCounts how many row-thread counts each setting is timed with (JMH runs a benchmark per pair)
     */
    BenchProgress(PrintStream out, Map<String, String> labels, boolean verbose, int threadCounts) {
        this.out = out;
        this.labels = Map.copyOf(labels);
        this.verbose = verbose;
        this.threadCounts = threadCounts;
    }

    /** "[i/total]": a benchmark per setting and thread count. */
    private String counter() {
        return "[" + started + "/" + labels.size() * threadCounts + "]";
    }

    @Override
    public void startRun() {
        started = 0;
    }

    @Override
    public void startBenchmark(BenchmarkParams params) {
        started++;
        failing = false;
        failure.clear();
        out.println(prefix(params) + ": measuring");
    }

    @Override
    public void iteration(BenchmarkParams params, IterationParams iteration, int index) {
        // one line per benchmark is enough; iterations are in bench.json
    }

    @Override
    public void iterationResult(BenchmarkParams params, IterationParams iteration, int index, IterationResult r) {
        // as above
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        if (result == null || failing) {
            out.println(counter() + " failed:");
            failure.forEach(l -> out.println("    " + l));
            return;
        }
        Result<?> r = result.getPrimaryResult();
        String error = Double.isNaN(r.getScoreError()) ? ""
                : String.format(Locale.ROOT, " ± %.3g", r.getScoreError());
        out.println(String.format(Locale.ROOT, "%s: %.4g%s %s (%d samples)", prefix(result.getParams()), r.getScore(),
                error, r.getScoreUnit(), r.getSampleCount()));
    }

    @Override
    public void endRun(Collection<RunResult> results) {
        out.flush();
    }

    @Override
    public void print(String s) {
        if (verbose) {
            out.print(s);
        }
    }

    @Override
    public void println(String s) {
        if (s.startsWith("<failure>") || s.startsWith("<forked VM failed")) {
            failing = true;
        } else if (failing && !s.isBlank()) {
            failure.add(s);
        }
        if (verbose) {
            out.println(s);
        }
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        out.flush();
    }

    @Override
    public void verbosePrintln(String s) {
        if (verbose) {
            out.println(s);
        }
    }

    @Override
    public void write(int b) {
        if (verbose) {
            out.write(b);
        }
    }

    @Override
    public void write(byte[] b) {
        if (verbose) {
            out.write(b, 0, b.length);
        }
    }

    private String prefix(BenchmarkParams params) {
        String id = params.getParam("cell");
        String threads = threadCounts > 1 ? ", " + params.getParam("rowThreads") + " thread(s)" : "";
        return counter() + " " + labels.getOrDefault(id, id) + threads;
    }
}
