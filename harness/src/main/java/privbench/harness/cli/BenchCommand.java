package privbench.harness.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import privbench.harness.bench.BenchRun;
import privbench.harness.bench.JmhSettings;
import privbench.harness.bench.peers.PeerRun;
import privbench.harness.bench.peers.Python;
import privbench.harness.input.Location;

/**
 * {@code privbench bench FILE.yaml}: JMH timings of the fit of every learner setting of an experiment, with
 * the peers its {@code bench:} section asks for measured in the same run.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Times fit() of every learner setting of an experiment with JMH (one epsilon, repetition 0, "
                + "the rows run would use), and measures the peers of its bench: section in the same run.",
            "Writes bench.csv, bench.json (JMH's JSON), peers.csv, ratios.csv and manifest.json."})
public final class BenchCommand extends Verb {

    @Mixin
    private ResultsFolder out;

    @Option(names = "--epsilon", paramLabel = "E",
            description = "the sweep epsilon to time at (default: bench.epsilon, else the first finite one)")
    private Double epsilon;

    @Mixin
    private ExperimentFile experiment;

    @Option(names = "--forks", paramLabel = "N", defaultValue = "1",
            description = "JMH forks per setting (default: ${DEFAULT-VALUE}; 0 measures in this JVM)")
    private int forks;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "2",
            description = "warm-up iterations (default: ${DEFAULT-VALUE})")
    private int warmup;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "5",
            description = "measured iterations (default: ${DEFAULT-VALUE})")
    private int iterations;

    @Option(names = "--iteration-time", paramLabel = "S", defaultValue = "1",
            description = "minimum seconds per iteration (default: ${DEFAULT-VALUE}); a longer fit makes it one fit")
    private double iterationSeconds;

    @Option(names = "--mode", paramLabel = "M", defaultValue = "avgt",
            description = "avgt (mean time per fit; default) or ss (one fit per iteration)")
    private String mode;

    @Option(names = "--jvm-args", paramLabel = "ARGS", description = "extra options for the forked JVMs, e.g. \"-Xmx8g\"")
    private String jvmArgs;

    @Option(names = "--threads", paramLabel = "N[,N...]", split = ",", defaultValue = "1",
            description = "row threads to time each setting with, e.g. 1,2 (numpy gets as many BLAS threads; "
                    + "default: ${DEFAULT-VALUE})")
    private List<Integer> threads;

    @Option(names = "--no-peers", description = "skip the peers of the bench: section")
    private boolean noPeers;

    @Option(names = "--python", paramLabel = "PATH",
            description = "the Python for the numpy peer (default: /usr/bin/python3, then python3 on PATH)")
    private String python;

    @Option(names = "--cc", paramLabel = "CC", defaultValue = "gcc",
            description = "C compiler for the STREAM triad peer (default: ${DEFAULT-VALUE})")
    private String compiler;

    @Option(names = "--triad-mb", paramLabel = "MB", defaultValue = "200",
            description = "size of each triad array in MB (default: ${DEFAULT-VALUE})")
    private int triadMegabytes;

    @Option(names = "--numpy-repeats", paramLabel = "N", defaultValue = "3",
            description = "timed repeats of each numpy run (default: ${DEFAULT-VALUE})")
    private int numpyRepeats;

    @Option(names = {"-v", "--verbose"}, description = "also print JMH's own output")
    private boolean verbose;

    @Override
    public Integer call() throws Exception {
        JmhSettings jmh;
        PeerRun.Settings peers;
        try {
            List<String> extra = jvmArgs == null || jvmArgs.isBlank() ? List.of()
                    : Arrays.asList(jvmArgs.trim().split("\\s+"));
            jmh = new JmhSettings(forks, warmup, iterations, iterationSeconds, mode, extra, threads);
            peers = new PeerRun.Settings(python == null ? Python.DEFAULT_CANDIDATES : List.of(python), compiler,
                    triadMegabytes, numpyRepeats);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        var request = new BenchRun.Request(experiment.file(), experiment.full(), out.given(), context().root(),
                Optional.ofNullable(epsilon), jmh, peers, !noPeers, verbose,
                recordedArgs());
        var result = new BenchRun(context().learners(), experiment.directory(context()), context().err()).run(request);
        context().out().println("timings: " + Location.display(result.folder()) + " (bench.csv, bench.json"
                + (noPeers ? "" : ", peers.csv and ratios.csv when the experiment has peers") + ", manifest.json)");
        if (result.timed() < result.planned()) {
            context().err().println((result.planned() - result.timed()) + " of " + result.planned()
                    + " learner settings could not be timed; see the failures above");
            return ErrorMapper.FAILED;
        }
        return ErrorMapper.OK;
    }
}
