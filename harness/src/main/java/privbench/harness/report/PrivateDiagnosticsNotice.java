package privbench.harness.report;

import java.nio.file.Files;
import java.util.Optional;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.RunFolder;

/**
 * The warning a report opens with when its run wrote private-diagnostics.csv ({@code run --private-diagnostics}):
 * that folder holds values outside every cell's guarantee, and a reader of the report must know before sharing it.
 */
final class PrivateDiagnosticsNotice {

    private PrivateDiagnosticsNotice() {
    }

    /** The warning paragraph, when the manifest says so or the file is in the folder. */
    static Optional<Block> of(RunFolder run) {
        boolean flagged = run.manifest().map(Manifest::publishedPrivateDiagnostics).orElse(false);
        if (!flagged && !Files.isRegularFile(run.dir().resolve(RunFolder.PRIVATE_DIAGNOSTICS))) {
            return Optional.empty();
        }
        return Optional.of(Block.Paragraph.of(Span.bold("Warning: this run published values outside its privacy "
                + "guarantee."), Span.plain(" It was made with --private-diagnostics, so " + RunFolder.PRIVATE_DIAGNOSTICS
                + " holds data-dependent diagnostics (exact validation scores, noise norms, clipped fractions, "
                + "solver state) that no cell's (epsilon, delta) covers. The tables below use only public values; "
                + "do not share that file, or this folder as a whole, as a private release.")));
    }
}
