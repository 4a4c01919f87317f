package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.harness.datasets.DataDirectory;
import privbench.harness.testing.Resources;
import privbench.harness.testing.TestLearners;

class CellExpansionTest {

    private static final DataDirectory DIRS = new DataDirectory(Optional.empty(), Map.of());

    @TempDir
    Path tmp;

    private static SweepPlan plan(Path file) {
        return SweepPlan.of(file, false, TestLearners.ALL, DIRS);
    }

    @Test
    void cells_areTheCartesianProductOfEveryAxis() {
        SweepPlan p = plan(Resources.path("experiments/sweep-axes.yaml"));
        // d 2 x margin 2 x outliers 3 x repetitions 2 x n 2 x learner settings 2 x epsilon 3 x delta 3
        assertEquals(2 * 2 * 3 * 2 * 2 * 2 * 3 * 3, p.cells().size());
        assertEquals(p.cells().size(), p.cells().stream().map(Cell::id).distinct().count(), "ids are unique");
        // groups are cells without their repetition
        assertEquals(p.cells().size() / 2, p.cells().stream().map(Cell::groupId).distinct().count());
    }

    @Test
    void cellsSharingRows_runTogether() {
        List<Cell> cells = plan(Resources.path("experiments/sweep-axes.yaml")).cells();
        Set<Object> finished = new HashSet<>();
        Object current = null;
        for (Cell c : cells) {
            if (!c.data().equals(current)) {
                assertTrue(finished.add(c.data()), "data key " + c.data() + " comes back after others");
                current = c.data();
            }
        }
    }

    @Test
    void cellId_isTheHashOfItsWrittenDefinition() {
        Cell c = plan(Resources.path("experiments/tiny.yaml")).cells().get(0);
        // the definition format is the contract of resume and merge: changing it orphans every earlier result
        String group = "learner=mean-difference|params={\"jitter\":0.05,\"shrink\":0}"
                + "|data=synthetic:margin-halfspace{rows=400}|split=test:0.25|public=none|preprocess="
                + "|params={concentration=10,margin=0.2}|outliers=0|n=100|d=5|epsilon=0.5|delta=0.00001";
        assertEquals(CellIdentity.hash(group), c.groupId());
        assertEquals(CellIdentity.hash(group + "|repetition=0"), c.id());
        assertEquals(16, c.id().length());
    }

    @Test
    void cellIds_doNotDependOnOtherLearnersOrTheOrderOfTheFile() throws IOException {
        Path a = Files.writeString(tmp.resolve("a.yaml"), """
                name: a
                seed: 4
                dataset: {synthetic: {generator: margin-halfspace, n: 100, d: 3}}
                split: {test: 0.25}
                sweep: {epsilon: [1, 2], delta: 0}
                learners: [mean-difference]
                """);
        Path b = Files.writeString(tmp.resolve("b.yaml"), """
                sweep: {delta: 0, epsilon: [2, 1]}
                learners:
                  - fails-at-epsilon
                  - id: mean-difference
                    params: {jitter: 0.05}
                split: {test: 0.25}
                dataset: {synthetic: {d: 3, n: 100, generator: margin-halfspace}}
                seed: 4
                name: b
                """);
        Set<String> idsA = plan(a).cells().stream().map(Cell::id).collect(Collectors.toSet());
        Set<String> idsB = plan(b).cells().stream().filter(c -> c.learner().spec().id().equals("mean-difference"))
                .map(Cell::id).collect(Collectors.toSet());
        assertEquals(idsA, idsB);
    }

    @Test
    void changingWhatACellComputes_changesItsId() throws IOException {
        String base = "name: a\nseed: 4\ndataset: {synthetic: {generator: margin-halfspace, n: 100, d: 3}}\n"
                + "split: {test: 0.25}\nsweep: {epsilon: 1, delta: 0}\nlearners: [mean-difference]\n";
        String id = plan(Files.writeString(tmp.resolve("x.yaml"), base)).cells().get(0).id();
        for (String changed : List.of(base.replace("n: 100", "n: 101"), base.replace("test: 0.25", "test: 0.3"),
                base + "preprocess: [unit-norm]\n", base.replace("d: 3", "d: 4"),
                base.replace("[mean-difference]", "[{id: mean-difference, params: {jitter: 0.1}}]"),
                base.replace("delta: 0", "delta: 1e-9"))) {
            assertNotEquals(id, plan(Files.writeString(tmp.resolve("y.yaml"), changed)).cells().get(0).id(), changed);
        }
    }

    @Test
    void deltaRules_resolvePerCellWithTheTrainingSize() {
        SweepPlan p = plan(Resources.path("experiments/failing.yaml"));
        Cell c = p.cells().get(0);
        assertEquals(1.0 / (200.0 * 200.0), c.deltaValue(), "1/n^2 with n = 200 private rows");
    }

    @Test
    void shards_partitionTheCells() {
        List<Cell> cells = plan(Resources.path("experiments/sweep-axes.yaml")).cells();
        Set<String> seen = new HashSet<>();
        for (int i = 1; i <= 3; i++) {
            for (Cell c : cells) {
                if (new Shard(i, 3).contains(c.id())) {
                    assertTrue(seen.add(c.id()), "cell in two shards");
                }
            }
        }
        assertEquals(cells.size(), seen.size());
        assertEquals(new Shard(2, 5), Shard.parse(" 2/5 "));
    }

    @Test
    void learnerParameterLists_becomeColumns_andCollidingNamesArePrefixed() {
        CellsLayout l = CellsLayout.of(List.of("margin", "n", "jitter"), List.of("accuracy"));
        assertEquals(List.of("margin", "param_n", "jitter"), List.copyOf(l.axisColumns().values()));
        CellsLayout back = CellsLayout.fromHeader(l.header());
        assertEquals(l, back);
    }
}
