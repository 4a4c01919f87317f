package privbench.harness.datasets;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.tables.CsvLines;

/**
 * Reads a data CSV: one header row, numeric features, and one label column found by name.
 *
 * <p>Missing or non-numeric values are refused with the line and column: filling them in would be
 * an estimate fitted on the (private) rows.
 */
public final class CsvDataReader {

    /** Missing values listed one by one, at most; the rest are counted. */
    private static final int MAX_REPORTED = 20;

    private CsvDataReader() {
    }

    /** Reads a file whose label column was not named in a YAML file (errors about it point at the file). */
    public static LabelledTable read(Located<Path> file, String labelColumn, boolean labelRequired) {
        return read(file, new Located<>(labelColumn, file.at(), "label column"), labelRequired);
    }

    /**
     * @param file          the file, with where the experiment named it
     * @param labelColumn   name of the label column, located where the experiment named it
     * @param labelRequired false for public rows, which may come without labels
     */
    public static LabelledTable read(Located<Path> file, Located<String> labelColumn, boolean labelRequired) {
        Path p = file.value();
        try (BufferedReader in = DataFiles.open(file)) {
            String headerLine = in.readLine();
            int lineNo = 1;
            while (headerLine != null && headerLine.isBlank()) {
                headerLine = in.readLine();
                lineNo++;
            }
            if (headerLine == null) {
                throw new InputException(Location.of(p), "is empty; a data CSV needs a header row");
            }
            List<String> header = fields(p, lineNo, stripBom(headerLine));
            int labelAt = header.indexOf(labelColumn.value());
            if (labelAt < 0 && labelRequired) {
                // the fix is in the experiment file: point at its label: line
                String near = YamlMap.closest(labelColumn.value(), header);
                throw labelColumn.error("names a label column '" + labelColumn.value() + "' that "
                        + Location.display(p) + " does not have" + (near == null ? "" : " (did you mean '" + near
                        + "'?)") + "; its columns are: " + String.join(", ", header));
            }
            int cols = header.size() - (labelAt < 0 ? 0 : 1);
            if (cols < 1) {
                throw new InputException(Location.of(p, lineNo, 1), "has no feature columns");
            }
            List<double[]> rows = new ArrayList<>();
            List<String> labels = new ArrayList<>();
            List<Integer> lines = new ArrayList<>();
            List<InputException> missing = new ArrayList<>();
            String line;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                List<String> f = fields(p, lineNo, line);
                if (f.size() != header.size()) {
                    throw new InputException(Location.of(p, lineNo, 1), "has " + f.size() + " fields, the header has "
                            + header.size());
                }
                rows.add(features(p, lineNo, line, f, header, labelAt, cols, missing));
                if (labelAt >= 0) {
                    String label = f.get(labelAt).trim();
                    if (label.isEmpty()) {
                        throw new InputException(Location.of(p, lineNo, 1), "has an empty label");
                    }
                    labels.add(label);
                }
                lines.add(lineNo);
            }
            if (!missing.isEmpty()) {
                List<InputException> shown = new ArrayList<>(missing.subList(0, Math.min(MAX_REPORTED,
                        missing.size())));
                if (missing.size() > MAX_REPORTED) {
                    shown.add(new InputException(Location.of(p), "has " + (missing.size() - MAX_REPORTED)
                            + " more missing or non-numeric values beyond these " + MAX_REPORTED));
                }
                throw InputException.of(shown);
            }
            return table(p, rows, cols, labelAt < 0 ? null : labels, lines);
        } catch (IOException e) {
            throw DataFiles.unreadable(file, e);
        }
    }

    /**
     * The features of one line: every field but the label, each a finite number. A bad value is added to
     * {@code missing} (with the field's own column on the line) and the file is read on, so that one pass
     * reports every missing value.
     */
    private static double[] features(Path p, int lineNo, String line, List<String> f, List<String> header,
                                     int labelAt, int cols, List<InputException> missing) {
        double[] row = new double[cols];
        int[] starts = null;
        int j = 0;
        for (int c = 0; c < f.size(); c++) {
            if (c == labelAt) {
                continue;
            }
            Double v = DataFiles.number(f.get(c));
            if (v == null) {
                starts = starts == null ? fieldStarts(line, f.size()) : starts;
                missing.add(new InputException(Location.of(p, lineNo, starts[c]), "field " + (c + 1) + ", column '"
                        + header.get(c) + "', must be a finite number, got '" + f.get(c) + "' (missing values are "
                        + "not filled in: that would be fitted on the data)"));
                v = Double.NaN;
            }
            row[j++] = v;
        }
        return row;
    }

    /** The 1-based character column where each field of a CSV line starts (quotes may hold commas). */
    static int[] fieldStarts(String line, int fields) {
        int[] out = new int[fields];
        int field = 0;
        boolean quoted = false;
        out[0] = 1;
        for (int i = 0; i < line.length() && field < fields - 1; i++) {
            char ch = line.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                out[++field] = i + 2;
            }
        }
        return out;
    }

    static LabelledTable table(Path p, List<double[]> rows, int cols, List<String> labels, List<Integer> lines) {
        if (rows.isEmpty()) {
            throw new InputException(Location.of(p), "has no data rows");
        }
        double[] x = new double[rows.size() * cols];
        for (int i = 0; i < rows.size(); i++) {
            System.arraycopy(rows.get(i), 0, x, i * cols, cols);
        }
        int[] lineArray = lines.stream().mapToInt(Integer::intValue).toArray();
        return new LabelledTable(p, x, rows.size(), cols, labels == null ? null : labels.toArray(String[]::new),
                lineArray);
    }

    private static List<String> fields(Path p, int lineNo, String line) {
        try {
            return CsvLines.split(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
        } catch (IllegalArgumentException e) {
            throw new InputException(Location.of(p, lineNo, 1), "is not valid CSV: " + e.getMessage());
        }
    }

    private static String stripBom(String s) {
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }
}
