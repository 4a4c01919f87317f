package privbench.harness.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.CellInput;
import privbench.harness.sweep.SweepPlan;
import privbench.linalg.Parallelism;

/**
 * Times the cells of external learners, which JMH cannot fork (their program is not a class of the catalogue): the
 * wall clock around each whole fit, that is the program's start-up (an interpreter, its imports), the CSV hand-over
 * and its own work, in this JVM. Said so in the mode column, {@value #MODE}, and in a progress line.
 */
final class ProcessTimings {

    /** bench.csv's mode for these timings. */
    static final String MODE = "wall-process";

    private ProcessTimings() {
    }

    /** Warm-up fits (untimed), then timed ones; one timing per cell, with the spread of its fits. */
    static List<Timing> run(SweepPlan sweep, List<Cell> cells, JmhSettings settings, PrintStream progress) {
        List<Timing> out = new ArrayList<>();
        for (Cell cell : cells) {
            progress.println(BenchPlan.label(cell) + ": an external program, timed by the wall clock around the whole "
                    + "process (start-up and CSV hand-over included), not by JMH");
            CellInput input = CellInput.of(cell, sweep.preparation().prepare(cell.data(), Parallelism.SEQUENTIAL));
            for (int i = 0; i < settings.warmupIterations(); i++) {
                input.fit(CellInput.noise(sweep.experiment().seed(), cell));
            }
            int n = Math.max(1, settings.iterations());
            double[] seconds = new double[n];
            for (int i = 0; i < n; i++) {
                long start = System.nanoTime();
                input.fit(CellInput.noise(sweep.experiment().seed(), cell));
                seconds[i] = (System.nanoTime() - start) / 1e9;
            }
            out.add(new Timing(cell, MODE, mean(seconds), halfWidth(seconds), "s/op", n, 1));
        }
        return out;
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    /** 3.29 standard errors (a normal 99.9% interval, JMH's level); NaN from one fit. */
    private static double halfWidth(double[] v) {
        if (v.length < 2) {
            return Double.NaN;
        }
        double m = mean(v);
        double ss = 0;
        for (double x : v) {
            ss += (x - m) * (x - m);
        }
        return 3.29 * Math.sqrt(ss / (v.length - 1) / v.length);
    }
}
