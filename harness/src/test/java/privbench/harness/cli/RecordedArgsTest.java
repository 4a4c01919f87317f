package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordedArgsTest {

    private static final Path ROOT = Path.of("/home/alice/privbench");
    private static final Path HOME = Path.of("/home/alice");

    @Test
    void pathsInsideTheRepositoryBecomeRelativeToIt() {
        assertEquals(List.of("run", "experiments/ci/erm.yaml", "--out", "results/runs/x", "--fresh"),
                RecordedArgs.of(ROOT, HOME, List.of("run", "/home/alice/privbench/experiments/ci/erm.yaml", "--out",
                        "/home/alice/privbench/results/runs/x", "--fresh")));
    }

    @Test
    void optionValuesAfterAnEqualsSignToo() {
        assertEquals(List.of("--out=results/r", "--data=~/data", "--x=/tmp/y"),
                RecordedArgs.of(ROOT, HOME, List.of("--out=/home/alice/privbench/results/./r", "--data=/home/alice/data",
                        "--x=/tmp/y")));
    }

    @Test
    void homeIsHiddenOtherAbsolutePathsAndRelativeArgumentsAreKept() {
        assertEquals(List.of("~/elsewhere/e.yaml", "/tmp/ci/erm", "a/b.yaml", ".", "0.5"),
                RecordedArgs.of(ROOT, HOME, List.of("/home/alice/elsewhere/e.yaml", "/tmp/ci/erm", "a/b.yaml",
                        "/home/alice/privbench", "0.5")));
    }
}
