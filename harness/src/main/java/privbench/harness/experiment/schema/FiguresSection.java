package privbench.harness.experiment.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import privbench.harness.experiment.FigureSpec;
import privbench.harness.experiment.Problems;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlScalar;

/**
 * Reads {@code figures:}; every column a figure names must exist in the run's tables.
 */
final class FiguresSection {

    private static final List<String> KEYS = List.of("x", "y", "series", "logx", "logy", "panel", "errorbars",
            "title", "caption");

    private FiguresSection() {
    }

    /**
     * @param axes    columns that can go on x, form series or panels (sweep axes, learner, dataset)
     * @param yValues columns that can go on y (metrics, epsilon_spent, fit_seconds)
     */
    static List<FigureSpec> read(Optional<YamlNode> node, List<String> axes, List<String> yValues) {
        if (node.isEmpty()) {
            return List.of();
        }
        // every figure and every key of each is checked: one pass names every bad axis
        Problems problems = new Problems();
        List<FigureSpec> out = new ArrayList<>();
        for (YamlNode item : node.get().asList().items()) {
            FigureSpec f = problems.attempt(() -> figure(item.asMap(), axes, yValues));
            if (f != null) {
                out.add(f);
            }
        }
        problems.throwIfAny();
        return out;
    }

    private static FigureSpec figure(YamlMap m, List<String> axes, List<String> yValues) {
        Problems problems = new Problems();
        problems.check(() -> m.allowOnly(KEYS));
        String x = problems.attempt(() -> oneOf(m.require("x", "a sweep axis such as epsilon or n").asScalar(), axes));
        String y = problems.attempt(() -> oneOf(m.require("y", "a metric").asScalar(), yValues));
        List<String> seriesChoices = new ArrayList<>(axes);
        seriesChoices.add("none");
        String series = problems.attempt(() -> m.get("series").map(s -> oneOf(s.asScalar(), seriesChoices))
                .orElse("learner"));
        Optional<String> panel = problems.attempt(() -> m.get("panel").map(p -> oneOf(p.asScalar(), axes)));
        Boolean logx = problems.attempt(() -> m.get("logx").map(v -> v.asScalar().asBoolean()).orElse(false));
        Boolean logy = problems.attempt(() -> m.get("logy").map(v -> v.asScalar().asBoolean()).orElse(false));
        FigureSpec.ErrorBars bars = problems.attempt(() -> m.get("errorbars").map(FiguresSection::errorBars)
                .orElse(FigureSpec.ErrorBars.CI));
        Optional<String> title = problems.attempt(() -> m.get("title").map(t -> title(t.asScalar())));
        Optional<String> caption = problems.attempt(() -> m.get("caption").map(t -> t.asScalar().asText()));
        problems.throwIfAny();
        return new FigureSpec(x, y, series, logx, logy, panel, bars, title, caption, m.at(), m.path());
    }

    /** A title whose braces name only {@link FigureSpec#TITLE_SETTINGS}. */
    private static String title(YamlScalar s) {
        String v = s.asText();
        Matcher placeholder = FigureSpec.TITLE_SETTING.matcher(v);
        while (placeholder.find()) {
            if (!FigureSpec.TITLE_SETTINGS.contains(placeholder.group(1))) {
                throw s.error("a title's {...} must name one of: " + String.join(", ", FigureSpec.TITLE_SETTINGS)
                        + " (drawn as the run's values); got '{" + placeholder.group(1) + "}'");
            }
        }
        return v;
    }

    private static String oneOf(YamlScalar s, List<String> choices) {
        String v = s.asText();
        if (!choices.contains(v)) {
            String near = YamlMap.closest(v, choices);
            throw s.error("must name one of: " + String.join(", ", choices) + "; got '" + v + "'"
                    + (near == null ? "" : " (did you mean '" + near + "'?)"));
        }
        return v;
    }

    private static FigureSpec.ErrorBars errorBars(YamlNode node) {
        YamlScalar s = node.asScalar();
        String v = s.asText();
        for (FigureSpec.ErrorBars b : FigureSpec.ErrorBars.values()) {
            if (b.name().toLowerCase(Locale.ROOT).equals(v)) {
                return b;
            }
        }
        throw s.error("must be one of ci, std, none; got '" + v + "'");
    }
}
