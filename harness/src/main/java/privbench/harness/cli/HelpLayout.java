package privbench.harness.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

/**
 * One layout for every help page: options in declaration order (the commands declare the most used first),
 * the exit codes stated on each page, and {@code --version} answering on every verb, not only at the top.
 */
final class HelpLayout {

    private HelpLayout() {
    }

    /** Applies the layout to a command and all its subcommands. */
    static void apply(CommandLine cmd, CommandLine.IVersionProvider version) {
        CommandLine.Model.CommandSpec spec = cmd.getCommandSpec();
        spec.usageMessage().sortOptions(false);
        spec.versionProvider(version);
        if (spec.usageMessage().exitCodeList().isEmpty()) {
            spec.usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(exitCodes(spec.name()));
        }
        cmd.getSubcommands().values().forEach(sub -> apply(sub, version));
    }

    private static Map<String, String> exitCodes(String command) {
        Map<String, String> codes = new LinkedHashMap<>();
        codes.put("0", "success");
        codes.put("1", switch (command) {
            case "run", "merge" -> "a cell failed (its row has status=error), or the report could not be written";
            case "compare" -> "a regression was found (utility, privacy spent, missing groups, errors, slowdown)";
            case "audit" -> "the empirical lower bound exceeds the claimed epsilon";
            case "history" , "record", "show" -> "the work failed (e.g. the database could not be written)";
            default -> "the work failed";
        });
        codes.put("2", "bad input: a file, its data or the command line (one line per error, naming where)");
        return codes;
    }
}
