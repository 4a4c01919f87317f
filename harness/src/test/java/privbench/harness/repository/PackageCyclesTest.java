package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * No package cycle in the main sources of both modules, except the learner catalogue's: {@code Learners.ALL}
 * names every family, and every family implements {@code privbench.learners.PrivateLearner}. A cycle makes two
 * packages one unit that cannot be understood, tested or moved apart; the report names the packages.
 */
class PackageCyclesTest {

    private static final Path ROOT = RepositoryPaths.root();

    /** The catalogue's cycle: privbench.learners and its learner families, nothing else. */
    static boolean isLearnerCatalogue(Set<String> cycle) {
        return cycle.contains("privbench.learners")
                && cycle.stream().allMatch(p -> p.equals("privbench.learners") || p.startsWith("privbench.learners."));
    }

    @Test
    void mainSources_haveNoPackageCycle_butTheLearnerCatalogue() {
        PackageGraph g = PackageGraph.of(List.of(ROOT.resolve("algorithms/src/main/java"),
                ROOT.resolve("harness/src/main/java")));
        assertTrue(g.edges().size() > 30, "the graph was read: " + g.edges().size() + " packages");
        List<Set<String>> bad = g.cycles().stream().filter(c -> !isLearnerCatalogue(c)).toList();
        assertTrue(bad.isEmpty(), "package cycles: " + bad + " (break each by moving the shared type into a package "
                + "both can depend on; docs/ARCHITECTURE.md, Modules and packages)");
    }

    @Test
    void negativeControl_aCycleThroughThreePackagesIsFound() {
        PackageGraph g = new PackageGraph();
        g.addSource("package privbench.a;\nimport privbench.b.B;\nclass A {}");
        g.addSource("package privbench.b;\nimport static privbench.c.C.Inner.f;\nclass B {}");
        g.addSource("package privbench.c;\nimport privbench.a.A;\nimport java.util.List;\nclass C {}");
        g.addSource("package privbench.d;\nimport privbench.a.A;\nclass D {}");
        assertEquals(List.of(Set.of("privbench.a", "privbench.b", "privbench.c")), g.cycles());
        // and the catalogue rule does not excuse a learner package cycling with another part of the tree
        assertTrue(!isLearnerCatalogue(Set.of("privbench.learners", "privbench.learners.auc", "privbench.evaluation")));
    }
}
