package privbench.harness.audit.attack;

/**
 * An attack that fits the learner once with many canaries, each included with probability 1/2 (Steinke, Nasr
 * and Jagielski 2023): for learners too slow for thousands of fits.
 */
public non-sealed interface OneRunAttack extends Attack {

    /** Canaries when the request does not say. */
    int defaultCanaries();

    /** The data of the audit with m canaries. */
    OneRunDesign oneRunDesign(AttackContext context, int canaries);
}
