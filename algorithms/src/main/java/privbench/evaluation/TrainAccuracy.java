package privbench.evaluation;

/**
 * Accuracy on the private training rows: a non-private evaluation metric for diagnosing under- and
 * over-fitting. It reads the private data without noise, so it is for the benchmark's eyes only and is
 * never part of a private release.
 */
public final class TrainAccuracy extends NamedMetric {

    public TrainAccuracy() {
        super("train_accuracy", "accuracy on the private training rows (non-private evaluation, not a release)");
    }

    @Override
    public boolean onTrainingRows() {
        return true;
    }

    @Override
    public double value(Predictions p) {
        return Accuracy.correct(p) / (double) p.size();
    }
}
