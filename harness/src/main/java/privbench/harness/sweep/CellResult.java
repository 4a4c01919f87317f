package privbench.harness.sweep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import privbench.canonical.Canonical;
import privbench.privacy.Guarantee;

/**
 * What one cell produced: its metrics and the guarantee it spent, or the error that stopped it.
 *
 * @param cell        the cell
 * @param metrics     metric values by id (empty for an error)
 * @param spent       the guarantee the fit spent (absent for an error)
 * @param noise       the noise source's mode
 * @param fitSeconds  wall time of the fit alone (NaN for an error)
 * @param error       absent when the cell succeeded
 * @param diagnostics the fit's diagnostics, all of them: {@link #publicDiagnostics} is what cells.csv may carry
 */
public record CellResult(Cell cell, Map<String, Double> metrics, Optional<Guarantee> spent, String noise,
                         double fitSeconds, Optional<String> error, Map<String, Double> diagnostics) {

    public CellResult {
        metrics = Collections.unmodifiableMap(new TreeMap<>(metrics));
        diagnostics = Collections.unmodifiableMap(new TreeMap<>(diagnostics));
    }

    /** A failed cell. */
    public static CellResult failed(Cell cell, Throwable t, String noise) {
        return new CellResult(cell, Map.of(), Optional.empty(), noise, Double.NaN, Optional.of(errorText(t)),
                Map.of());
    }

    /**
     * A failure as the error column says it: a learner's refusal (IllegalArgumentException or IllegalStateException,
     * whose messages are written for users) as its message alone; anything else is a bug and says so, with its class.
     */
    public static String errorText(Throwable t) {
        String message = t.getMessage() == null ? "" : t.getMessage().replace('\n', ' ');
        if ((t instanceof IllegalArgumentException || t instanceof IllegalStateException) && !message.isEmpty()) {
            return message;
        }
        return "internal error (" + t.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message)
                + "); please report it";
    }

    public boolean ok() {
        return error.isEmpty();
    }

    /** This result with the fit time it publishes ({@link FitTimes}). */
    public CellResult withFitSeconds(double seconds) {
        return new CellResult(cell, metrics, spent, noise, seconds, error, diagnostics);
    }

    /** The diagnostics the learner declares public: the only ones written to cells.csv. */
    public Map<String, Double> publicDiagnostics() {
        return cell.learner().spec().diagnosticKeys().split(diagnostics).publicPart();
    }

    /** The rest: data-dependent values outside the guarantee, written only under --private-diagnostics. */
    public Map<String, Double> privateDiagnostics() {
        return cell.learner().spec().diagnosticKeys().split(diagnostics).privatePart();
    }

    /** The cells.csv row of this result: the fixed columns write themselves ({@link CellColumn}). */
    public List<String> row(CellsLayout layout, long seed) {
        List<String> r = new ArrayList<>();
        CellColumn.PREFIX.forEach(c -> r.add(c.value().of(this, seed)));
        for (String axis : layout.axisColumns().keySet()) {
            r.add(cell.axes().getOrDefault(axis, ""));
        }
        for (String m : layout.metrics()) {
            r.add(metrics.containsKey(m) ? number(metrics.get(m)) : "");
        }
        CellColumn.LEGACY_SUFFIX.forEach(c -> r.add(c.value().of(this, seed)));
        CellColumn.ATTACK.forEach(c -> r.add(c.value().of(this, seed)));
        return r;
    }

    /** Exact decimal text of a double (it reads back to the same double). */
    static String number(double v) {
        return Canonical.number(v);
    }
}
