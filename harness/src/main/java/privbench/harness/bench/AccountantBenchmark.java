package privbench.harness.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.accounting.Accountants;
import privbench.privacy.accounting.Calibration;

/**
 * The cost of privacy accounting as DP-SGD runs it (issue 15's goals in brackets): the RDP epsilon of one
 * (sigma, q, T, delta) (under 1 ms), the calibration of sigma to a target epsilon with the RDP accountant in
 * both search modes (under 50 ms), and the PRV and PLD epsilon of 10^4 composed subsampled Gaussian steps
 * (under 1 s). The settings are those of a DP-SGD run on MNIST-sized data: q = 256 / 60000, T = 10^4 steps,
 * sigma = 1.1, delta = 1e-5, target epsilon 3. The accountants keep no cache, so every call does the whole
 * computation. Run: {@code java -cp harness/target/privbench.jar org.openjdk.jmh.Main AccountantBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AccountantBenchmark extends MicroBenchmark {

    private static final double Q = 256.0 / 60000;
    private static final long STEPS = 10_000;
    private static final double SIGMA = 1.1;
    private static final double DELTA = 1e-5;
    private static final double TARGET_EPSILON = 3.0;

    private static PrivacyEvent run(double sigma) {
        return new PrivacyEvent.Repeated(new PrivacyEvent.SubsampledGaussian(sigma, Q), STEPS);
    }

    @Benchmark
    public double rdpEpsilon() {
        return Accountants.RDP.epsilon(run(SIGMA), DELTA);
    }

    @Benchmark
    public double rdpCalibrationPrecise() {
        return Calibration.noiseMultiplier(AccountantBenchmark::run, Accountants.RDP, TARGET_EPSILON, DELTA,
                Calibration.Search.PRECISE).noiseMultiplier();
    }

    @Benchmark
    public double rdpCalibrationOpacus() {
        return Calibration.noiseMultiplier(AccountantBenchmark::run, Accountants.RDP, TARGET_EPSILON, DELTA,
                Calibration.Search.OPACUS).noiseMultiplier();
    }

    @Benchmark
    public double prvEpsilon10kSteps() {
        return Accountants.PRV.epsilon(run(SIGMA), DELTA);
    }

    @Benchmark
    public double pldEpsilon10kSteps() {
        return Accountants.PLD.epsilon(run(SIGMA), DELTA);
    }
}
