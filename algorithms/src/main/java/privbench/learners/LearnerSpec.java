package privbench.learners;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import privbench.canonical.Canonical;

/**
 * Everything known about a learner class from its declaration: {@link Learner} on the class, a nested
 * {@code record Options} with {@link Hyperparam} components (or {@link HyperparamGroup} records of them,
 * flattened into the same flat parameter names), {@code static final Options DEFAULTS}, and a public
 * constructor taking Options.
 *
 * <p>{@link #bind} is the only place where experiment values (numbers, strings, booleans) become
 * an Options record; {@link #canonicalJson} writes the {@code params} column and {@link #canonicalValues}
 * the same values one by one (the swept-parameter columns), both in {@link Canonical} text.
 *
 * <p>A learner outside this repository (an outside program run by the harness) has no class to read: its spec is
 * built by {@link #passThrough} from what its experiment entry says, its options the parameters as written.
 *
 * @param <O> the learner's Options record
 */
public final class LearnerSpec<O extends Record> {

    /** One declared hyperparameter; {@code declaration} is null for an outside program's (it declares none). */
    public record Param(String name, Class<?> type, Object defaultValue, Hyperparam declaration,
                        List<String> choices) {

        /** A short type name for listings: int, double, boolean, or the choices joined by '|'. */
        public String typeName() {
            if (!choices.isEmpty()) {
                return String.join("|", choices);
            }
            return type.getSimpleName();
        }
    }

    private final Class<? extends PrivateLearner> learnerClass;
    private final LearnerTraits traits;
    /** The catalogue entry's own id, summary and paper: the declaration's, or an alias's. */
    private final Naming naming;
    private final Class<O> optionsClass;
    private final O defaults;
    private final Function<Record, PrivateLearner> factory;
    private final List<Param> params;
    /** Each parameter's way down from Options: one component, or a group's components then its own. */
    private final Map<String, List<RecordComponent>> paths;
    /** Entries every params column carries beside the parameters (an outside program's checksum); else empty. */
    private final Map<String, Object> identity;

    /** What an alias changes of a declaration: the id, the one-line summary and the short citation. */
    private record Naming(String id, String summary, String paper) {

        static Naming of(Learner declaration) {
            return new Naming(declaration.id(), declaration.summary(), declaration.paper());
        }
    }

    private LearnerSpec(Class<? extends PrivateLearner> learnerClass, LearnerTraits traits, Naming naming,
                        Class<O> optionsClass, O defaults, Function<Record, PrivateLearner> factory, List<Param> params,
                        Map<String, List<RecordComponent>> paths, Map<String, Object> identity) {
        this.learnerClass = learnerClass;
        this.traits = traits;
        this.naming = naming;
        this.optionsClass = optionsClass;
        this.defaults = defaults;
        this.factory = factory;
        this.params = List.copyOf(params);
        this.paths = Map.copyOf(paths);
        this.identity = Map.copyOf(identity);
    }

    /**
     * An outside program's learner: parameters named in {@code paramNames}, taken as written and handed to the
     * factory unread; {@code identity} joins every params column (e.g. the program's SHA-256), so that cells of
     * a changed program are never taken for the old one's.
     */
    public static LearnerSpec<PassThroughOptions> passThrough(String id, String summary, String paper,
                                                              LearnerTraits traits,
                                                              Class<? extends PrivateLearner> learnerClass,
                                                              List<String> paramNames, Map<String, Object> identity,
                                                              Function<PassThroughOptions, PrivateLearner> factory) {
        List<Param> params = new ArrayList<>();
        for (String name : paramNames) {
            params.add(new Param(name, Object.class, null, null, List.of()));
        }
        return new LearnerSpec<>(learnerClass, traits, new Naming(id, summary, paper), PassThroughOptions.class,
                new PassThroughOptions(Map.of()), o -> factory.apply((PassThroughOptions) o), params, Map.of(),
                identity);
    }

    /** The noise column of an outside program's cells: privbench draws none of its noise. */
    public static final String PROGRAM_NOISE = "the program's own (not privbench's)";

    /** True for an outside program's learner ({@link #passThrough}). */
    public boolean passesThrough() {
        return optionsClass == PassThroughOptions.class;
    }

    /** Reads the declaration of a learner class; fails loudly when any part of it is missing. */
    public static LearnerSpec<?> of(Class<? extends PrivateLearner> learnerClass) {
        Learner declaration = learnerClass.getAnnotation(Learner.class);
        if (declaration == null) {
            throw new IllegalStateException(learnerClass.getName() + " has no @Learner annotation");
        }
        Class<?> options = null;
        for (Class<?> nested : learnerClass.getDeclaredClasses()) {
            if (nested.getSimpleName().equals("Options") && nested.isRecord()) {
                options = nested;
            }
        }
        if (options == null) {
            throw new IllegalStateException(learnerClass.getName() + " has no nested record Options");
        }
        return ofOptions(learnerClass, declaration, options.asSubclass(Record.class));
    }

    private static <O extends Record> LearnerSpec<O> ofOptions(Class<? extends PrivateLearner> learnerClass,
                                                             Learner declaration, Class<O> optionsClass) {
        O defaults = readDefaults(optionsClass);
        Constructor<? extends PrivateLearner> ctor;
        try {
            ctor = learnerClass.getConstructor(optionsClass);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(learnerClass.getName() + " needs a public constructor taking Options", e);
        }
        List<Param> params = new ArrayList<>();
        Map<String, List<RecordComponent>> paths = new LinkedHashMap<>();
        flatten(optionsClass, List.of(), defaults, params, paths);
        Hyperparams.checked(defaults);
        return new LearnerSpec<>(learnerClass, LearnerTraits.of(declaration), Naming.of(declaration), optionsClass,
                defaults, construct(declaration.id(), ctor), params, paths, Map.of());
    }

    /** The public constructor as a factory, its IllegalArgumentException (a refused option) passed on as is. */
    private static Function<Record, PrivateLearner> construct(String id, Constructor<? extends PrivateLearner> ctor) {
        return options -> {
            try {
                return ctor.newInstance(options);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof IllegalArgumentException iae) {
                    throw iae;
                }
                throw new IllegalStateException("cannot create learner " + id, e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create learner " + id, e);
            }
        };
    }

    /** Declares the parameters of a record, groups flattened in place, names unique. */
    private static void flatten(Class<?> type, List<RecordComponent> prefix, Record defaults, List<Param> params,
                                Map<String, List<RecordComponent>> paths) {
        for (RecordComponent rc : type.getRecordComponents()) {
            List<RecordComponent> path = new ArrayList<>(prefix);
            path.add(rc);
            if (rc.isAnnotationPresent(HyperparamGroup.class)) {
                if (!rc.getType().isRecord()) {
                    throw new IllegalStateException(type.getName() + "." + rc.getName() + " is a @HyperparamGroup "
                            + "but not a record");
                }
                flatten(rc.getType(), path, defaults, params, paths);
                continue;
            }
            Hyperparam h = rc.getAnnotation(Hyperparam.class);
            if (h == null) {
                throw new IllegalStateException(type.getName() + "." + rc.getName() + " has no @Hyperparam");
            }
            if (paths.put(rc.getName(), List.copyOf(path)) != null) {
                throw new IllegalStateException(type.getName() + "." + rc.getName() + " repeats a parameter name "
                        + "of the flattened Options");
            }
            params.add(new Param(rc.getName(), rc.getType(), read(path, defaults), h, choicesOf(rc.getType())));
        }
    }

    private static <O extends Record> O readDefaults(Class<O> optionsClass) {
        try {
            Field f = optionsClass.getDeclaredField("DEFAULTS");
            if (!Modifier.isStatic(f.getModifiers()) || !Modifier.isFinal(f.getModifiers())) {
                throw new IllegalStateException(optionsClass.getName() + ".DEFAULTS must be static final");
            }
            return optionsClass.cast(f.get(null));
        } catch (NoSuchFieldException | IllegalAccessException e) {
            throw new IllegalStateException(optionsClass.getName() + " needs public static final Options DEFAULTS", e);
        }
    }

    /**
     * The same learner class registered under another permanent id with other defaults (e.g. a paper's name for a
     * shared baseline): one implementation, two catalogue entries, each id recorded in its own cells.
     */
    public LearnerSpec<O> alias(String aliasId, String aliasSummary, String aliasPaper, Record newDefaults) {
        O aliasDefaults = optionsClass.cast(newDefaults);
        List<Param> aliasParams = new ArrayList<>();
        for (Param p : params) {
            aliasParams.add(new Param(p.name(), p.type(), read(paths.get(p.name()), aliasDefaults), p.declaration(),
                    p.choices()));
        }
        Hyperparams.checked(aliasDefaults);
        return new LearnerSpec<>(learnerClass, traits, new Naming(aliasId, aliasSummary, aliasPaper), optionsClass,
                aliasDefaults, factory, aliasParams, paths, identity);
    }

    public String id() {
        return naming.id();
    }

    public String summary() {
        return naming.summary();
    }

    public String paper() {
        return naming.paper();
    }

    /** The mechanism family whose attack audits the learner. */
    public AuditFamily auditFamily() {
        return traits.audit();
    }

    public String reference() {
        return traits.reference();
    }

    public Task task() {
        return traits.task();
    }

    public boolean needsPublic() {
        return traits.needsPublic();
    }

    public boolean needsPublicLabels() {
        return traits.needsPublicLabels();
    }

    public boolean nonPrivate() {
        return traits.nonPrivate();
    }

    /** Which diagnostics the learner declares public (only those reach cells.csv) and which private. */
    public DiagnosticKeys diagnosticKeys() {
        return traits.diagnosticKeys();
    }

    /**
     * True when the learner runs with secure noise: {@code @Learner(secureNoise = true)}, or a non-private
     * reference, which draws no privacy noise (its randomness is structural, which secure noise serves too).
     */
    public boolean secureNoise() {
        return traits.secureNoise();
    }

    public Class<? extends PrivateLearner> learnerClass() {
        return learnerClass;
    }

    public O defaults() {
        return defaults;
    }

    public List<Param> params() {
        return params;
    }

    /** The parameter with the given name, or null. */
    public Param param(String name) {
        for (Param p : params) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }

    /**
     * Options from experiment values: defaults overridden by the given entries.
     *
     * @throws IllegalArgumentException naming the parameter and what was expected
     */
    public O bind(Map<String, ?> values) {
        if (passesThrough()) {
            return optionsClass.cast(bindPassThrough(values));
        }
        Map<String, Object> merged = new LinkedHashMap<>();
        for (Param p : params) {
            merged.put(p.name(), p.defaultValue());
        }
        for (Map.Entry<String, ?> e : values.entrySet()) {
            Param p = param(e.getKey());
            if (p == null) {
                throw new IllegalArgumentException("learner " + id() + " has no parameter '" + e.getKey()
                        + "'; it takes: " + String.join(", ", params.stream().map(Param::name).toList()));
            }
            merged.put(p.name(), convert(p, e.getValue()));
        }
        O options = optionsClass.cast(build(optionsClass, merged));
        return Hyperparams.checked(options);
    }

    private PassThroughOptions bindPassThrough(Map<String, ?> values) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, ?> e : values.entrySet()) {
            if (param(e.getKey()) == null) {
                throw new IllegalArgumentException("learner " + id() + " has no parameter '" + e.getKey()
                        + "'; its entry names: " + String.join(", ", params.stream().map(Param::name).toList()));
            }
            out.put(e.getKey(), Objects.requireNonNull(e.getValue(), "parameter '" + e.getKey() + "' of " + id()
                    + " must have a value"));
        }
        return new PassThroughOptions(out);
    }

    /** A record of the given type from flat values by name, groups built from their own components. */
    private static Record build(Class<?> type, Map<String, Object> values) {
        RecordComponent[] rcs = type.getRecordComponents();
        Object[] args = new Object[rcs.length];
        Class<?>[] types = new Class<?>[rcs.length];
        for (int i = 0; i < rcs.length; i++) {
            types[i] = rcs[i].getType();
            args[i] = rcs[i].isAnnotationPresent(HyperparamGroup.class) ? build(types[i], values)
                    : values.get(rcs[i].getName());
        }
        try {
            return (Record) type.getDeclaredConstructor(types).newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException iae) {
                throw iae;
            }
            throw new IllegalStateException("cannot build " + type.getName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + type.getName(), e);
        }
    }

    /** A learner with the given options. */
    public PrivateLearner create(Record options) {
        return factory.apply(optionsClass.cast(options));
    }

    /** A learner with defaults overridden by the given values. */
    public PrivateLearner create(Map<String, ?> values) {
        return create(bind(values));
    }

    /** Every parameter's value as canonical JSON with sorted keys, e.g. {"iterations":200,"stepSize":0.1}. */
    public String canonicalJson(Record options) {
        return Canonical.json(values(options));
    }

    /** Every parameter's value in canonical text (as in canonicalJson, without quotes), by name, sorted. */
    public Map<String, String> canonicalValues(Record options) {
        Map<String, String> out = new TreeMap<>();
        values(options).forEach((name, v) -> {
            if (!identity.containsKey(name)) {
                out.put(name, Canonical.text(v));
            }
        });
        return out;
    }

    private Map<String, Object> values(Record options) {
        Map<String, Object> out = new TreeMap<>(identity);
        if (options instanceof PassThroughOptions pass) {
            out.putAll(pass.values());
            return out;
        }
        for (Param p : params) {
            Object v = read(paths.get(p.name()), optionsClass.cast(options));
            if (!(p.declaration().omittedAtDefault() && v.equals(read(paths.get(p.name()), defaults)))) {
                out.put(p.name(), v);
            }
        }
        return out;
    }

    private static List<String> aliases(Enum<?> constant) {
        try {
            HyperparamAlias a = constant.getDeclaringClass().getField(constant.name())
                    .getAnnotation(HyperparamAlias.class);
            return a == null ? List.of() : List.of(a.value());
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("enum constant without a field: " + constant, e);
        }
    }

    private static List<String> choicesOf(Class<?> type) {
        if (!type.isEnum()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (Object c : type.getEnumConstants()) {
            out.add(Canonical.kebab(((Enum<?>) c).name()));
        }
        return out;
    }

    private static Object read(List<RecordComponent> path, Record r) {
        Object v = r;
        for (RecordComponent rc : path) {
            try {
                v = rc.getAccessor().invoke(v);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + rc.getName(), e);
            }
        }
        return v;
    }

    private Object convert(Param p, Object raw) {
        String where = "parameter '" + p.name() + "' of " + id();
        Objects.requireNonNull(raw, where + " must have a value");
        Class<?> t = p.type();
        if (t == double.class || t == Double.class) {
            return toDouble(raw, where);
        }
        if (t == int.class || t == Integer.class || t == long.class || t == Long.class) {
            double v = toDouble(raw, where);
            if (v != Math.rint(v) || Double.isInfinite(v)) {
                throw new IllegalArgumentException(where + " must be a whole number, got " + raw);
            }
            if (t == int.class || t == Integer.class) {
                if (Math.abs(v) > Integer.MAX_VALUE) {
                    throw new IllegalArgumentException(where + " is out of range for an int, got " + raw);
                }
                return (int) v;
            }
            return (long) v;
        }
        if (t == boolean.class || t == Boolean.class) {
            if (raw instanceof Boolean b) {
                return b;
            }
            String s = raw.toString().trim().toLowerCase(Locale.ROOT);
            if (s.equals("true") || s.equals("false")) {
                return Boolean.parseBoolean(s);
            }
            throw new IllegalArgumentException(where + " must be true or false, got " + raw);
        }
        if (t.isEnum()) {
            String s = raw.toString().trim();
            for (Object c : t.getEnumConstants()) {
                if (Canonical.kebab(((Enum<?>) c).name()).equals(s) || aliases((Enum<?>) c).contains(s)) {
                    return c;
                }
            }
            throw new IllegalArgumentException(where + " must be one of " + String.join(", ", p.choices())
                    + ", got " + raw);
        }
        if (t == String.class) {
            return raw.toString();
        }
        throw new IllegalStateException(where + " has unsupported type " + t.getName());
    }

    private static double toDouble(Object raw, String where) {
        if (raw instanceof Number n) {
            return n.doubleValue();
        }
        String s = raw.toString().trim();
        switch (s.toLowerCase(Locale.ROOT)) {
            case ".inf", "inf", "+inf", "infinity", "+infinity":
                return Double.POSITIVE_INFINITY;
            case "-.inf", "-inf", "-infinity":
                return Double.NEGATIVE_INFINITY;
            default:
                break;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + " must be a number, got " + raw);
        }
    }

    @Override
    public String toString() {
        return "LearnerSpec[" + id() + "]";
    }
}
