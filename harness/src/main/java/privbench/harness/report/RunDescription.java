package privbench.harness.report;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import privbench.harness.tables.Manifest;

/**
 * The provenance of a run as a two-column table, from its manifest: experiment file and digest, code
 * version and commit, machine, times, options and cell counts.
 */
final class RunDescription {

    private RunDescription() {
    }

    static Block.Table of(Manifest m) {
        List<List<Span>> rows = new ArrayList<>();
        row(rows, "experiment", Span.plain(m.experiment()), Span.plain(" (sha256 " + abbreviate(m.experimentSha256(), 16)
                + "…)" + (m.full() ? ", full variant" : "")));
        row(rows, "seed", Span.plain(Long.toString(m.seed())));
        String commit = m.gitCommit() == null ? "no git commit recorded"
                : "commit " + abbreviate(m.gitCommit(), 12) + (Boolean.TRUE.equals(m.gitDirty()) ? " with uncommitted changes" : "");
        row(rows, "code", Span.plain("privbench " + m.projectVersion() + ", " + commit));
        row(rows, "Java, OS", Span.plain(m.java() + "; " + m.os()));
        if (m.cpu() != null) {
            row(rows, "CPU", Span.plain(m.cpu()));
        }
        row(rows, "started, duration", Span.plain(m.startedAt() + ", " + duration(m.startedAt(), m.finishedAt())));
        row(rows, "threads, shard", Span.plain(m.threads() + ", " + m.shard()));
        row(rows, "cells", Span.plain(m.cells() + " (" + m.cellsRun() + " run now, " + m.cellsSkipped()
                + " resumed, " + m.cellsFailed() + " failed)"));
        row(rows, "command", Span.code("privbench " + String.join(" ", m.commandLine())));
        if (!m.sources().isEmpty()) {
            row(rows, "merged from", Span.plain(String.join(", ", m.sources())));
        }
        List<String> deps = new ArrayList<>();
        m.dependencies().forEach((k, v) -> deps.add(k + " " + v));
        row(rows, "libraries", Span.plain(String.join(", ", deps)));
        return new Block.Table(List.of("", ""), rows, List.of(false, false));
    }

    private static void row(List<List<Span>> rows, String key, Span... value) {
        if (value.length == 1) {
            rows.add(List.of(Span.bold(key), value[0]));
            return;
        }
        // a table cell holds one span: join the parts as plain text, keeping the first one's style
        StringBuilder sb = new StringBuilder();
        for (Span s : value) {
            sb.append(s.text());
        }
        rows.add(List.of(Span.bold(key), new Span(sb.toString(), value[0].style())));
    }

    private static String abbreviate(String s, int n) {
        return s == null ? "" : s.substring(0, Math.min(n, s.length()));
    }

    private static String duration(String start, String end) {
        if (start == null || end == null) {
            return "not finished";
        }
        try {
            Duration d = Duration.between(Instant.parse(start), Instant.parse(end));
            double s = d.toMillis() / 1000.0;
            return s < 120 ? String.format(Locale.ROOT, "%.1f s", s) : String.format(Locale.ROOT, "%d min %02d s",
                    (long) s / 60, (long) s % 60);
        } catch (DateTimeParseException e) {
            return "unknown";
        }
    }
}
