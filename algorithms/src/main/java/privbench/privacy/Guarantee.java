package privbench.privacy;

import java.util.Objects;

/**
 * The privacy guarantee a fit actually spent, as priced by a named accountant.
 *
 * @param epsilon    epsilon spent; +Infinity when no guarantee is claimed
 * @param delta      delta spent
 * @param accountant id of the accountant (or proof) that priced the event, e.g. {@code gdp}, {@code rdp}
 * @param relation   the neighbouring relation the guarantee holds for
 * @param event      what the learner ran, in accountant vocabulary
 * @param caveat     empty, or a label every output must carry (e.g. "tuning=validation-unaccounted")
 */
public record Guarantee(double epsilon, double delta, String accountant, Neighbouring relation,
                        PrivacyEvent event, String caveat) {

    public Guarantee {
        Objects.requireNonNull(accountant, "accountant");
        Objects.requireNonNull(relation, "relation");
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(caveat, "caveat");
        if (!(epsilon >= 0)) {
            throw new IllegalArgumentException("spent epsilon must be >= 0, got " + epsilon);
        }
        if (!(delta >= 0 && delta <= 1)) {
            throw new IllegalArgumentException("spent delta must be in [0, 1], got " + delta);
        }
    }

    /** No guarantee: the learner saw private data without noise (a non-private reference). */
    public static Guarantee nonPrivate() {
        return new Guarantee(Double.POSITIVE_INFINITY, 0.0, "none", Neighbouring.NONE,
                new PrivacyEvent.NonPrivate(), "");
    }

    /** Returns this guarantee with a caveat appended; caveats accumulate, separated by "; ". */
    public Guarantee withCaveat(String more) {
        if (more == null || more.isEmpty()) {
            return this;
        }
        String joined = caveat.isEmpty() ? more : caveat + "; " + more;
        return new Guarantee(epsilon, delta, accountant, relation, event, joined);
    }

    /** True when a finite epsilon is claimed. */
    public boolean isPrivate() {
        return Double.isFinite(epsilon);
    }
}
