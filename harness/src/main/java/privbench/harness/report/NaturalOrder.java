package privbench.harness.report;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Orders labels as a reader counts: runs of digits (with a decimal part) compare as numbers, the text between
 * them as text, so {@code pillar (k=5)} comes before {@code pillar (k=10)} and a legend lists a swept
 * parameter in its order rather than by its first character.
 */
final class NaturalOrder implements Comparator<String> {

    static final NaturalOrder INSTANCE = new NaturalOrder();

    private static final Pattern CHUNK = Pattern.compile("\\d+(?:\\.\\d+)?|\\D+");

    private NaturalOrder() {
    }

    @Override
    public int compare(String a, String b) {
        Matcher x = CHUNK.matcher(a);
        Matcher y = CHUNK.matcher(b);
        while (x.find() && y.find()) {
            String s = x.group();
            String t = y.group();
            boolean ns = Character.isDigit(s.charAt(0));
            boolean nt = Character.isDigit(t.charAt(0));
            int c = ns && nt ? Double.compare(Double.parseDouble(s), Double.parseDouble(t)) : s.compareTo(t);
            if (c != 0) {
                return c;
            }
        }
        // equal up to the shorter one's end (or equal numbers written differently): the shorter first, then as text
        int c = Integer.compare(a.length(), b.length());
        return c != 0 ? c : a.compareTo(b);
    }
}
