package privbench.harness.bench.peers;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.harness.experiment.BenchSpec;
import privbench.harness.tables.CsvTable;

/**
 * Runs the peers an experiment asks for, in a run's {@code peers/} folder: the STREAM triad once, the numpy
 * DP-GD peer once per shape. A peer that cannot run here (no Python with numpy, no C compiler) or fails is
 * reported as a note and skipped; the learners' timings go on without it.
 */
public final class PeerRun {

    /** The file name of the peer measurements in a bench folder. */
    public static final String FILE = "peers.csv";

    /**
     * How to run the peers.
     *
     * @param pythons        interpreters to try for the numpy peer, in order
     * @param compiler       the C compiler for the triad
     * @param triadMegabytes the size of each triad array
     * @param numpyRepeats   timed repeats of each numpy run (the peer reports their best and times)
     */
    public record Settings(List<String> pythons, String compiler, int triadMegabytes, int numpyRepeats) {

        /** /usr/bin/python3 then python3, gcc, 200 MB arrays, 3 repeats (the peer README's figures). */
        public static final Settings DEFAULTS = new Settings(Python.DEFAULT_CANDIDATES, "gcc", 200, 3);

        public Settings {
            pythons = List.copyOf(pythons);
            if (pythons.isEmpty()) {
                throw new IllegalArgumentException("at least one Python interpreter must be given");
            }
            if (triadMegabytes < 1 || numpyRepeats < 1) {
                throw new IllegalArgumentException("triad size and numpy repeats must be >= 1, got "
                        + triadMegabytes + " and " + numpyRepeats);
            }
        }
    }

    /**
     * What the peers measured.
     *
     * @param numpy the numpy timings, one per shape that ran
     * @param triad the triad's bandwidth, if it ran
     * @param notes why a peer was skipped or failed
     */
    public record Outcome(List<PeerTiming> numpy, Optional<PeerTiming> triad, List<String> notes) {
        public Outcome {
            numpy = List.copyOf(numpy);
            notes = List.copyOf(notes);
        }
    }

    private final Settings settings;
    private final PrintStream progress;

    public PeerRun(Settings settings, PrintStream progress) {
        this.settings = settings;
        this.progress = progress;
    }

    /**
     * Runs the triad (when asked) and the numpy peer on every shape (when asked), in {@code folder}.
     */
    public Outcome run(boolean triad, List<DpgdShape> numpyShapes, Path folder) throws IOException {
        return run(triad, numpyShapes, List.of(1), folder);
    }

    /** As {@link #run(boolean, List, Path)}, the numpy peer once per shape and BLAS thread count. */
    public Outcome run(boolean triad, List<DpgdShape> numpyShapes, List<Integer> threads, Path folder)
            throws IOException {
        Files.createDirectories(folder);
        List<String> notes = new ArrayList<>();
        Optional<PeerTiming> bandwidth = triad ? triad(folder, notes) : Optional.empty();
        List<PeerTiming> numpy = numpyShapes.isEmpty() ? List.of() : numpy(numpyShapes, threads, folder, notes);
        return new Outcome(numpy, bandwidth, notes);
    }

    private Optional<PeerTiming> triad(Path folder, List<String> notes) throws IOException {
        Path source = PeerSources.write(folder, StreamTriad.SOURCE);
        try {
            StreamTriad t = StreamTriad.compile(source, settings.compiler());
            progress.println("peer stream-triad: " + settings.triadMegabytes() + " MB arrays, 1 thread");
            PeerTiming r = t.run(settings.triadMegabytes());
            progress.println(String.format(Locale.ROOT, "peer stream-triad: %.2f GB/s (best of the repeats)",
                    r.gbPerSecond()));
            return Optional.of(r);
        } catch (IOException e) {
            note(notes, "stream-triad skipped: " + e.getMessage());
            return Optional.empty();
        }
    }

    private List<PeerTiming> numpy(List<DpgdShape> shapes, List<Integer> threads, Path folder, List<String> notes)
            throws IOException {
        Optional<NumpyScript> script = script(BenchSpec.NUMPY_DPGD, NumpyDpgd.SCRIPT, folder, notes);
        return script.isEmpty() ? List.of()
                : timings(new NumpyDpgd(script.get(), settings.numpyRepeats()), shapes, threads, notes);
    }

    /**
     * Runs the numpy DP-SGD peer on every shape and BLAS thread count, in {@code folder}; a peer that cannot run
     * or fails adds a note to {@code notes}.
     */
    public List<PeerTiming> dpsgd(List<DpsgdShape> shapes, List<Integer> threads, Path folder, List<String> notes)
            throws IOException {
        if (shapes.isEmpty()) {
            return List.of();
        }
        Files.createDirectories(folder);
        Optional<NumpyScript> script = script(BenchSpec.NUMPY_DPSGD, NumpyDpsgd.SCRIPT, folder, notes);
        return script.isEmpty() ? List.of() : timings(new NumpyDpsgd(script.get()), shapes, threads, notes);
    }

    /**
     * Writes the peer's bundled script into the folder, with the first Python that imports numpy and scipy; with
     * none, a note says the peer is skipped.
     */
    private Optional<NumpyScript> script(String peer, String name, Path folder, List<String> notes) throws IOException {
        Path script = PeerSources.write(folder, name);
        Python.Search search = Python.find(settings.pythons(), folder);
        if (search.found().isEmpty()) {
            note(notes, peer + " skipped: no Python that imports numpy and scipy (tried "
                    + String.join("; ", search.passedOver()) + ")");
        }
        return search.found().map(python -> new NumpyScript(python, script));
    }

    /** Times the peer on every shape and thread count; a failed run adds a note and the others go on. */
    private <S extends PeerShape> List<PeerTiming> timings(NumpyPeer<S> peer, List<S> shapes, List<Integer> threads,
                                                           List<String> notes) {
        List<PeerTiming> out = new ArrayList<>();
        for (int i = 0; i < shapes.size(); i++) {
            S s = shapes.get(i);
            for (int th : threads) {
                progress.println("peer " + peer.id() + " [" + (i + 1) + "/" + shapes.size() + "] " + s.describe()
                        + ", " + th + " BLAS thread(s), with " + peer.script());
                try {
                    PeerTiming t = peer.time(s, th);
                    progress.println(String.format(Locale.ROOT, "peer %s [%d/%d] %s, %d thread(s): %s", peer.id(),
                            i + 1, shapes.size(), s.describe(), th, peer.result(s, t)));
                    out.add(t);
                } catch (IOException e) {
                    note(notes, peer.id() + " failed on " + s.describe() + " with " + th + " thread(s): "
                            + e.getMessage());
                }
            }
        }
        return out;
    }

    private void note(List<String> notes, String note) {
        notes.add(note);
        progress.println("peer " + note);
    }

    /** Writes peers.csv: every peer measurement. */
    public static void write(Path file, Outcome outcome) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        outcome.triad().ifPresent(t -> rows.add(row(t)));
        outcome.numpy().forEach(t -> rows.add(row(t)));
        new CsvTable(List.of("peer", "impl", "n", "d", "iterations", "threads", "seconds", "best_seconds",
                "gb_per_s", "note"), rows).write(file);
    }

    private static List<String> row(PeerTiming t) {
        return List.of(t.peer(), t.impl(), String.valueOf(t.n()), String.valueOf(t.d()), String.valueOf(t.iterations()),
                String.valueOf(t.threads()), Double.toString(t.seconds()), Double.toString(t.bestSeconds()),
                Double.isNaN(t.gbPerSecond()) ? "" : Double.toString(t.gbPerSecond()), t.note());
    }
}
