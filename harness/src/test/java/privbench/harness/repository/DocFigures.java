package privbench.harness.repository;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The measured figures of a documentation page that nothing checks: numbers with a decimal point, or with a unit of
 * measurement (%, x, s, min, GB/s, MiB, ...), in its prose. A figure is checked when it carries a
 * {@code <!-- q ... -->} anchor ({@link ReportQuotes}), sits in a {@code [lo, hi]<!-- paired ... -->} interval
 * ({@link PairedVerdicts}), or lies in a block {@code <!-- checked-by: TestClass -->} ...
 * {@code <!-- /checked-by -->} whose test compares it with what a committed file or a fresh run gives (the worked
 * example, the audit table). Code spans and blocks are commands and defaults, not results; a number named by the
 * setting it is ({@code epsilon 0.5}, {@code δ = 1e-5}, {@code margin 0.1}) is an input, not a figure, and so is a
 * confidence level ({@code 95% interval}).
 */
final class DocFigures {

    /** A figure nothing checks: the page's line and the text. */
    record Figure(int line, String text) {
    }

    /** A checked-by block and the test it names. */
    record CheckedBlock(int line, String test) {
    }

    private static final Pattern FENCE = Pattern.compile("```.*?```", Pattern.DOTALL);
    private static final Pattern PAIRED = Pattern.compile("\\[[^\\]\\n]*\\]<!--\\s*paired\\s.*?-->");
    private static final Pattern QUOTED = Pattern.compile("-?\\d[\\d,]*(?:\\.\\d+)?\\s?\\S{0,3}<!--\\s*q\\s.*?-->");
    private static final Pattern COMMENT = Pattern.compile("<!--(?!\\s*/?checked-by).*?-->", Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern LINK_TARGET = Pattern.compile("\\]\\([^)\\s]*\\)|<img[^>]*>|https?://\\S+");
    private static final Pattern BLOCK_OPEN = Pattern.compile("<!--\\s*checked-by:\\s*([A-Za-z0-9_]+)\\s*-->");
    private static final Pattern BLOCK_CLOSE = Pattern.compile("<!--\\s*/checked-by\\s*-->");
    private static final Pattern FIGURE = Pattern.compile(
            "(?<![\\w.\\-/^=])(\\d[\\d,]*(?:\\.\\d+)?)(?![\\w.]*\\.\\d)(\\s?(?:%|x\\b|×|s\\b|ms\\b|min\\b|h\\b|GB/s|G values/s|MiB\\b|MB\\b|GiB\\b|GB\\b))?");
    /** A number preceded by the name of the setting it is. */
    private static final Pattern SETTING = Pattern.compile(
            "(?<![\\w])(?:ε|δ|γ|λ|ρ|σ|μ|β|α|epsilon|delta|gamma|lambda|rho|sigma|mu|beta|alpha|margin|fraction|C_m|C_k|[kdnmqTCBN]"
                    + "|shift|threshold|outliers|confidence|lr|learning rate"
                    // a citation of the paper's parts, not a figure
                    + "|Sec\\.|Section|Table|Fig\\.|Figure|Eq\\.|Thm|Theorem|Lemma|App\\.|Cor\\.|Def\\.|Alg\\.|Algorithm|Claim|Prop\\.)\\*?\\s*(?:=|≤|≥|<|>|of|to|from)?\\s*$");

    /** A confidence level ("95% interval", "99.9% confidence"): a setting of the method, not a figure. */
    private static final Pattern CONFIDENCE = Pattern.compile(
            "^\\s?%\\s+(?:[\\w-]+\\s+){0,2}(?:interval|intervals|confidence|CI|CIs|Student-t)\\b");

    private DocFigures() {
    }

    /** The unchecked figures of a page, in order. */
    static List<Figure> unchecked(String page) {
        String text = blankKeepingLines(page, FENCE);
        text = blankKeepingLines(text, PAIRED);
        text = blankKeepingLines(text, QUOTED);
        text = blankKeepingLines(text, COMMENT);
        List<Figure> out = new ArrayList<>();
        boolean inBlock = false;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (BLOCK_OPEN.matcher(line).find()) {
                inBlock = true;
            }
            if (BLOCK_CLOSE.matcher(line).find()) {
                inBlock = false;
                continue;
            }
            if (inBlock) {
                continue;
            }
            String prose = LINK_TARGET.matcher(CODE.matcher(line).replaceAll(" ")).replaceAll(" ");
            Matcher m = FIGURE.matcher(prose);
            while (m.find()) {
                boolean decimal = m.group(1).contains(".");
                boolean unit = m.group(2) != null;
                boolean confidence = CONFIDENCE.matcher(prose.substring(m.end(1))).find();
                // "100000 x 1000" is a shape, not a ratio
                boolean shape = unit && m.group(2).strip().equals("x") && prose.substring(m.end()).matches("^\\s*\\d.*");
                unit = unit && !shape;
                if ((decimal || unit) && !confidence && !SETTING.matcher(prose.substring(0, m.start())).find()) {
                    out.add(new Figure(i + 1, m.group().trim()));
                }
            }
        }
        return out;
    }

    /** The checked-by blocks of a page, and a problem for each block left open. */
    static List<CheckedBlock> blocks(String page, List<String> problems, String name) {
        List<CheckedBlock> out = new ArrayList<>();
        String[] lines = page.split("\n", -1);
        boolean open = false;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = BLOCK_OPEN.matcher(lines[i]);
            if (m.find()) {
                if (open) {
                    problems.add(name + ":" + (i + 1) + ": checked-by block opened inside another");
                }
                out.add(new CheckedBlock(i + 1, m.group(1)));
                open = true;
            }
            if (BLOCK_CLOSE.matcher(lines[i]).find()) {
                open = false;
            }
        }
        if (open) {
            problems.add(name + ": a checked-by block is never closed");
        }
        return out;
    }

    /** Whether a test class of that simple name exists in either module's test tree. */
    static boolean testExists(Path root, String simpleName) throws IOException {
        for (String module : List.of("algorithms", "harness")) {
            Path tests = root.resolve(module).resolve("src/test/java");
            if (Files.isDirectory(tests)) {
                try (var s = Files.walk(tests)) {
                    if (s.anyMatch(p -> p.getFileName().toString().equals(simpleName + ".java"))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The text with every match replaced by spaces, newlines kept, so that line numbers stay. */
    private static String blankKeepingLines(String text, Pattern p) {
        Matcher m = p.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group().replaceAll("[^\\n]", " ")));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
