package privbench.harness.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The head every verb shares, declared once: the context it runs in, its own parsed command line and the way it
 * refuses bad input. The context is the top command's ({@link Main} holds it), so a verb needs no constructor
 * and no field for it; a verb that needs no context (accountant) also runs built on its own, as its test does.
 */
abstract class Verb implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    /** The context of the command line this verb runs in. */
    final CliContext context() {
        return ((Main) spec.root().userObject()).context();
    }

    /** The verb's own parsed command line as the manifest records it (see {@link RecordedArgs}). */
    final List<String> recordedArgs() {
        return context().recordedArgs(spec.commandLine());
    }

    /** picocli's standard output: the context's under {@link Main}, a test's writer for a verb built alone. */
    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** The command line's error stream: notes that must not mix with what {@link #out()} prints. */
    final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * Bad command-line input: {@link ErrorMapper} prints it as one line naming the verb, and exits 2.
     *
     * @param message what was wrong and what was expected
     */
    final ParameterException bad(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
