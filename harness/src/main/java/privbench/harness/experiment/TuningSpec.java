package privbench.harness.experiment;

import java.util.List;
import java.util.Optional;
import privbench.canonical.Canonical;
import privbench.harness.input.Location;
import privbench.privacy.noise.TruncatedNegativeBinomial;

/**
 * An experiment's {@code tuning:} section: private hyperparameter selection by random stopping (Papernot and
 * Steinke 2022) over each private learner's grid, at every target (epsilon, delta) of the sweep.
 *
 * @param method       {@code random-stopping} (Papernot and Steinke), or {@code liu-talwar} (its geometric case,
 *                     eta = 1, Liu and Talwar 2019)
 * @param distribution the law of the number of candidate runs
 * @param eta          the TNB shape (unused for Poisson)
 * @param mean         the expected number of candidate runs
 * @param validation   the share of the private training rows held out to score candidates
 * @param score        the metric released (noisily) for each candidate: {@code accuracy}
 * @param scoreShare   the share of a candidate run's budget spent on its noisy score (the rest trains it)
 * @param learners     the learner ids tuned; empty means every private learner with two or more settings
 * @param at           where the section starts
 */
public record TuningSpec(String method, Distribution distribution, double eta, double mean, double validation,
                         String score, double scoreShare, List<String> learners, Location at) {

    /** The run-count laws. */
    public enum Distribution {
        TRUNCATED_NEGATIVE_BINOMIAL("truncated-negative-binomial"), POISSON("poisson");

        private final String id;

        Distribution(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Optional<Distribution> byId(String id) {
            for (Distribution d : values()) {
                if (d.id.equals(id)) {
                    return Optional.of(d);
                }
            }
            return Optional.empty();
        }
    }

    public static final String RANDOM_STOPPING = "random-stopping";
    public static final String LIU_TALWAR = "liu-talwar";
    public static final List<String> METHODS = List.of(RANDOM_STOPPING, LIU_TALWAR);
    /** Scores a candidate may release: counts of correct validation rows, sensitivity 1 under every relation. */
    public static final List<String> SCORES = List.of("accuracy");

    public TuningSpec {
        learners = List.copyOf(learners);
    }

    /** The TNB law of the run count (for the TNB distribution). */
    public TruncatedNegativeBinomial runCount() {
        return TruncatedNegativeBinomial.ofMean(eta, mean);
    }

    /** True when a private learner is tuned: listed, or (with no list) when it has two or more settings. */
    public boolean tunes(String learnerId, int settings) {
        return learners.isEmpty() ? settings >= 2 : learners.contains(learnerId);
    }

    /** A one-line description for reports, e.g. "random stopping, K ~ TNB(eta 1, mean 10), 20% held out". */
    public String describe() {
        String law = distribution == Distribution.POISSON ? "Poisson(mean " + Canonical.number(mean) + ")"
                : "TNB(eta " + Canonical.number(eta) + ", mean " + Canonical.number(mean) + ")";
        return method + ", K ~ " + law + ", " + Canonical.number(100 * validation) + "% of the private rows held out "
                + "to score candidates, score " + score + " (" + Canonical.number(100 * scoreShare)
                + "% of each run's budget)";
    }
}
