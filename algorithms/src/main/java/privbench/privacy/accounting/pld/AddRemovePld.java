package privbench.privacy.accounting.pld;

/**
 * The composed privacy loss distributions of both directions of the add/remove-one relation. For a fixed
 * pair of neighbouring datasets every step runs in the same direction, so the guarantee is the worse of
 * the two compositions. Symmetric mechanisms share one instance.
 *
 * @param remove the distribution for D versus D minus one record
 * @param add    the distribution for D versus D plus one record
 */
public record AddRemovePld(PrivacyLossDistribution remove, PrivacyLossDistribution add) {

    /** The smallest eps >= 0 such that both directions are (eps, delta)-DP. */
    public double epsilon(double delta) {
        double r = remove.epsilon(delta);
        return add == remove ? r : Math.max(r, add.epsilon(delta));
    }

    /** The larger delta of the two directions at eps. */
    public double delta(double epsilon) {
        double r = remove.delta(epsilon);
        return add == remove ? r : Math.max(r, add.delta(epsilon));
    }

    /** The larger attainable true-positive rate of the two directions at the given false-positive rate. */
    public double truePositiveRate(double fpr) {
        double r = remove.truePositiveRate(fpr);
        return add == remove ? r : Math.max(r, add.truePositiveRate(fpr));
    }

    AddRemovePld compose(AddRemovePld other, double truncation) {
        PrivacyLossDistribution r = remove.compose(other.remove, truncation);
        boolean symmetric = add == remove && other.add == other.remove;
        return new AddRemovePld(r, symmetric ? r : add.compose(other.add, truncation));
    }

    AddRemovePld selfCompose(long count, double truncation) {
        PrivacyLossDistribution r = remove.selfCompose(count, truncation);
        return new AddRemovePld(r, add == remove ? r : add.selfCompose(count, truncation));
    }
}
