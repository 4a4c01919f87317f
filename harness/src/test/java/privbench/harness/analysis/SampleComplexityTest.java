package privbench.harness.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.cli.CliContext;
import privbench.harness.cli.Main;
import privbench.privacy.noise.Gaussians;
import privbench.privacy.noise.SeededNoise;

/** n* interpolation and log-log slopes on synthetic errors with a known law err = c / (n gamma^2). */
class SampleComplexityTest {

    private static final double[] SIZES = {125, 250, 500, 1000, 2000, 4000, 8000, 16000};

    @Test
    void powerLaw_givesExactNStar_andSlopeTwo() {
        // err = 2 / (n gamma^2): n* = 2 / (0.1 gamma^2), so log n* = const + 2 log(1/gamma) exactly
        List<SampleComplexity.Estimate> est = new ArrayList<>();
        for (double g : new double[] {0.1, 0.2, 0.4}) {
            double[][] err = new double[SIZES.length][10];
            for (int k = 0; k < SIZES.length; k++) {
                java.util.Arrays.fill(err[k], 2 / (SIZES[k] * g * g));
            }
            var c = new SampleComplexity.Curve("g" + g, Map.of("learner", "x", "gamma", String.valueOf(g)), SIZES, err);
            var e = SampleComplexity.estimate(c, 0.1, SampleComplexity.Statistic.MEAN, 200, 1);
            assertEquals(20 / (g * g), e.nStar(), 1e-6 * e.nStar());
            est.add(e);
        }
        var slopes = SampleComplexity.slopes(est, "gamma");
        assertEquals(1, slopes.size());
        // an attribute set with gamma (m = 4/gamma^2) splits the groups unless it is declared to vary with gamma
        List<SampleComplexity.Estimate> withM = new ArrayList<>();
        for (var e : est) {
            var attr = new java.util.TreeMap<>(e.curve().attributes());
            attr.put("projection", String.valueOf(Math.round(4 / Math.pow(Double.parseDouble(attr.get("gamma")), 2))));
            var c = new SampleComplexity.Curve(e.curve().setting(), attr, e.curve().sizes(), e.curve().errors());
            withM.add(SampleComplexity.estimate(c, 0.1, SampleComplexity.Statistic.MEAN, 200, 1));
        }
        assertEquals(0, SampleComplexity.slopes(withM, "gamma").size());
        assertEquals(2.0, SampleComplexity.slopes(withM, "gamma", java.util.Set.of("projection")).get(0).slope(), 1e-9);
        assertEquals(2.0, slopes.get(0).slope(), 1e-9);
        assertEquals(2.0, slopes.get(0).low(), 1e-9);   // no spread over repetitions: a degenerate interval
    }

    @Test
    void noisyRepetitions_giveAnIntervalThatCoversTheTrueSlope_andNotSlopeThree() {
        // 10 repetitions per n, errors c/(n gamma^2) times a lognormal factor (sd 0.3 on the log scale)
        var rng = SeededNoise.ofSeed(11).structural("errors");
        List<SampleComplexity.Estimate> est = new ArrayList<>();
        for (double g : new double[] {0.1, 0.15, 0.2, 0.3, 0.5}) {
            double[][] err = new double[SIZES.length][10];
            for (int k = 0; k < SIZES.length; k++) {
                for (int r = 0; r < 10; r++) {
                    err[k][r] = Math.min(1, 5 / (SIZES[k] * g * g) * Math.exp(0.3 * Gaussians.standard(rng)));
                }
            }
            var c = new SampleComplexity.Curve("g" + g, Map.of("learner", "x", "gamma", String.valueOf(g)), SIZES, err);
            est.add(SampleComplexity.estimate(c, 0.1, SampleComplexity.Statistic.MEAN, 1000, 2));
        }
        var s = SampleComplexity.slopes(est, "gamma").get(0);
        assertTrue(s.low() <= 2 && 2 <= s.high(), "interval [" + s.low() + ", " + s.high() + "]");
        assertTrue(s.high() < 3, "the interval must exclude 3 (the perceptron's rate): " + s.high());
        assertTrue(Math.abs(s.slope() - 2) < 0.2, "slope " + s.slope());
    }

    @Test
    void censoring_isFlagged() {
        double[][] never = new double[SIZES.length][3];
        for (double[] row : never) {
            java.util.Arrays.fill(row, 0.4);
        }
        var c = new SampleComplexity.Curve("never", Map.of("learner", "x"), SIZES, never);
        var e = SampleComplexity.estimate(c, 0.1, SampleComplexity.Statistic.P90, 50, 1);
        assertTrue(Double.isNaN(e.nStar()));
        assertEquals(1.0, e.censoredFraction());
        double[][] always = new double[SIZES.length][3];
        var a = SampleComplexity.estimate(new SampleComplexity.Curve("always", Map.of("learner", "x"), SIZES, always),
                0.1, SampleComplexity.Statistic.P90, 50, 1);
        assertTrue(a.leftCensored());
        assertEquals(125, a.nStar());
    }

    /** n* estimates of err = 2 / (n gamma^2) exactly (5 identical repetitions) on the grid, one per gamma. */
    private static List<SampleComplexity.Estimate> exactLaw(double... gammas) {
        List<SampleComplexity.Estimate> est = new ArrayList<>();
        for (double g : gammas) {
            double[][] err = new double[SIZES.length][5];
            for (int k = 0; k < SIZES.length; k++) {
                java.util.Arrays.fill(err[k], 2 / (SIZES[k] * g * g));
            }
            var c = new SampleComplexity.Curve("g" + g, Map.of("learner", "x", "gamma", String.valueOf(g)), SIZES, err);
            est.add(SampleComplexity.estimate(c, 0.1, SampleComplexity.Statistic.MEAN, 100, 3));
        }
        return est;
    }

    @Test
    void aSettingTheGridStartsAbove_flattensTheSlope_unlessLeftOut() {
        // err = 2 / (n gamma^2): at gamma = 0.8 the true n* is 31, below the grid's 125, so its n* is censored at 125
        List<SampleComplexity.Estimate> est = exactLaw(0.1, 0.2, 0.3, 0.8);
        var all = SampleComplexity.slopes(est, "gamma", java.util.Set.of(), false).get(0);
        assertEquals(4, all.points());
        assertEquals(1, all.censored());
        assertTrue(all.slope() < 1.9, "the censored point must pull the slope below 2: " + all.slope());
        // ... and the slope says so: a lower bound (the true n* at gamma = 0.8 is below 125, at the small 1/gamma
        // end), with every replicate censored the same way, so the upper end is open and the lower one holds
        assertEquals(SampleComplexity.Bound.LOWER, all.kind());
        assertEquals(1.0, all.censoredShare());
        assertEquals(Double.POSITIVE_INFINITY, all.high());
        assertTrue(all.low() <= 2, "a lower end above the true slope: " + all.low());
        assertEquals(List.of(SampleComplexity.Censoring.MEASURED, SampleComplexity.Censoring.MEASURED,
                SampleComplexity.Censoring.MEASURED, SampleComplexity.Censoring.AT_MOST), all.censoring());
        var measured = SampleComplexity.slopes(est, "gamma", java.util.Set.of(), true).get(0);
        assertEquals(3, measured.points());
        assertEquals(0, measured.censored());
        assertEquals(2.0, measured.slope(), 1e-9);
        // one measured n* and one censored: no slope at all rather than one through a bound
        var twoLeft = est.subList(2, 4);
        assertEquals(1, SampleComplexity.slopes(twoLeft, "gamma", java.util.Set.of(), false).size());
        assertTrue(SampleComplexity.slopes(twoLeft, "gamma", java.util.Set.of(), true).isEmpty());
    }

    @Test
    void aSettingNeverReached_entersAtTheGridsLargestN_asABound_notDropped() {
        // err = 2 / (n gamma^2) but at gamma = 0.03 the true n* is 22,222, above the grid's 16,000: never reached.
        // The old fit dropped it (a slope over the three others, 2.0) and the bootstrap kept only the replicates in
        // which it was finite (none); entered at 16,000 it makes the slope a lower bound, which 2 satisfies
        List<SampleComplexity.Estimate> est = exactLaw(0.03, 0.1, 0.2, 0.3);
        var s = SampleComplexity.slopes(est, "gamma", java.util.Set.of(), false).get(0);
        assertEquals(4, s.points());
        assertEquals(SampleComplexity.Censoring.AT_LEAST, s.censoring().get(0));
        assertEquals(16000, s.nStar()[0]);
        assertEquals(SampleComplexity.Bound.LOWER, s.kind());
        assertTrue(s.slope() < 2 && s.slope() > 1.5, "a lower bound below the true 2: " + s.slope());
        assertEquals(Double.POSITIVE_INFINITY, s.high());
        // the measured-only fit is the exact slope, and an estimate
        var m = SampleComplexity.slopes(est, "gamma", java.util.Set.of(), true).get(0);
        assertEquals(3, m.points());
        assertEquals(SampleComplexity.Bound.ESTIMATE, m.kind());
        assertEquals(2.0, m.slope(), 1e-9);
    }

    @Test
    void boundsThatPullBothWays_sayNothing() {
        // weights of x = (0, 1, 2): -1/2, 0, +1/2; a never-reached point at the large-x end raises the slope, one
        // already reached at the small-x end raises it too: a lower bound; at the large-x end it lowers it
        double[] w = {-0.5, 0, 0.5};
        var m = SampleComplexity.Censoring.MEASURED;
        assertEquals(SampleComplexity.Bound.LOWER, SampleComplexity.kind(w,
                List.of(SampleComplexity.Censoring.AT_MOST, m, SampleComplexity.Censoring.AT_LEAST)));
        assertEquals(SampleComplexity.Bound.UPPER, SampleComplexity.kind(w, List.of(m, m, SampleComplexity.Censoring.AT_MOST)));
        assertEquals(SampleComplexity.Bound.NONE, SampleComplexity.kind(w,
                List.of(SampleComplexity.Censoring.AT_LEAST, m, SampleComplexity.Censoring.AT_LEAST)));
        assertEquals(SampleComplexity.Bound.ESTIMATE, SampleComplexity.kind(w, List.of(m, SampleComplexity.Censoring.AT_MOST, m)));
    }

    @Test
    void theVerb_readsCells_andWritesEstimatesAndSlopes(@TempDir Path dir) throws Exception {
        StringBuilder csv = new StringBuilder("cell_id,group_id,learner,params,dataset,n,d,epsilon,delta,repetition,"
                + "seed,error_rate,epsilon_spent,status,error,diagnostics\n");
        int id = 0;
        for (double g : new double[] {0.1, 0.2, 0.4}) {
            for (double n : SIZES) {
                for (int r = 0; r < 3; r++) {
                    csv.append(id++).append(",g,nuz20-efficient,\"{\"\"gamma\"\":").append(g)
                            .append(",\"\"solver\"\":\"\"gdp-fullbatch\"\"}\",margin-halfspace,").append((int) n)
                            .append(",100,1,0.00001,").append(r).append(",1,").append(2 / (n * g * g))
                            .append(",1,ok,,{}\n");
                }
            }
        }
        Files.writeString(dir.resolve("cells.csv"), csv);
        var out = new java.io.ByteArrayOutputStream();
        var err = new java.io.ByteArrayOutputStream();
        var ctx = new CliContext(privbench.learners.Learners.ALL, Map.of(), dir, new java.io.PrintStream(out),
                new java.io.PrintStream(err));
        int code = Main.execute(ctx, "sample-complexity", dir.toString(),
                "--target-error", "0.1", "--against", "gamma", "--bootstrap", "50");
        assertEquals(0, code, err.toString());
        assertTrue(out.toString().contains("slope of log n* against log(1/gamma): 2.000"), out.toString());
        String slopes = Files.readString(dir.resolve("sample-complexity-slopes.csv"));
        assertTrue(slopes.startsWith("group,against,points,slope,slope_low,slope_high,x,n_star,censored_points"),
                slopes);
        // gamma = 0.4's n* is the grid's smallest n but reached from above (its error at 125 rounds above 0.1)
        assertTrue(slopes.strip().endsWith(",0,estimate,0.00000,\"[=, =, =]\""), "no censored point: " + slopes);
        assertTrue(Files.exists(dir.resolve("sample-complexity-gamma.png")));
        assertEquals(0, Main.execute(ctx, "sample-complexity", dir.toString(), "--target-error", "0.2", "--against",
                "gamma", "--bootstrap", "50", "--uncensored-only"));
        // at 20% error gamma = 0.4's n* (62.5) is below the grid: one point left out, two measured
        assertTrue(out.toString().contains("2.000 [2.000, 2.000] over 2 points (0 of them censored, entered at their bound; 0% of "
                + "the bootstrap replicates with a censored point)"), out.toString());
        assertEquals(2, Main.execute(ctx, "sample-complexity", dir.resolve("none")
                .toString()));
    }
}
