package privbench.harness.repository;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import privbench.harness.tables.CsvTable;

/**
 * The rules of {@code results/reference/reproduction.csv} (its README section "Reproduction to the bit"): every
 * folder under {@code results/reference/<paper>/} has at least one row, every row names a folder that exists,
 * and a row's counts add up: it cannot reproduce more than it checked, and one that reproduced less names the
 * columns that differ.
 */
final class ReproductionLedger {

    static final List<String> SCOPES = List.of("groups", "cells", "files");

    private ReproductionLedger() {
    }

    /** The result folders: every folder one level below a paper's folder. */
    static TreeSet<String> folders(Path reference) throws IOException {
        TreeSet<String> out = new TreeSet<>();
        try (Stream<Path> papers = Files.list(reference)) {
            for (Path paper : papers.filter(Files::isDirectory).toList()) {
                try (Stream<Path> runs = Files.list(paper)) {
                    runs.filter(Files::isDirectory).forEach(f -> out.add(paper.getFileName() + "/" + f.getFileName()));
                }
            }
        }
        return out;
    }

    /** What breaks the rules, one line each; empty when the ledger is complete and consistent. */
    static List<String> problems(CsvTable ledger, TreeSet<String> folders) {
        List<String> out = new ArrayList<>();
        TreeSet<String> listed = new TreeSet<>();
        for (String c : List.of("folder", "checked_at", "columns_differing", "scope", "checked", "identical")) {
            if (ledger.column(c) < 0) {
                out.add("no column " + c);
                return out;
            }
        }
        int line = 1;
        for (List<String> r : ledger.rows()) {
            line++;
            String folder = ledger.get(r, "folder");
            listed.add(folder);
            if (!folders.contains(folder)) {
                out.add("line " + line + ": " + folder + " is not a folder under results/reference/");
            }
            String scope = ledger.get(r, "scope");
            if (!SCOPES.contains(scope.split(" ")[0])) {
                out.add("line " + line + ": scope '" + scope + "' is none of " + SCOPES);
            }
            try {
                int checked = Integer.parseInt(ledger.get(r, "checked"));
                int identical = Integer.parseInt(ledger.get(r, "identical"));
                if (checked <= 0 || identical < 0 || identical > checked) {
                    out.add("line " + line + ": " + identical + " identical of " + checked + " checked");
                } else if (identical < checked && ledger.get(r, "columns_differing").isBlank()) {
                    out.add("line " + line + ": " + (checked - identical) + " not identical, but no column named");
                }
            } catch (NumberFormatException e) {
                out.add("line " + line + ": checked and identical must be counts (" + e.getMessage() + ")");
            }
        }
        for (String f : folders) {
            if (!listed.contains(f)) {
                out.add(f + " has no row: rerun it (or a shard of it) and record the check");
            }
        }
        return out;
    }
}
