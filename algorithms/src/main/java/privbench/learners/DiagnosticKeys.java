package privbench.learners;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A learner's declaration of its diagnostics ({@link Learner#publicDiagnostics}, {@link Learner#privateDiagnostics}):
 * which keys of {@link Fit#diagnostics} may be published beside the guarantee and which may not.
 *
 * <p>The split fails safe: a key matching no public pattern counts as private, whether or not the learner
 * declared it, so a forgotten declaration hides a value instead of leaking it. The private list exists so that
 * a contract test can tell a deliberate classification from a forgotten one. A pattern is an exact key or a
 * prefix ending in {@code *} (e.g. {@code validation_auc_*}).
 *
 * <p>A non-private reference ({@code nonPrivate = true}) declares every key public: its cells claim no guarantee,
 * so nothing it reports lies outside one. A private learner run at epsilon = +Infinity keeps its declaration, so
 * that the keys of its cells do not depend on the budget swept.
 *
 * @param publicKeys  patterns of public keys
 * @param privateKeys patterns of keys known to be data-dependent
 */
public record DiagnosticKeys(List<String> publicKeys, List<String> privateKeys) {

    /** One fit's diagnostics split by the declaration. */
    public record Split(Map<String, Double> publicPart, Map<String, Double> privatePart) {

        public Split {
            publicPart = Collections.unmodifiableMap(new TreeMap<>(publicPart));
            privatePart = Collections.unmodifiableMap(new TreeMap<>(privatePart));
        }
    }

    public DiagnosticKeys {
        publicKeys = List.copyOf(publicKeys);
        privateKeys = List.copyOf(privateKeys);
    }

    /** The declaration on a learner's annotation. */
    static DiagnosticKeys of(Learner declaration) {
        return new DiagnosticKeys(List.of(declaration.publicDiagnostics()), List.of(declaration.privateDiagnostics()));
    }

    /** True when the key may be written to cells.csv. */
    public boolean isPublic(String key) {
        return matches(publicKeys, key);
    }

    /** True when the key is declared, public or private. */
    public boolean isDeclared(String key) {
        return isPublic(key) || matches(privateKeys, key);
    }

    /** Splits diagnostics into the declared-public part and everything else. */
    public Split split(Map<String, Double> diagnostics) {
        Map<String, Double> pub = new TreeMap<>();
        Map<String, Double> priv = new TreeMap<>();
        diagnostics.forEach((k, v) -> (isPublic(k) ? pub : priv).put(k, v));
        return new Split(pub, priv);
    }

    private static boolean matches(List<String> patterns, String key) {
        for (String p : patterns) {
            if (p.endsWith("*") ? key.startsWith(p.substring(0, p.length() - 1)) : p.equals(key)) {
                return true;
            }
        }
        return false;
    }
}
