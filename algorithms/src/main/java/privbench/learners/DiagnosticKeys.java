package privbench.learners;

import java.util.ArrayList;
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
 * <p>Every key of a non-private reference ({@code nonPrivate = true}) is public, without a declaration: its cells
 * claim no guarantee, so nothing it reports lies outside one. A private learner run at epsilon = +Infinity keeps
 * its declaration, so that the keys of its cells do not depend on the budget swept. Keys written by shared
 * machinery are classified once on it ({@link DiagnosticGroup}).
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

    /** Every key public: the split of a non-private reference, whose cells claim no guarantee. */
    public static final DiagnosticKeys ALL_PUBLIC = new DiagnosticKeys(List.of("*"), List.of());

    /**
     * The declaration on a learner's annotation with the {@link DiagnosticGroup}s it names; {@link #ALL_PUBLIC}
     * for a non-private reference.
     */
    static DiagnosticKeys of(Learner declaration) {
        if (declaration.nonPrivate()) {
            return ALL_PUBLIC;
        }
        List<String> pub = new ArrayList<>(List.of(declaration.publicDiagnostics()));
        List<String> priv = new ArrayList<>(List.of(declaration.privateDiagnostics()));
        for (Class<?> machinery : declaration.diagnosticGroups()) {
            DiagnosticGroup g = machinery.getAnnotation(DiagnosticGroup.class);
            if (g == null) {
                throw new IllegalStateException(declaration.id() + " names " + machinery.getName()
                        + " in diagnosticGroups, which has no @DiagnosticGroup");
            }
            pub.addAll(List.of(g.publicDiagnostics()));
            priv.addAll(List.of(g.privateDiagnostics()));
        }
        return new DiagnosticKeys(pub, priv);
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
