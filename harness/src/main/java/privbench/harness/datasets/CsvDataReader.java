package privbench.harness.datasets;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.harness.input.InputException;
import privbench.harness.input.Located;
import privbench.harness.input.Location;
import privbench.harness.tables.CsvLines;

/**
 * Reads a data CSV: one header row, numeric features, and one label column found by name.
 *
 * <p>Missing or non-numeric values are refused with the line and column: filling them in would be
 * an estimate fitted on the (private) rows.
 */
public final class CsvDataReader {

    private CsvDataReader() {
    }

    /**
     * @param file          the file, with where the experiment named it
     * @param labelColumn   name of the label column
     * @param labelRequired false for public rows, which may come without labels
     */
    public static LabelledTable read(Located<Path> file, String labelColumn, boolean labelRequired) {
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
            int labelAt = header.indexOf(labelColumn);
            if (labelAt < 0 && labelRequired) {
                throw new InputException(Location.of(p, lineNo, 1), "has no label column '" + labelColumn
                        + "'; its columns are: " + String.join(", ", header));
            }
            int cols = header.size() - (labelAt < 0 ? 0 : 1);
            if (cols < 1) {
                throw new InputException(Location.of(p, lineNo, 1), "has no feature columns");
            }
            List<double[]> rows = new ArrayList<>();
            List<String> labels = new ArrayList<>();
            List<Integer> lines = new ArrayList<>();
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
                rows.add(features(p, lineNo, f, header, labelAt, cols));
                if (labelAt >= 0) {
                    String label = f.get(labelAt).trim();
                    if (label.isEmpty()) {
                        throw new InputException(Location.of(p, lineNo, 1), "has an empty label");
                    }
                    labels.add(label);
                }
                lines.add(lineNo);
            }
            return table(p, rows, cols, labelAt < 0 ? null : labels, lines);
        } catch (IOException e) {
            throw DataFiles.unreadable(file, e);
        }
    }

    /** The features of one line: every field but the label, each a finite number. */
    private static double[] features(Path p, int lineNo, List<String> f, List<String> header, int labelAt, int cols) {
        double[] row = new double[cols];
        int j = 0;
        for (int c = 0; c < f.size(); c++) {
            if (c == labelAt) {
                continue;
            }
            Double v = DataFiles.number(f.get(c));
            if (v == null) {
                throw new InputException(Location.of(p, lineNo, 1), "column '" + header.get(c)
                        + "' must be a finite number, got '" + f.get(c) + "' (missing values are not "
                        + "filled in: that would be fitted on the data)");
            }
            row[j++] = v;
        }
        return row;
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
