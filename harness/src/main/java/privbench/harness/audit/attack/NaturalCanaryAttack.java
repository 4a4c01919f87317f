package privbench.harness.audit.attack;

import java.nio.file.Path;
import java.util.Locale;
import privbench.data.Dataset;
import privbench.harness.datasets.FirstImages;
import privbench.privacy.Neighbouring;

/**
 * The natural-data threat model (Annamalai and De Cristofaro, NeurIPS 2024, "Nearly tight black-box auditing of
 * differentially private machine learning"): the base rows are real images, the first n of an IDX file
 * (Fashion-MNIST by default, class 0 against the rest, unit norm), and the auditor adds one canary and sees only the
 * final model. A weaker adversary than the crafted pairs, whose base rows are chosen too; users want both measured,
 * each labelled by its threat model.
 *
 * <p>The canary is a row of class 1 along the unit direction u spread evenly over the pixels that are zero in every
 * base row (the images' blank border): no base row's gradient has a component there, so the released weight along
 * u is the canary's own pushes plus the mechanism's noise, the statistic that makes the test near the mechanism's
 * own. Its norm is {@link GradientWedgeAttack#CANARY_FACTOR} times the declared bound 1, as the wedge's: the
 * learners clip every example's gradient to the bound, and a logistic loss's derivative at margin 0 is 1/2, so a
 * unit canary would push with half the bound; at 4.6 its clipped gradient is the full bound until its margin
 * passes 1.3, and the two worlds' gradients then differ by the full replace-one sensitivity along u.
 * It is chosen from the base rows, which the auditor knows in this threat model (the guarantee holds for every
 * pair, so choosing it from the data costs the audit nothing). Under add-remove the out world is the base rows;
 * under replace-one the canary's negation (class 1) replaces it; under label-only the canary with class 0. The
 * learners start from their own initial model: from zero (dp-gd always, DP-SGD with {@code init: zero}) the
 * canary's margin is 0 and its clipped gradient the full bound from the first step. Score: the released model's
 * weight along the canary.
 */
public final class NaturalCanaryAttack implements MultiRunAttack {

    /** The attack id; {@code natural-canary@FILE} names another images file. */
    public static final String ID = "natural-canary";

    /** Debian's dataset-fashion-mnist training images. */
    public static final Path DEBIAN_FASHION_MNIST = Path.of("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz");

    /** The label that is class 1 (Fashion-MNIST's T-shirt/top, as the DP-AUC experiments take it). */
    static final String POSITIVE = "0";

    private final Path images;

    public NaturalCanaryAttack(Path images) {
        this.images = images;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String threat() {
        return ID;
    }

    @Override
    public String source() {
        return "Annamalai and De Cristofaro 2024 (black-box, natural data plus one canary): first n images of "
                + images.getFileName() + ", a canary on the pixels blank in all of them, the model's weight along it";
    }

    @Override
    public int defaultRows() {
        // the paper's 1,000-record sample
        return 1000;
    }

    @Override
    public int defaultCols(int canaries) {
        // the images' own: the attack refuses any other
        return 784;
    }

    @Override
    public int defaultRuns(double epsilon) {
        return 1000;
    }

    @Override
    public boolean gaussianStatistic() {
        return true;
    }

    @Override
    public double defaultSelectionFraction() {
        return 0.02;
    }

    @Override
    public Worlds worlds(AttackContext c) {
        Dataset base = FirstImages.binary(images, c.rows(), POSITIVE);
        if (c.cols() != base.cols()) {
            throw new IllegalArgumentException("the natural-canary attack uses the images' " + base.cols()
                    + " pixels: leave --d out or give --d " + base.cols() + ", got " + c.cols());
        }
        double[] u = blankDirection(base);
        double[] canary = new double[u.length];
        double[] minus = new double[u.length];
        for (int j = 0; j < u.length; j++) {
            canary[j] = GradientWedgeAttack.CANARY_FACTOR * u[j];
            minus[j] = -canary[j];
        }
        CraftedPair pair = CraftedPair.of(base, canary, minus, c.relation());
        int blank = 0;
        for (double v : u) {
            blank += v != 0 ? 1 : 0;
        }
        String other = c.relation() == Neighbouring.ADD_REMOVE ? "or none"
                : c.relation() == Neighbouring.LABEL_ONLY ? "or the same with label 0" : "or its negation (label 1)";
        return new Worlds(pair.out(), pair.in(), model -> Probe.along(model, u, base), 1,
                GradientWedgeAttack.CANARY_FACTOR, String.format(Locale.ROOT, "natural: first %d images of %s (label %s "
                        + "as class 1, unit norm); canary: %.1f times the unit row on the %d pixels blank in all of them "
                        + "(label 1) %s, d=%d", c.rows(), images.getFileName(), POSITIVE, GradientWedgeAttack.CANARY_FACTOR,
                        blank, other, base.cols()));
    }

    /** The unit row spread evenly over the columns that are zero in every row; refused when there is none. */
    static double[] blankDirection(Dataset base) {
        int n = base.rows();
        int d = base.cols();
        double[] x = base.x();
        boolean[] used = new boolean[d];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < d; j++) {
                used[j] |= x[i * d + j] != 0;
            }
        }
        int blank = 0;
        for (boolean b : used) {
            blank += b ? 0 : 1;
        }
        if (blank == 0) {
            throw new IllegalArgumentException("the natural-canary attack needs a pixel blank in all " + n
                    + " base images; every pixel is used (give fewer rows with --n)");
        }
        double[] u = new double[d];
        double v = 1 / Math.sqrt(blank);
        for (int j = 0; j < d; j++) {
            u[j] = used[j] ? 0 : v;
        }
        // a direction, not a row: the canary is CANARY_FACTOR times it and clipped, so no norm bound to keep exact
        return u;
    }
}
