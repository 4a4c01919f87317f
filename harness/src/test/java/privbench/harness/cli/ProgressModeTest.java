package privbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import privbench.harness.sweep.PlainProgress;
import privbench.harness.sweep.TerminalProgress;
import privbench.harness.testing.Cli;
import privbench.harness.testing.Resources;

class ProgressModeTest {

    @TempDir
    Path tmp;

    @Test
    void modes_createTheirProgress_andAutoPicksLinesWithoutATerminal() {
        PrintStream err = System.err;
        assertInstanceOf(TerminalProgress.class, ProgressMode.BAR.create(err));
        assertInstanceOf(PlainProgress.class, ProgressMode.LINES.create(err));
        // surefire runs tests without a terminal
        assertInstanceOf(PlainProgress.class, ProgressMode.AUTO.create(err));
        assertEquals(ProgressMode.NONE, new ProgressMode.Converter().convert("none"));
        assertThrows(CommandLine.TypeConversionException.class, () -> new ProgressMode.Converter().convert("dots"));
    }

    @Test
    void run_withAnUnknownProgressMode_isBadInput() {
        var out = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--progress", "dots");
        assertEquals(2, out.exit());
        assertTrue(out.err().contains("must be auto, bar, lines or none, got 'dots'"), out.err());
    }

    @Test
    void run_inLines_printsCellsDoneOfTotal() {
        var out = new Cli(tmp).run("run", Resources.path("experiments/tiny.yaml").toString(), "--out",
                tmp.resolve("run").toString(), "--progress", "lines", "--no-report");
        assertEquals(0, out.exit(), out.err());
        assertTrue(out.err().contains("running 36 cells") && out.err().contains("[36/36]"), out.err());
    }
}
