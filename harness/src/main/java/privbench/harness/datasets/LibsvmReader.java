package privbench.harness.datasets;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;

/**
 * Reads a LIBSVM file ({@code label idx:val idx:val ...}, indices from 1, absent entries 0) into dense rows.
 */
public final class LibsvmReader {

    /** One parsed line before densifying. */
    private record Sparse(String label, int[] index, double[] value, int line) {
    }

    private LibsvmReader() {
    }

    /** The largest feature index in a file (its natural d). */
    public static int maxIndex(Located<Path> file) {
        return maxIndex(parse(file));
    }

    private static int maxIndex(List<Sparse> rows) {
        int max = 0;
        for (Sparse s : rows) {
            for (int i : s.index()) {
                max = Math.max(max, i);
            }
        }
        return max;
    }

    /**
     * Reads the file with d features.
     *
     * @param features d; absent means the largest index in this file
     */
    public static LabelledTable read(Located<Path> file, OptionalInt features) {
        List<Sparse> rows = parse(file);
        int d = features.orElseGet(() -> maxIndex(rows));
        Path p = file.value();
        if (d < 1) {
            throw new InputException(Location.of(p), "has no features");
        }
        double[] x = new double[rows.size() * d];
        String[] labels = new String[rows.size()];
        int[] lines = new int[rows.size()];
        for (int r = 0; r < rows.size(); r++) {
            Sparse s = rows.get(r);
            for (int k = 0; k < s.index().length; k++) {
                if (s.index()[k] > d) {
                    throw new InputException(Location.of(p, s.line(), 1), "has feature index " + s.index()[k]
                            + ", beyond the " + d + " features declared");
                }
                x[r * d + s.index()[k] - 1] = s.value()[k];
            }
            labels[r] = s.label();
            lines[r] = s.line();
        }
        if (rows.isEmpty()) {
            throw new InputException(Location.of(p), "has no data rows");
        }
        return new LabelledTable(p, x, rows.size(), d, labels, lines);
    }

    private static List<Sparse> parse(Located<Path> file) {
        Path p = file.value();
        List<Sparse> out = new ArrayList<>();
        try (BufferedReader in = DataFiles.open(file)) {
            String line;
            int lineNo = 0;
            while ((line = in.readLine()) != null) {
                lineNo++;
                int hash = line.indexOf('#');
                String body = (hash >= 0 ? line.substring(0, hash) : line).trim();
                if (body.isEmpty()) {
                    continue;
                }
                out.add(sparse(p, lineNo, body.split("\\s+")));
            }
        } catch (IOException e) {
            throw DataFiles.unreadable(file, e);
        }
        return out;
    }

    private static Sparse sparse(Path p, int lineNo, String[] tokens) {
        int[] index = new int[tokens.length - 1];
        double[] value = new double[tokens.length - 1];
        for (int k = 1; k < tokens.length; k++) {
            String t = tokens[k];
            int colon = t.indexOf(':');
            Integer idx = colon > 0 ? parseIndex(t.substring(0, colon)) : null;
            Double v = colon > 0 ? DataFiles.number(t.substring(colon + 1)) : null;
            if (idx == null || v == null) {
                throw new InputException(Location.of(p, lineNo, 1), "entry '" + t + "' must be index:value with "
                        + "a whole index >= 1 and a finite value");
            }
            for (int prev = 0; prev < k - 1; prev++) {
                if (index[prev] == idx) {
                    throw new InputException(Location.of(p, lineNo, 1), "repeats feature index " + idx);
                }
            }
            index[k - 1] = idx;
            value[k - 1] = v;
        }
        return new Sparse(tokens[0], index, value, lineNo);
    }

    private static Integer parseIndex(String s) {
        try {
            int i = Integer.parseInt(s);
            return i >= 1 ? i : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
