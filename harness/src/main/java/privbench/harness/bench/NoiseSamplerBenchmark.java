package privbench.harness.bench;

import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import privbench.privacy.noise.SecureNoise;
import privbench.privacy.noise.SeededNoise;

/**
 * Gaussian noise draws per second: the seeded benchmark sampler (Box-Muller on LXM, floating point) beside
 * secure noise (the exact discrete Gaussian of Canonne, Kamath and Steinke on a 2^-k grid, bits from a
 * SecureRandom DRBG), and the exact sampler on LXM bits to separate the sampler's cost from the DRBG's.
 * One operation is one draw (a vector of {@link #LENGTH} per invocation); the score is draws per second.
 *
 * <p>Run: {@code java -cp "harness/target/privbench.jar:harness/target/lib/*" org.openjdk.jmh.Main NoiseSamplerBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class NoiseSamplerBenchmark extends MicroBenchmark {

    /** Draws per invocation: a gradient of a thousand coordinates. */
    public static final int LENGTH = 1024;
    private static final double SIGMA = 2.5;
    private static final double SENSITIVITY = 1.0;

    private final double[] v = new double[LENGTH];
    private SeededNoise seeded;
    private SecureNoise secure;
    private SecureNoise exactOnLxm;

    @Setup
    public void setUp() {
        seeded = SeededNoise.ofSeed(1);
        secure = SecureNoise.create();
        RandomGenerator lxm = SeededNoise.ofSeed(2).structural("bench-bits");
        exactOnLxm = new SecureNoise(lxm);
    }

    @Benchmark
    @OperationsPerInvocation(LENGTH)
    public double[] seededGaussian() {
        seeded.addGaussian(v, 0, LENGTH, SIGMA);
        return v;
    }

    @Benchmark
    @OperationsPerInvocation(LENGTH)
    public double[] secureDiscreteGaussian() {
        secure.addGaussian(v, 0, LENGTH, SIGMA, SENSITIVITY);
        return v;
    }

    @Benchmark
    @OperationsPerInvocation(LENGTH)
    public double[] exactDiscreteGaussianOnLxmBits() {
        exactOnLxm.addGaussian(v, 0, LENGTH, SIGMA, SENSITIVITY);
        return v;
    }
}
