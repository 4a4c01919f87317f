package privbench.harness.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import privbench.harness.tables.Provenance;

/**
 * The {@code privbench} command: one subcommand per verb.
 */
@Command(name = "privbench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Reproducible benchmarks of differentially private learners.",
        subcommands = {
            RunCommand.class,
            ValidateCommand.class,
            ListCommand.class,
            MergeCommand.class,
            AccountantCommand.class,
            RemovalMarginCommand.class,
            XiKCommand.class,
            SampleComplexityCommand.class,
            ScalingCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            TableCommand.class,
            BenchCommand.class,
            AuditCommand.class,
            HistoryCommand.class,
            CommandLine.HelpCommand.class
        })
public final class Main implements Runnable {

    private final CliContext context;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    private Main(CliContext context) {
        this.context = context;
    }

    /** What every verb runs in (see {@link Verb#context()}). */
    CliContext context() {
        return context;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: "
                + String.join(", ", commandNames(spec.commandLine())));
    }

    /** The verbs, in the order of the help page. */
    static List<String> commandNames(CommandLine top) {
        return top.getSubcommands().keySet().stream().filter(n -> !n.equals("help")).toList();
    }

    public static void main(String[] args) {
        // figures are drawn off-screen; no display is needed or wanted
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        System.exit(execute(CliContext.system(), args));
    }

    /** Runs the command line in a context and returns the exit code. */
    public static int execute(CliContext context, String... args) {
        ErrorMapper errors = new ErrorMapper(context.err());
        CommandLine cmd = new CommandLine(new Main(context));
        cmd.setOut(new PrintWriter(context.out(), true));
        cmd.setErr(new PrintWriter(context.err(), true));
        cmd.setExecutionExceptionHandler(errors);
        cmd.setParameterExceptionHandler(errors);
        HelpLayout.apply(cmd, new Version());
        return cmd.execute(args);
    }

    /** The version line of {@code --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"privbench " + Provenance.projectVersion(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
        }
    }
}
