package privbench.harness.external;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import privbench.data.Dataset;
import privbench.learners.ScoresGivenRows;
import privbench.learners.Fit;
import privbench.learners.PassThroughOptions;
import privbench.learners.PrivateLearner;
import privbench.learners.TrainingData;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;
import privbench.privacy.noise.NoiseSource;

/**
 * An outside program as a learner (protocol version 1): each fit writes the private rows, the rows to score and
 * the request into a fresh folder, runs the program there and reads its answer. The seed it is given is drawn
 * from the cell's noise, so it derives from the experiment seed and the cell's identity like every other draw;
 * a deterministic program gives the same cells in every run, shard and thread count.
 */
public final class ExternalLearner implements PrivateLearner, ScoresGivenRows {

    /** The protocol version this harness speaks. */
    public static final int PROTOCOL = 1;
    /** The caveat every cell of a private external learner carries: the guarantee is the program's claim. */
    public static final String CAVEAT = "guarantee=claimed-by-program";

    private final ExternalProgram program;
    private final PassThroughOptions params;
    private final boolean nonPrivate;
    private final Neighbouring relation;
    private final List<Dataset> scored;
    private final String cell;

    ExternalLearner(ExternalProgram program, PassThroughOptions params, boolean nonPrivate, Neighbouring relation) {
        this(program, params, nonPrivate, relation, List.of(), "");
    }

    private ExternalLearner(ExternalProgram program, PassThroughOptions params, boolean nonPrivate,
                            Neighbouring relation, List<Dataset> scored, String cell) {
        this.program = program;
        this.params = params;
        this.nonPrivate = nonPrivate;
        this.relation = relation;
        this.scored = scored;
        this.cell = cell;
    }

    /**
     * This learner for one cell: the rows its program scores (test.csv; features only) and the cell's id, which
     * failures name. Without it the program is given no rows to score and must answer with a linear model.
     */
    public ExternalLearner forCell(Dataset testRows, String cellId) {
        return new ExternalLearner(program, params, nonPrivate, relation, List.of(testRows.withoutLabels()), cellId);
    }

    /**
     * This learner scoring an audit's probe rows (test.csv holds the blocks one after the other), so that a program
     * answering with scores is audited on the statistic the attack reads; one answering with weights ignores them.
     */
    @Override
    public ExternalLearner scoring(List<Dataset> probeRows) {
        return new ExternalLearner(program, params, nonPrivate, relation,
                probeRows.stream().map(Dataset::withoutLabels).toList(), "audit");
    }

    /** The program this learner runs. */
    public ExternalProgram program() {
        return program;
    }

    @Override
    public Fit fit(TrainingData data, Budget budget, NoiseSource noise) {
        Dataset train = data.sensitive();
        Dataset test = joined(scored, train);
        // a non-negative 63-bit seed from the cell's own stream (the noise a Java learner would draw from)
        long seed = noise.structural("external-program-seed").nextLong() >>> 1;
        Path dir;
        try {
            dir = Files.createTempDirectory("privbench-" + program.name() + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a folder for external learner " + program.name(), e);
        }
        try {
            ProtocolRequest.write(dir, train, test, budget, relation, seed, params);
            ProgramRun.Ended ended = ProgramRun.run(program, dir);
            if (ended.timedOut()) {
                throw failure("did not finish within " + program.timeout().toSeconds() + " s (timeout:) and was "
                        + "killed", dir);
            }
            if (ended.exitCode() != 0) {
                throw failure("exited with code " + ended.exitCode(), dir);
            }
            ProtocolResponse.Answer a = ProtocolResponse.read(dir, train, scored, budget, relation, nonPrivate);
            return Fit.of(a.model(), a.spent());
        } catch (ProtocolResponse.Problem p) {
            throw failure(p.getMessage(), dir);
        } catch (IOException e) {
            throw failure("could not be run: " + e.getMessage(), dir);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure("was interrupted", dir);
        } finally {
            delete(dir);
        }
    }

    /** The rows to score, block after block, as one unlabelled set (test.csv). */
    private static Dataset joined(List<Dataset> blocks, Dataset train) {
        if (blocks.size() == 1) {
            return blocks.get(0);
        }
        int rows = blocks.stream().mapToInt(Dataset::rows).sum();
        double[] x = new double[rows * train.cols()];
        int at = 0;
        for (Dataset b : blocks) {
            System.arraycopy(b.x(), 0, x, at, b.rows() * train.cols());
            at += b.rows() * train.cols();
        }
        return Dataset.unlabelled(train.name() + "/scored", x, rows, train.cols(), train.classNames(),
                Double.POSITIVE_INFINITY);
    }

    private ExternalProgramFailure failure(String what, Path dir) {
        String tail = ProgramRun.stderrTail(dir);
        return new ExternalProgramFailure("external learner " + program.name() + (cell.isEmpty() ? "" : " in cell "
                + cell) + " " + what + (tail.isBlank() ? "" : " (the tail of its stderr is in "
                + ExternalLogs.FOLDER + "/)"), tail);
    }

    private static void delete(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind costs disk, not results
        }
    }
}
