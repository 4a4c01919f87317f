package privbench.harness.audit.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import privbench.data.Dataset;
import privbench.harness.datasets.IdxTestFiles;
import privbench.harness.input.InputException;
import privbench.learners.Learners;
import privbench.learners.LearnerSpec;
import privbench.privacy.Neighbouring;

/**
 * The natural-data threat model (issue 40, item 3) on tiny IDX files: the base rows are the file's first images at
 * unit norm, the canary lies on the pixels blank in all of them (so no base row touches it), the pair follows the
 * relation, and bad input (missing file, no blank pixel, another --d) is refused naming what is wrong.
 */
class NaturalCanaryAttackTest {

    @TempDir
    Path dir;

    /** n 2 x 3 images: pixel 0 always set, pixel 1 on odd images, pixels 2..5 blank (3 and 5 set if {@code used}). */
    private Path images(int n, boolean used) throws IOException {
        Path file = IdxTestFiles.images(dir.resolve("train-images-idx3-ubyte"), n, 2, 3, i -> new byte[] {
            (byte) 100, (byte) (i % 2 == 1 ? 50 : 0), 0, (byte) (used ? 9 : 0), 0, (byte) (used ? 9 : 0)}, false);
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            labels[i] = i % 3 == 0 ? 0 : 7;
        }
        IdxTestFiles.labels(dir.resolve("train-labels-idx1-ubyte"), labels, false);
        return file;
    }

    private static AttackContext context(Neighbouring relation, int rows, int cols) {
        LearnerSpec<?> spec = Learners.byId("dp-gd").orElseThrow();
        return new AttackContext(spec, spec.create(spec.defaults()), relation, rows, cols, 1,
                Dataset.empty("public", cols, Rows.CLASSES));
    }

    @Test
    void theCanaryLiesOnTheBlankPixels_andThePairFollowsTheRelation() throws IOException {
        NaturalCanaryAttack attack = new NaturalCanaryAttack(images(10, false));
        Worlds w = attack.worlds(context(Neighbouring.REPLACE_ONE, 8, 6));
        // 8 base rows plus the canary in each world (replace-one: the negation replaces it)
        assertEquals(9, w.in().rows());
        assertEquals(9, w.out().rows());
        double[] in = w.in().x();
        double[] out = w.out().x();
        double k = GradientWedgeAttack.CANARY_FACTOR;
        // pixels 2..5 are blank in every image: the canary spreads over the four, norm k
        for (int j = 0; j < 6; j++) {
            double want = j >= 2 ? k / 2 : 0;
            assertEquals(want, in[8 * 6 + j], 1e-12, "in canary pixel " + j);
            assertEquals(-want, out[8 * 6 + j], 1e-12, "out canary pixel " + j);
        }
        // base rows at unit norm, labels: class 1 for label 0 (rows 0, 3, 6)
        for (int i = 0; i < 8; i++) {
            double s = 0;
            for (int j = 0; j < 6; j++) {
                s += in[i * 6 + j] * in[i * 6 + j];
            }
            assertTrue(Math.sqrt(s) <= 1 && Math.sqrt(s) > 1 - 1e-12, "row " + i + " norm " + Math.sqrt(s));
            assertEquals(i % 3 == 0 ? 1 : 0, w.in().labels()[i], "row " + i);
        }
        assertEquals(1, w.in().labels()[8]);
        // add-remove: the out world is the base rows alone
        Worlds ar = attack.worlds(context(Neighbouring.ADD_REMOVE, 8, 6));
        assertEquals(8, ar.out().rows());
        assertTrue(ar.data().contains("first 8 images") && ar.data().contains("4 pixels blank"), ar.data());
    }

    @Test
    void badInput_isRefused_namingWhatIsWrong() throws IOException {
        NaturalCanaryAttack tenImages = new NaturalCanaryAttack(images(10, true));
        var e = assertThrows(IllegalArgumentException.class,
                () -> new NaturalCanaryAttack(images(10, false)).worlds(context(Neighbouring.REPLACE_ONE, 8, 5)));
        assertTrue(e.getMessage().contains("--d 6, got 5"), e.getMessage());
        var few = assertThrows(InputException.class, () -> tenImages.worlds(context(Neighbouring.REPLACE_ONE, 20, 6)));
        assertTrue(few.getMessage().contains("has 10 images, the audit asks for 20"), few.getMessage());
        var missing = assertThrows(InputException.class, () -> new NaturalCanaryAttack(dir.resolve("none-images-idx3"))
                .worlds(context(Neighbouring.REPLACE_ONE, 8, 6)));
        assertTrue(missing.getMessage().contains("none-images-idx3") && missing.getMessage().contains("no such images"),
                missing.getMessage());
        assertEquals(NaturalCanaryAttack.ID, Attacks.byId("natural-canary@" + dir.resolve("x")).id());
        assertTrue(Attacks.ids().contains(NaturalCanaryAttack.ID));
    }

    @Test
    void everyPixelUsed_isRefused() {
        double[] x = {1, 0, 0, 1};
        Dataset both = Dataset.labelled("b", x, 2, 2, new int[] {0, 1}, Rows.CLASSES, 1.0);
        var e = assertThrows(IllegalArgumentException.class, () -> NaturalCanaryAttack.blankDirection(both));
        assertTrue(e.getMessage().contains("needs a pixel blank in all 2 base images"), e.getMessage());
        Dataset one = Dataset.labelled("o", new double[] {1, 0, 0, 0}, 2, 2, new int[] {0, 1}, Rows.CLASSES, 1.0);
        double[] u = NaturalCanaryAttack.blankDirection(one);
        assertEquals(0.0, u[0]);
        assertEquals(1.0, u[1], 1e-15);
    }
}
