package privbench.harness.input;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Bad input from the user (experiment file, data file, command line): printed as one line
 * {@code file:line:col: problem} per error (see {@link Problems} for several at once), exit code 2, no stack
 * trace.
 */
public final class InputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Location location;
    private final String problem;
    private final transient List<InputException> all;

    public InputException(Location location, String problem) {
        super(location + ": " + problem);
        this.location = Objects.requireNonNull(location, "location");
        this.problem = Objects.requireNonNull(problem, "problem");
        this.all = List.of(this);
    }

    private InputException(List<InputException> errors) {
        super(String.join("\n", errors.stream().map(Throwable::getMessage).toList()) + "\n" + errors.size()
                + " errors");
        this.location = errors.get(0).location;
        this.problem = errors.get(0).problem;
        this.all = List.copyOf(errors);
    }

    /**
     * Several errors found in one pass, reported together (one line each, then the count): the one error
     * itself when there is only one.
     */
    public static InputException of(List<InputException> errors) {
        // in file order, each error once (a learner error can be found by two passes)
        List<InputException> flat = errors.stream().flatMap(e -> e.all().stream())
                .filter(distinctMessages())
                .sorted(Comparator.comparing((InputException e) -> e.location.file())
                        .thenComparingInt(e -> e.location.line()).thenComparingInt(e -> e.location.column()))
                .toList();
        if (flat.isEmpty()) {
            throw new IllegalArgumentException("no errors to report");
        }
        return flat.size() == 1 ? flat.get(0) : new InputException(flat);
    }

    private static Predicate<InputException> distinctMessages() {
        Set<String> seen = new HashSet<>();
        return e -> seen.add(e.getMessage());
    }

    /** Every error this one reports (itself alone for a single error). */
    public List<InputException> all() {
        return all;
    }

    public Location location() {
        return location;
    }

    /** The problem without the location. */
    public String problem() {
        return problem;
    }
}
