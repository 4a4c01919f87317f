package privbench.harness.bench.peers;

import java.io.IOException;
import java.util.List;

/**
 * What a numpy peer script prints: one CSV line {@code impl,n,d,T,seconds,X} (X the peer's own sixth figure)
 * and, optionally, a {@code #} line of extras. Every numpy peer prints this one format, so it is read once,
 * here, and a line that does not fit is refused with one message naming the script, what it printed and the
 * fields expected.
 *
 * @param script the script's file name, for messages
 * @param line   the result line
 * @param fields its comma-separated fields
 * @param extras the text of the first {@code #} line, without the {@code #} (empty when there is none)
 */
record ScriptResult(String script, String line, List<String> fields, String extras) {

    /**
     * Reads a script's output.
     *
     * @param header the fields the line must have, e.g. {@code impl,n,d,T,seconds,gb_per_s}
     * @throws IOException when there is no result line or it has another number of fields
     */
    static ScriptResult read(String script, String output, String header) throws IOException {
        List<String> lines = output.lines().filter(l -> !l.isBlank()).toList();
        String line = lines.stream().filter(l -> !l.startsWith("#")).findFirst()
                .orElseThrow(() -> new IOException(script + " printed no result line: " + output.strip()));
        String extras = lines.stream().filter(l -> l.startsWith("#")).findFirst().orElse("#").substring(1).strip();
        List<String> fields = List.of(line.split(","));
        if (fields.size() != header.split(",").length) {
            throw new IOException(script + " printed '" + line + "', expected " + header);
        }
        return new ScriptResult(script, line, fields, extras);
    }

    /** The field as a number. */
    double number(int field) {
        return Double.parseDouble(fields.get(field));
    }

    /**
     * The peer's timing: what ran and (n, d, T) from the line, the times, bandwidth and note from the peer's
     * reading of the rest.
     *
     * @throws IOException when a field that should be a number is not
     */
    PeerTiming timing(String peer, int threads, Reading reading) throws IOException {
        try {
            Figures x = reading.figures(this);
            return new PeerTiming(peer, fields.get(0), Integer.parseInt(fields.get(1)), Integer.parseInt(fields.get(2)),
                    Integer.parseInt(fields.get(3)), threads, x.seconds(), x.bestSeconds(), x.gbPerSecond(), x.note());
        } catch (NumberFormatException e) {
            throw new IOException(script + " printed '" + line + "': " + e.getMessage(), e);
        }
    }

    /** How a peer reads its figures off a result (a {@link NumberFormatException} is reported as bad output). */
    interface Reading {
        Figures figures(ScriptResult result);
    }

    /** The figures of a timing a peer derives from its result: see {@link PeerTiming}. */
    record Figures(double seconds, double bestSeconds, double gbPerSecond, String note) {
    }
}
