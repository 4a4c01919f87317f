package privbench.harness.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import privbench.harness.input.Location;
import privbench.harness.sweep.RunMerger;

/**
 * {@code privbench merge DIR... --out DIR}: joins shard outputs into one run folder.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merges run folders (e.g. the shards of one sweep) by cell id and summarises them again.",
            "Refuses an incomplete set of shards (unless --partial) and an --out folder holding another run."})
public final class MergeCommand extends Verb {

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "run folders holding cells.csv (or cells.csv.gz)")
    private List<Path> folders;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "the merged run folder")
    private Path out;

    @Option(names = "--partial", description = "merge an incomplete set of shards (by default every shard of "
            + "the sweep must be given; the number of shards is read from their manifests)")
    private boolean partial;

    @Mixin
    private RunFolderFinish finish;

    @Override
    public Integer call() throws Exception {
        var result = RunMerger.merge(folders, out, recordedArgs(), partial);
        String cells = finish.compress(result.folder());
        context().out().println("merged " + result.cells() + " cells into " + Location.display(result.folder())
                + " (" + cells + ", summary.csv, manifest.json)");
        int exit = finish.report(context(), result.folder());
        if (result.failed() > 0) {
            context().err().println(result.failed() + " merged cells have status=error");
            return ErrorMapper.FAILED;
        }
        return exit;
    }
}
