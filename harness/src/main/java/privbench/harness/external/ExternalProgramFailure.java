package privbench.harness.external;

/**
 * A fit of an outside program that failed: the message (what the error column says) names the learner, the cell
 * and what was wrong; the program's own output (the tail of its stderr) is kept apart, since it is the program's
 * words, not privbench's, and the harness writes it beside cells.csv, not in it.
 */
public final class ExternalProgramFailure extends IllegalStateException {

    private final String programOutput;

    ExternalProgramFailure(String message, String programOutput) {
        super(message);
        this.programOutput = programOutput;
    }

    /** The tail of the program's stderr (empty when it wrote none). */
    public String programOutput() {
        return programOutput;
    }
}
