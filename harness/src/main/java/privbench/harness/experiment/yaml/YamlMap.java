package privbench.harness.experiment.yaml;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * A YAML mapping that keeps its keys in file order, each with the location of the key itself.
 */
public record YamlMap(List<Entry> entries, Location at, String path) implements YamlNode {

    /** One key and its value. */
    public record Entry(String key, Location keyAt, YamlNode value) {
    }

    public YamlMap {
        entries = List.copyOf(entries);
    }

    @Override
    public String describe() {
        return "a mapping";
    }

    /** The value of a key, absent when the key is missing or its value is null. */
    public Optional<YamlNode> get(String key) {
        for (Entry e : entries) {
            if (e.key().equals(key)) {
                if (e.value() instanceof YamlScalar s && s.isNull()) {
                    return Optional.empty();
                }
                return Optional.of(e.value());
            }
        }
        return Optional.empty();
    }

    /** The value of a required key, or an error at the mapping saying it is missing. */
    public YamlNode require(String key, String hint) {
        return get(key).orElseThrow(() -> error("needs '" + key + "'" + (hint.isEmpty() ? "" : " (" + hint + ")")));
    }

    /** The entry for a key, if present. */
    public Optional<Entry> entry(String key) {
        return entries.stream().filter(e -> e.key().equals(key)).findFirst();
    }

    /** True when the key is present with a non-null value. */
    public boolean has(String key) {
        return get(key).isPresent();
    }

    /** The keys in file order. */
    public List<String> keys() {
        return entries.stream().map(Entry::key).toList();
    }

    /**
     * Refuses any key not in the allowed set, naming the closest allowed key when one is near.
     */
    public void allowOnly(Collection<String> allowed) {
        for (Entry e : entries) {
            if (!allowed.contains(e.key())) {
                throw unknownKey(e, allowed);
            }
        }
    }

    /** An error at a key that is not one of the allowed ones. */
    public InputException unknownKey(Entry e, Collection<String> allowed) {
        String where = path.isEmpty() ? "" : " in " + path;
        String near = closest(e.key(), allowed);
        return new InputException(e.keyAt(), "unknown key '" + e.key() + "'" + where
                + (near == null ? "" : " (did you mean '" + near + "'?)")
                + "; expected one of: " + String.join(", ", allowed));
    }

    /** A copy of this mapping without the given key. */
    public YamlMap without(String key) {
        List<Entry> kept = new ArrayList<>();
        for (Entry e : entries) {
            if (!e.key().equals(key)) {
                kept.add(e);
            }
        }
        return new YamlMap(kept, at, path);
    }

    /** The allowed word nearest to a misspelt one (edit distance at most 2), or null. */
    public static String closest(String word, Collection<String> allowed) {
        String best = null;
        int bestDistance = 3;
        for (String a : allowed) {
            int dist = distance(word.toLowerCase(Locale.ROOT), a.toLowerCase(Locale.ROOT));
            if (dist < bestDistance) {
                bestDistance = dist;
                best = a;
            }
        }
        return best;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
