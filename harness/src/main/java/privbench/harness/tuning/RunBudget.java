package privbench.harness.tuning;

import java.util.List;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;

/**
 * What each candidate run of a selection may spend, and what the whole selection then spends.
 *
 * @param model        the budget every candidate trains with
 * @param scoreScale   the noise on a candidate's count of correct validation rows: a Gaussian sd, or a Laplace
 *                     scale when {@code laplaceScore}
 * @param laplaceScore true at delta = 0 (pure DP), where the score must be pure too
 * @param events       each candidate's event at {@link #model}, as its fit on public stand-in rows reports it; a
 *                     private fit must report the same, or the guarantee depends on the data
 * @param epsilonSpent the selection's epsilon at {@link #deltaSpent}, never above the target
 * @param deltaSpent   the target delta
 * @param accountant   how the selection was priced
 */
public record RunBudget(Budget model, double scoreScale, boolean laplaceScore, List<PrivacyEvent> events,
                        double epsilonSpent, double deltaSpent, String accountant) {

    public RunBudget {
        events = List.copyOf(events);
    }
}
