package privbench.harness.datasets;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import privbench.canonical.Canonical;
import privbench.data.Dataset;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * Turns raw label text into class indices: every class (multiclass), a binary task with a positive
 * class (class index 1) against the rest, or a pair of classes with the other rows dropped.
 *
 * <p>Labels that read as numbers are compared as numbers ({@code +1}, {@code 1} and {@code 1.0} are one class).
 */
public final class ClassMapping {

    /** What happens to a label outside the mapping's index. */
    private enum Mode {
        /** Every class is indexed; an unknown label (in a test or public file) is an error. */
        ALL,
        /** One positive class; every other label is class 0. */
        REST,
        /** Two classes kept; rows of other classes are dropped. */
        PAIR
    }

    private final List<String> classNames;
    private final Map<String, Integer> index;
    private final Mode mode;

    private ClassMapping(List<String> classNames, Map<String, Integer> index, Mode mode) {
        this.classNames = List.copyOf(classNames);
        this.index = Map.copyOf(index);
        this.mode = mode;
    }

    /**
     * The mapping for a table's labels.
     *
     * @param what            the data's name for messages
     * @param positive        the positive class, if named
     * @param pair            empty, or two classes to keep
     * @param defaultPositive the positive class when none is named and the data have two classes
     * @param at              where the dataset is declared (for messages that concern it as a whole)
     */
    public static ClassMapping of(LabelledTable table, String what, Optional<Located<String>> positive,
                                  List<Located<String>> pair, Optional<String> defaultPositive, Location at) {
        TreeSet<String> distinct = new TreeSet<>(ORDER);
        for (int i = 0; i < table.rows(); i++) {
            distinct.add(key(table.label(i)));
        }
        List<String> labels = new ArrayList<>(distinct);
        if (!pair.isEmpty()) {
            for (Located<String> c : pair) {
                requireLabel(c, labels, what);
            }
            String a = key(pair.get(0).value());
            String b = key(pair.get(1).value());
            String pos = positive.map(p -> {
                String k = key(p.value());
                if (!k.equals(a) && !k.equals(b)) {
                    throw p.error("must be one of the two classes kept (" + a + ", " + b + "), got '" + p.value() + "'");
                }
                return k;
            }).orElse(defaultPositive.map(ClassMapping::key).filter(d -> d.equals(a) || d.equals(b)).orElse(b));
            String neg = pos.equals(a) ? b : a;
            return new ClassMapping(List.of(neg, pos), Map.of(neg, 0, pos, 1), Mode.PAIR);
        }
        if (labels.size() < 2) {
            throw new InputException(at, what + " has a single class (" + String.join(", ", labels)
                    + "); classification needs two");
        }
        if (positive.isPresent()) {
            String pos = key(positive.get().value());
            requireLabel(positive.get(), labels, what);
            if (labels.size() == 2) {
                String neg = labels.get(labels.get(0).equals(pos) ? 1 : 0);
                return new ClassMapping(List.of(neg, pos), Map.of(neg, 0, pos, 1), Mode.ALL);
            }
            return new ClassMapping(List.of("not-" + pos, pos), Map.of(pos, 1), Mode.REST);
        }
        if (labels.size() == 2) {
            String pos = defaultPositive.map(ClassMapping::key)
                    .or(() -> allNumeric(labels) ? Optional.of(labels.get(1)) : Optional.empty())
                    .orElseThrow(() -> new InputException(at, what + " has two classes (" + String.join(", ", labels)
                            + "); name the positive one with positive: <class>"));
            String neg = labels.get(labels.get(0).equals(pos) ? 1 : 0);
            return new ClassMapping(List.of(neg, pos), Map.of(neg, 0, pos, 1), Mode.ALL);
        }
        Map<String, Integer> idx = new TreeMap<>();
        for (int c = 0; c < labels.size(); c++) {
            idx.put(labels.get(c), c);
        }
        return new ClassMapping(labels, idx, Mode.ALL);
    }

    /** Class names in class-index order (class 1 is the positive class of a binary task). */
    public List<String> classNames() {
        return classNames;
    }

    /** True for one class against the rest. */
    public boolean oneVsRest() {
        return mode == Mode.REST;
    }

    /** True when two classes were picked and other rows are dropped. */
    public boolean pair() {
        return mode == Mode.PAIR;
    }

    /**
     * The labelled dataset of the rows this mapping keeps; a label the mapping cannot place (a class of a
     * test file absent from the training data) is an InputException at its line.
     */
    public Dataset apply(LabelledTable table, String name) {
        List<Integer> kept = new ArrayList<>();
        List<Integer> classes = new ArrayList<>();
        for (int i = 0; i < table.rows(); i++) {
            String k = key(table.label(i));
            Integer c = index.get(k);
            if (c == null && mode == Mode.REST) {
                c = 0;
            }
            if (c == null) {
                if (mode == Mode.ALL) {
                    throw new InputException(Location.of(table.file(), table.line(i), 1), "has label '"
                            + table.label(i) + "', which is not a class of the training data ("
                            + String.join(", ", classNames) + ")");
                }
                continue;
            }
            kept.add(i);
            classes.add(c);
        }
        int d = table.cols();
        double[] x = new double[kept.size() * d];
        int[] y = new int[kept.size()];
        for (int r = 0; r < kept.size(); r++) {
            System.arraycopy(table.x(), kept.get(r) * d, x, r * d, d);
            y[r] = classes.get(r);
        }
        return Dataset.labelled(name, x, kept.size(), d, y, classNames, Double.POSITIVE_INFINITY);
    }

    /** Unlabelled rows (public files without a label column) with this mapping's class names. */
    public Dataset unlabelled(LabelledTable table, String name) {
        return Dataset.unlabelled(name, table.x().clone(), table.rows(), table.cols(), classNames,
                Double.POSITIVE_INFINITY);
    }

    private static void requireLabel(Located<String> label, List<String> labels, String what) {
        if (!labels.contains(key(label.value()))) {
            throw label.error("names no class of " + what + ": '" + label.value() + "'; its classes are: "
                    + String.join(", ", labels));
        }
    }

    /** Labels that read as numbers in canonical form, others as written. */
    static String key(String label) {
        Double v = DataFiles.number(label);
        return v == null ? label.trim() : Canonical.number(v);
    }

    private static boolean allNumeric(List<String> labels) {
        return labels.stream().allMatch(l -> DataFiles.number(l) != null);
    }

    /** Numbers by value before text, text in code-point order. */
    private static final Comparator<String> ORDER = (a, b) -> {
        Double x = DataFiles.number(a);
        Double y = DataFiles.number(b);
        if (x != null && y != null) {
            int c = Double.compare(x, y);
            return c != 0 ? c : a.compareTo(b);
        }
        if (x != null) {
            return -1;
        }
        if (y != null) {
            return 1;
        }
        return a.compareTo(b);
    };
}
