package privbench.harness.tuning;

import privbench.harness.results.Columns;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.evaluation.Metric;
import privbench.evaluation.Predictions;
import privbench.evaluation.Scorer;
import privbench.harness.datasets.PreparedData;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.CellResult;
import privbench.learners.Fit;
import privbench.learners.LearnerSpec;
import privbench.learners.SweepMemo;
import privbench.learners.TrainingData;
import privbench.privacy.DpChecks;
import privbench.privacy.noise.NoiseSource;
import privbench.privacy.noise.SeededNoise;

/**
 * Runs one private selection (Papernot and Steinke 2022, random stopping): K drawn first from its own stream, then
 * K times a setting drawn uniformly from the grid, trained on the private rows not held out at the run budget, and
 * its count of correct held-out rows released with noise; the best noisy count wins, and only the winner (model,
 * setting, noisy score) is released and evaluated on the test rows.
 *
 * <p>The hold-out is the last {@code validation} share of the cell's n private rows (they are in seeded random
 * order already), so every candidate trains on the same rows. With a Poisson K of 0 nothing is released and the
 * metrics are those of a data-independent constant scorer.
 */
final class TunedSelection {

    private TunedSelection() {
    }

    static Map<String, String> run(SelectionUnit unit, PreparedData prepared, RunBudget budget, TuningSpec spec,
                                   long seed, List<Metric> metrics, SweepMemo memo) {
        Cell cell = unit.first();
        Map<String, String> v = describe(unit, seed);
        v.put("run_epsilon", Canonical.number(budget.model().epsilon()));
        v.put("score_noise", Canonical.number(budget.scoreScale()));
        v.put("epsilon_spent", Canonical.number(budget.epsilonSpent()));
        v.put("delta_spent", Canonical.number(budget.deltaSpent()));
        v.put("accountant", budget.accountant());
        long start = System.nanoTime();
        try {
            Split split = Split.of(prepared.subsample(cell.n()), spec.validation());
            NoiseSource noise = SeededNoise.forCell(seed, unit.id());
            String[] labels = {"", ""};
            var outcome = RandomStoppingLoop.run(spec, budget, new RandomStoppingLoop.Candidates<Fit>() {
                @Override
                public int size() {
                    return unit.candidates().size();
                }

                @Override
                public Fit fit(int theta, long run, NoiseSource runNoise) {
                    Cell c = unit.candidates().get(theta);
                    LearnerSpec<?> ls = c.learner().spec();
                    TrainingData data = TrainingData.forLearner(ls, split.train(), prepared.publicRows(), memo);
                    Fit fit = ls.create(c.binding().options()).fit(data, budget.model(), runNoise);
                    DpChecks.requireWithin(fit.spent(), budget.model());
                    if (!fit.spent().event().equals(budget.events().get(theta))) {
                        // the private fit's event is left out of the text: it would be a data-dependent value
                        throw new IllegalStateException(ls.id() + " " + c.binding().paramsJson() + " spent another "
                                + "event on the private rows than the " + budget.events().get(theta) + " it spent on "
                                + "public stand-in rows of the same shape: its guarantee depends on the data, so the "
                                + "selection cannot be priced before it runs");
                    }
                    labels[0] = fit.spent().relation().id();
                    labels[1] = fit.spent().caveat();
                    return fit;
                }

                @Override
                public double correct(Fit fit) {
                    return TunedSelection.correct(fit, split.validation());
                }
            }, noise);
            long k = outcome.runs();
            Fit best = outcome.model();
            int bestTheta = outcome.theta();
            double bestScore = outcome.score();
            String relation = labels[0];
            String caveat = labels[1];
            v.put("candidates", Long.toString(k));
            v.put("neighbouring", relation);
            v.put("caveat", caveat);
            Scorer chosen = best == null ? constant(prepared.test().classes()) : best.model();
            v.put("chosen_params", best == null ? "" : unit.candidates().get(bestTheta).binding().paramsJson());
            v.put("chosen_score", best == null ? "" : Canonical.number(bestScore / split.validation().rows()));
            Predictions test = Predictions.of(chosen, prepared.test());
            Predictions onTrain = null;
            for (Metric m : metrics) {
                if (m.onTrainingRows()) {
                    onTrain = onTrain == null ? Predictions.of(chosen, split.train()) : onTrain;
                    v.put(m.id(), Canonical.number(m.value(onTrain)));
                } else {
                    v.put(m.id(), Canonical.number(m.value(test)));
                }
            }
            v.put(Columns.STATUS, "ok");
        } catch (RuntimeException e) {
            v.put(Columns.STATUS, "error");
            v.put("error", CellResult.errorText(e));
        }
        v.put(Columns.FIT_SECONDS, Canonical.number(Math.round((System.nanoTime() - start) / 1e3) / 1e6));
        return v;
    }

    /** The columns every row has, whatever happens. */
    static Map<String, String> describe(SelectionUnit unit, long seed) {
        Cell cell = unit.first();
        Map<String, String> v = new LinkedHashMap<>();
        v.put(Columns.CELL_ID, unit.id());
        v.put(Columns.GROUP_ID, unit.groupId());
        v.put("learner", unit.learner());
        v.put("dataset", cell.dataset());
        v.put("n", Integer.toString(cell.n()));
        v.put("d", Integer.toString(cell.d()));
        v.putAll(cell.axes());
        v.put("epsilon", Canonical.number(cell.epsilon()));
        v.put("delta", Canonical.number(cell.deltaValue()));
        v.put("repetition", Integer.toString(cell.repetition()));
        v.put("seed", Long.toString(seed));
        v.put("grid", Integer.toString(unit.candidates().size()));
        return v;
    }

    /** The number of correct held-out rows: one row changes it by at most 1. */
    private static double correct(Fit fit, Dataset validation) {
        Predictions p = Predictions.of(fit.model(), validation);
        int correct = 0;
        for (int i = 0; i < p.size(); i++) {
            correct += p.predicted(i) == p.label(i) ? 1 : 0;
        }
        return correct;
    }

    /** What a selection that ran nothing releases: the same scores for every row. */
    private static Scorer constant(int classes) {
        return new Scorer() {
            @Override
            public int classes() {
                return classes;
            }

            @Override
            public double[] scores(Dataset rows) {
                return new double[rows.rows() * scoresPerRow()];
            }
        };
    }

    /** The private rows split into those candidates train on and those that score them. */
    record Split(Dataset train, Dataset validation) {
        /** How many of n rows candidates train on. */
        static int trainRows(int n, double share) {
            int held = (int) Math.max(1, Math.round(share * n));
            if (n - held < 2) {
                throw new IllegalArgumentException("n = " + n + " leaves " + (n - held) + " rows to train on after "
                        + "holding out " + held + " to score candidates (lower tuning.validation or raise n)");
            }
            return n - held;
        }

        static Split of(Dataset rows, double share) {
            int n = rows.rows();
            int held = n - trainRows(n, share);
            int[] train = new int[n - held];
            int[] valid = new int[held];
            for (int i = 0; i < n; i++) {
                if (i < n - held) {
                    train[i] = i;
                } else {
                    valid[i - (n - held)] = i;
                }
            }
            return new Split(rows.rows(train), rows.rows(valid));
        }
    }
}
