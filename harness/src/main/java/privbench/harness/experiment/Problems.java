package privbench.harness.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import privbench.harness.input.InputException;

/**
 * Collects the input errors of independent checks, so that one pass over a file reports all of them
 * instead of one per round. A check whose inputs failed is skipped (its errors would only echo the first).
 */
public final class Problems {

    private final List<InputException> errors = new ArrayList<>();

    /** The value of a check, or null when it failed (its error is kept). */
    public <T> T attempt(Supplier<T> check) {
        try {
            return check.get();
        } catch (InputException e) {
            errors.add(e);
            return null;
        }
    }

    /** Runs a check that returns nothing; true when it passed. */
    public boolean check(Runnable check) {
        try {
            check.run();
            return true;
        } catch (InputException e) {
            errors.add(e);
            return false;
        }
    }

    /** Adds an error found without throwing it. */
    public void add(InputException e) {
        errors.add(e);
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    /** Throws every error collected, as one exception. */
    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw InputException.of(errors);
        }
    }
}
