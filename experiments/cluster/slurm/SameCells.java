import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Compares two cells.csv cell by cell (rows matched by cell_id, every column but the timing) and prints every
 * difference; exit 1 when there is one. A single-file program, so that a test script needs only a JDK:
 * {@code java SameCells.java A/cells.csv B/cells.csv}.
 */
public final class SameCells {

    /** Timings differ between any two runs; everything else must agree to the last bit. */
    private static final Set<String> IGNORED = Set.of("fit_seconds");

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java SameCells.java A/cells.csv B/cells.csv");
            System.exit(2);
        }
        List<List<String>> a = read(Path.of(args[0]));
        List<List<String>> b = read(Path.of(args[1]));
        int differences = 0;
        if (!a.get(0).equals(b.get(0))) {
            System.out.println("columns differ: " + a.get(0) + " vs " + b.get(0));
            System.exit(1);
        }
        List<String> header = a.get(0);
        Map<String, List<String>> left = byId(a);
        Map<String, List<String>> right = byId(b);
        for (String id : left.keySet()) {
            if (!right.containsKey(id)) {
                System.out.println("cell " + id + " only in " + args[0]);
                differences++;
            }
        }
        for (String id : right.keySet()) {
            List<String> l = left.get(id);
            List<String> r = right.get(id);
            if (l == null) {
                System.out.println("cell " + id + " only in " + args[1]);
                differences++;
                continue;
            }
            for (int c = 0; c < header.size(); c++) {
                if (!IGNORED.contains(header.get(c)) && !l.get(c).equals(r.get(c))) {
                    System.out.println("cell " + id + " " + header.get(c) + ": " + l.get(c) + " vs " + r.get(c));
                    differences++;
                }
            }
        }
        System.out.println(differences == 0
                ? "same: " + left.size() + " cells, " + (header.size() - IGNORED.size()) + " columns compared"
                : differences + " differences");
        System.exit(differences == 0 ? 0 : 1);
    }

    private static Map<String, List<String>> byId(List<List<String>> table) {
        int id = table.get(0).indexOf("cell_id");
        Map<String, List<String>> out = new TreeMap<>();
        for (List<String> row : table.subList(1, table.size())) {
            if (out.put(row.get(id), row) != null) {
                throw new IllegalStateException("cell " + row.get(id) + " appears twice");
            }
        }
        return out;
    }

    /** RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks. */
    private static List<List<String>> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (quoted) {
                if (ch == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (ch == '"') {
                    quoted = false;
                } else {
                    field.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (ch == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else if (ch != '\r') {
                field.append(ch);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }
}
