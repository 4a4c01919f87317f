package privbench.harness.report;

import java.util.List;
import java.util.regex.Matcher;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.tables.CsvTable;

/**
 * Fills a figure title's {@code {d}}-style placeholders ({@link FigureSpec#TITLE_SETTINGS}) with the run's own
 * values of that column, so that one experiment file's title is right for its small and its full variant.
 */
final class TitleSettings {

    /** More values than this are drawn as a range, "125 to 64000". */
    private static final int LISTED = 3;

    private TitleSettings() {
    }

    static String fill(String title, CsvTable summary) {
        Matcher m = FigureSpec.TITLE_SETTING.matcher(title);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String values = FigureSpec.TITLE_SETTINGS.contains(name) ? values(summary, name) : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(values));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String values(CsvTable summary, String column) {
        if (summary.column(column) < 0) {
            return "?";
        }
        List<String> v = Figures.distinct(summary, column);
        return v.size() > LISTED ? v.get(0) + " to " + v.get(v.size() - 1) : String.join(", ", v);
    }
}
