package privbench.harness.compare;

import java.io.PrintStream;
import java.util.List;

/**
 * Prints rows of text as left-aligned columns two spaces apart, the last column unpadded.
 */
final class AlignedColumns {

    private AlignedColumns() {
    }

    static void print(List<List<String>> rows, PrintStream out) {
        int columns = rows.get(0).size();
        int[] width = new int[columns];
        for (List<String> r : rows) {
            for (int i = 0; i < columns; i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        for (List<String> r : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                String cell = r.get(i);
                sb.append(cell);
                if (i < columns - 1) {
                    sb.append(" ".repeat(width[i] - cell.length() + 2));
                }
            }
            out.println(sb.toString().stripTrailing());
        }
    }
}
