package privbench.harness.cli;

import java.io.PrintStream;
import java.util.List;
import picocli.CommandLine;
import privbench.harness.input.InputException;
import privbench.harness.experiment.yaml.YamlMap;

/**
 * The one exception mapper: bad input (InputException, picocli's ParameterException) is one line on
 * standard error and exit code 2; anything else is a failure of the work (exit 1) with its stack trace.
 */
final class ErrorMapper implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {

    /** Success. */
    static final int OK = 0;
    /** The work failed (a cell failed, an unexpected error). */
    static final int FAILED = 1;
    /** Bad input: the file, the data or the command line. */
    static final int BAD_INPUT = 2;

    private final PrintStream err;

    ErrorMapper(PrintStream err) {
        this.err = err;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        if (ex instanceof InputException ie) {
            err.println(ie.getMessage());
            return BAD_INPUT;
        }
        if (ex instanceof CommandLine.ParameterException pe) {
            return handleParseException(pe, new String[0]);
        }
        err.println("privbench: " + cmd.getCommandName() + " failed: " + ex);
        ex.printStackTrace(err);
        return FAILED;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        String name = cmd.getParent() == null ? "privbench" : "privbench " + cmd.getCommandName();
        String message = ex.getMessage();
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !cmd.getSubcommands().isEmpty()
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            message = unknownCommand(cmd, u.getUnmatched().get(0));
        } else if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                && u.getUnmatched().get(0).startsWith("-")) {
            message = message + unknownOption(cmd, u.getUnmatched().get(0));
        }
        err.println(name + ": " + message + " (see: " + name + " --help)");
        return BAD_INPUT;
    }

    /** The option probably meant, e.g. " (did you mean '--threads'?)", or nothing. */
    private static String unknownOption(CommandLine cmd, String word) {
        String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
        List<String> names = cmd.getCommandSpec().options().stream().flatMap(o -> java.util.Arrays.stream(o.names()))
                .filter(n -> n.startsWith("--")).toList();
        String near = YamlMap.closest(name, names);
        return near == null ? "" : " (did you mean '" + near + "'?)";
    }

    /** picocli's wording names no alternative; say which verb was probably meant. */
    private static String unknownCommand(CommandLine cmd, String word) {
        List<String> verbs = Main.commandNames(cmd);
        String near = YamlMap.closest(word, verbs);
        return "unknown command '" + word + "'" + (near == null ? "" : " (did you mean '" + near + "'?)")
                + "; commands: " + String.join(", ", verbs);
    }
}
