package privbench.harness.input;

import java.util.Objects;

/**
 * Bad input from the user (experiment file, data file, command line): printed as one line
 * {@code file:line:col: problem}, exit code 2, no stack trace.
 */
public final class InputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Location location;
    private final String problem;

    public InputException(Location location, String problem) {
        super(location + ": " + problem);
        this.location = Objects.requireNonNull(location, "location");
        this.problem = Objects.requireNonNull(problem, "problem");
    }

    public Location location() {
        return location;
    }

    /** The problem without the location. */
    public String problem() {
        return problem;
    }
}
