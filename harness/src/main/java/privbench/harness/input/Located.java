package privbench.harness.input;

import java.util.Objects;

/**
 * A value read from an experiment file, with where it was written and its path in the file
 * (e.g. {@code sweep.n[1]}), so that checks made later can still point at it.
 *
 * @param <T> the value's type
 */
public record Located<T>(T value, Location at, String path) {

    public Located {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(path, "path");
    }

    /** An error about this value: {@code path problem} at its location. */
    public InputException error(String problem) {
        return new InputException(at, path + " " + problem);
    }
}
