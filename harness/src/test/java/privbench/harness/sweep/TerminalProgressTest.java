package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TerminalProgressTest {

    private static CellResult result(boolean ok) {
        return new CellResult(null, Map.of(), Optional.empty(), "", 0.1, ok ? Optional.empty() : Optional.of("boom"),
                Map.of());
    }

    @Test
    void bar_showsCellsDoneOfTotal_andCountsFailures() {
        var bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            Progress p = new TerminalProgress(out);
            p.start(3, 2);
            p.finished(result(true), 1, 3);
            p.finished(result(false), 2, 3);
            p.finished(result(true), 3, 3);
            p.end();
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("2 cells already done"), text);
        assertTrue(text.contains("cells 100%") && text.contains("3/3"), text);
        assertTrue(text.contains("1 failed"), text);
        // ASCII style: no block characters, no colour codes
        assertTrue(text.chars().noneMatch(c -> c == 0x1B || c == 0x2588), text);
    }
}
