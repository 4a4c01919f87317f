package privbench.harness.cli;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.util.Locale;
import picocli.CommandLine;
import privbench.harness.sweep.PlainProgress;
import privbench.harness.sweep.Progress;
import privbench.harness.sweep.TerminalProgress;

/**
 * How {@code run} shows progress: a redrawn bar on a terminal, plain periodic lines in logs (CI), or
 * nothing; {@code auto} picks the bar only when the process talks to a terminal.
 */
enum ProgressMode {
    AUTO, BAR, LINES, NONE;

    /** Seconds between two progress lines in logs. */
    static final double LINE_INTERVAL_SECONDS = 5;

    Progress create(PrintStream err) {
        return switch (this) {
            case AUTO -> interactive() ? new TerminalProgress(err) : new PlainProgress(err, LINE_INTERVAL_SECONDS);
            case BAR -> new TerminalProgress(err);
            case LINES -> new PlainProgress(err, LINE_INTERVAL_SECONDS);
            case NONE -> Progress.silent();
        };
    }

    /**
     * True when the process is attached to a terminal. Before JDK 22 {@code System.console()} is null
     * unless it is; from JDK 22 it is never null and {@code Console.isTerminal()} tells.
     */
    static boolean interactive() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /** Reads auto, bar, lines or none. */
    static final class Converter implements CommandLine.ITypeConverter<ProgressMode> {
        @Override
        public ProgressMode convert(String value) {
            try {
                return ProgressMode.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException("must be auto, bar, lines or none, got '" + value + "'");
            }
        }
    }
}
