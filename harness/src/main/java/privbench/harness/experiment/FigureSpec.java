package privbench.harness.experiment;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import privbench.harness.input.Location;

/**
 * A figure an experiment asks for: which column goes on each axis and how series and panels are formed.
 * The report draws it; the experiment reader only checks that it names existing columns.
 *
 * @param x         the x axis (a sweep axis such as {@code epsilon} or {@code n})
 * @param y         a metric, {@code epsilon_spent} or {@code fit_seconds}
 * @param series    the column whose values form one line each (default {@code learner}; {@code none} for one line)
 * @param logx      log-scaled x axis
 * @param logy      log-scaled y axis
 * @param panel     an axis giving one panel per value, if any
 * @param errorbars what the error bars show
 * @param title     the title as written; empty when not written (a default title is drawn), "" for none; a
 *                  {@code {d}}, {@code {n}}, {@code {epsilon}}, {@code {delta}} or {@code {dataset}} in it is
 *                  drawn as the run's values of that column ({@link #TITLE_SETTINGS}), so that a title cannot name
 *                  other settings than the run it is drawn from (the full: variant's, say)
 * @param caption   the caption as written; empty when not written (the generated caption), "" for none
 */
public record FigureSpec(String x, String y, String series, boolean logx, boolean logy, Optional<String> panel,
                         ErrorBars errorbars, Optional<String> title, Optional<String> caption, Location at,
                         String path) {

    /** The columns a title may name in braces, filled from the run's summary when the figure is drawn. */
    public static final List<String> TITLE_SETTINGS = List.of("n", "d", "epsilon", "delta", "dataset");

    /** A title's placeholder: a name in braces. */
    public static final Pattern TITLE_SETTING = Pattern.compile("\\{([A-Za-z_]+)}");

    /** What the error bars of a figure show. */
    public enum ErrorBars {
        /** The 95% Student-t confidence interval of the mean over repetitions. */
        CI,
        /** One standard deviation over repetitions. */
        STD,
        /** None. */
        NONE
    }
}
