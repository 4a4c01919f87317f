package privbench.harness.tables;

import java.util.ArrayList;
import java.util.List;

/**
 * One CSV record per line (RFC 4180 quoting: fields with commas, quotes or line breaks are quoted and
 * quotes doubled). Writers replace line breaks inside fields with spaces, so every record is one line,
 * which keeps appends and recovery after an interrupted write simple.
 */
public final class CsvLines {

    private CsvLines() {
    }

    /** The fields joined into one line (without the line end). */
    public static String join(List<String> fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            String f = fields.get(i) == null ? "" : fields.get(i).replace('\r', ' ').replace('\n', ' ');
            if (f.indexOf(',') >= 0 || f.indexOf('"') >= 0 || (!f.isEmpty()
                    && (Character.isWhitespace(f.charAt(0)) || Character.isWhitespace(f.charAt(f.length() - 1))))) {
                sb.append('"').append(f.replace("\"", "\"\"")).append('"');
            } else {
                sb.append(f);
            }
        }
        return sb.toString();
    }

    /**
     * The fields of one line.
     *
     * @throws IllegalArgumentException naming the column where a quoted field is malformed
     */
    public static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        int i = 0;
        int n = line.length();
        while (true) {
            f.setLength(0);
            if (i < n && line.charAt(i) == '"') {
                int start = i + 1;
                i++;
                while (true) {
                    if (i >= n) {
                        throw new IllegalArgumentException("quoted field opened at column " + start + " is not closed");
                    }
                    char c = line.charAt(i);
                    if (c == '"') {
                        if (i + 1 < n && line.charAt(i + 1) == '"') {
                            f.append('"');
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    f.append(c);
                    i++;
                }
                if (i < n && line.charAt(i) != ',') {
                    throw new IllegalArgumentException("unexpected text after the closing quote at column " + (i + 1));
                }
            } else {
                while (i < n && line.charAt(i) != ',') {
                    f.append(line.charAt(i));
                    i++;
                }
            }
            out.add(f.toString());
            if (i >= n) {
                return out;
            }
            i++;  // the comma
        }
    }
}
