package privbench.harness.history;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.tables.GroupLabels;
import privbench.harness.tables.Manifest;
import privbench.harness.tables.RunFolder;
import privbench.harness.tables.SummaryLayout;

/**
 * The history database: a SQLite file with three tables (documented in the README, "Results history").
 *
 * <pre>
 * runs(run_id, name, experiment, experiment_sha256, seed, git_commit, git_dirty, started_at, finished_at,
 *      recorded_at, java, os, machine, threads, cells, cells_failed, source, manifest_json, summary_csv)
 * groups(run_id, group_id, learner, params, configuration, setting, dataset, n, d, epsilon, delta, n_reps,
 *        n_errors, epsilon_spent, fit_seconds)
 * metrics(run_id, group_id, metric, mean, std, ci_low, ci_high)
 * </pre>
 * A run is recorded once: the same (name, experiment digest, commit, start time) again is skipped.
 */
public final class HistoryDb implements AutoCloseable {

    /** The default file under the repository root (git-ignored). */
    public static final String DEFAULT = "results/history.db";

    private static final String SCHEMA = """
            CREATE TABLE IF NOT EXISTS runs (
              run_id INTEGER PRIMARY KEY AUTOINCREMENT,
              name TEXT NOT NULL, experiment TEXT, experiment_sha256 TEXT NOT NULL, seed INTEGER,
              git_commit TEXT, git_dirty INTEGER, started_at TEXT, finished_at TEXT, recorded_at TEXT NOT NULL,
              java TEXT, os TEXT, machine TEXT, threads INTEGER, cells INTEGER, cells_failed INTEGER,
              source TEXT, manifest_json TEXT NOT NULL, summary_csv TEXT NOT NULL,
              UNIQUE (name, experiment_sha256, git_commit, started_at));
            CREATE TABLE IF NOT EXISTS groups (
              run_id INTEGER NOT NULL REFERENCES runs(run_id), group_id TEXT NOT NULL,
              learner TEXT, params TEXT, configuration TEXT, setting TEXT, dataset TEXT, n INTEGER, d INTEGER,
              epsilon REAL, delta REAL, n_reps INTEGER, n_errors INTEGER, epsilon_spent REAL, fit_seconds REAL,
              PRIMARY KEY (run_id, group_id));
            CREATE TABLE IF NOT EXISTS metrics (
              run_id INTEGER NOT NULL REFERENCES runs(run_id), group_id TEXT NOT NULL, metric TEXT NOT NULL,
              mean REAL, std REAL, ci_low REAL, ci_high REAL,
              PRIMARY KEY (run_id, group_id, metric));
            CREATE INDEX IF NOT EXISTS runs_by_name ON runs(name, finished_at);
            """;

    /** A recorded run as stored. */
    public record StoredRun(long id, String name, String gitCommit, Boolean gitDirty, String finishedAt,
                            String java, String machine, String manifestJson, String summaryCsv) {

        /** The commit's first 9 digits, "uncommitted" marks, or "no-git". */
        public String shortCommit() {
            String c = gitCommit == null ? "no-git" : gitCommit.substring(0, Math.min(9, gitCommit.length()));
            return Boolean.TRUE.equals(gitDirty) ? c + "+" : c;
        }
    }

    private final Connection db;
    private final Path file;

    private HistoryDb(Connection db, Path file) {
        this.db = db;
        this.file = file;
    }

    /** Opens (creating when absent) a history database. */
    public static HistoryDb open(Path file, boolean create) {
        if (!create && !Files.isRegularFile(file)) {
            throw new InputException(Location.of(file), "does not exist; record runs into it first with: "
                    + "privbench history record DIR... --db " + Location.display(file));
        }
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
            try (Statement s = c.createStatement()) {
                for (String sql : SCHEMA.split(";")) {
                    if (!sql.isBlank()) {
                        s.execute(sql);
                    }
                }
            }
            return new HistoryDb(c, file);
        } catch (SQLException | IOException e) {
            throw new InputException(Location.of(file), "cannot be opened as a history database (" + e.getMessage()
                    + ")");
        }
    }

    /**
     * Records one run folder; returns false when it was recorded before.
     *
     * @throws InputException when the folder is not a run with a manifest
     */
    public boolean record(RunFolder run) throws IOException, SQLException {
        Manifest m = run.manifest().orElseThrow(() -> new InputException(Location.of(run.dir()),
                "has no manifest.json; only runs written by privbench run or merge can be recorded"));
        String manifestJson = Files.readString(run.dir().resolve(Manifest.FILE));
        String summaryCsv = Files.readString(run.dir().resolve(RunFolder.SUMMARY));
        db.setAutoCommit(false);
        try {
            long id;
            try (PreparedStatement p = db.prepareStatement("INSERT OR IGNORE INTO runs (name, experiment, "
                    + "experiment_sha256, seed, git_commit, git_dirty, started_at, finished_at, recorded_at, java, os, "
                    + "machine, threads, cells, cells_failed, source, manifest_json, summary_csv) "
                    + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", Statement.RETURN_GENERATED_KEYS)) {
                int i = 1;
                p.setString(i++, m.name());
                p.setString(i++, m.experiment());
                p.setString(i++, m.experimentSha256());
                p.setLong(i++, m.seed());
                p.setString(i++, m.gitCommit());
                p.setObject(i++, m.gitDirty() == null ? null : m.gitDirty() ? 1 : 0);
                p.setString(i++, m.startedAt());
                p.setString(i++, m.finishedAt());
                p.setString(i++, Instant.now().toString());
                p.setString(i++, m.java());
                p.setString(i++, m.os());
                p.setString(i++, machine());
                p.setInt(i++, m.threads());
                p.setInt(i++, m.cells());
                p.setInt(i++, m.cellsFailed());
                p.setString(i++, run.dir().toAbsolutePath().normalize().toString());
                p.setString(i++, manifestJson);
                p.setString(i, summaryCsv);
                if (p.executeUpdate() == 0) {
                    db.rollback();
                    return false;
                }
                try (ResultSet keys = p.getGeneratedKeys()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            insertGroups(id, run);
            db.commit();
            return true;
        } catch (SQLException | RuntimeException e) {
            db.rollback();
            throw e;
        } finally {
            db.setAutoCommit(true);
        }
    }

    private void insertGroups(long id, RunFolder run) throws SQLException {
        SummaryLayout layout = run.layout();
        List<Map<String, String>> rows = GroupLabels.rows(run.summary());
        GroupLabels labels = GroupLabels.of(layout.settingColumns(), rows);
        try (PreparedStatement g = db.prepareStatement("INSERT INTO groups VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
             PreparedStatement mt = db.prepareStatement("INSERT INTO metrics VALUES (?,?,?,?,?,?,?)")) {
            for (Map<String, String> r : rows) {
                int i = 1;
                g.setLong(i++, id);
                g.setString(i++, r.get(Columns.GROUP_ID));
                g.setString(i++, r.get("learner"));
                g.setString(i++, r.get("params"));
                g.setString(i++, labels.configuration(r));
                g.setString(i++, labels.setting(r));
                g.setString(i++, r.get("dataset"));
                setNumber(g, i++, r.get("n"));
                setNumber(g, i++, r.get("d"));
                setNumber(g, i++, r.get("epsilon"));
                setNumber(g, i++, r.get("delta"));
                setNumber(g, i++, r.get(SummaryLayout.REPS));
                setNumber(g, i++, r.get(SummaryLayout.ERRORS));
                setNumber(g, i++, r.get(SummaryLayout.EPSILON_SPENT));
                setNumber(g, i, r.get(SummaryLayout.FIT_SECONDS));
                g.addBatch();
                for (String metric : layout.metrics()) {
                    mt.setLong(1, id);
                    mt.setString(2, r.get(Columns.GROUP_ID));
                    mt.setString(3, metric);
                    setNumber(mt, 4, r.get(SummaryLayout.mean(metric)));
                    setNumber(mt, 5, r.get(SummaryLayout.std(metric)));
                    setNumber(mt, 6, r.get(SummaryLayout.ciLow(metric)));
                    setNumber(mt, 7, r.get(SummaryLayout.ciHigh(metric)));
                    mt.addBatch();
                }
            }
            g.executeBatch();
            mt.executeBatch();
        }
    }

    /** Empty text and NaN are stored as NULL, infinities as SQLite's own (pandas reads them as inf). */
    private static void setNumber(PreparedStatement p, int i, String text) throws SQLException {
        double v = text == null ? Double.NaN : SummaryLayout.number(text);
        if (Double.isNaN(v)) {
            p.setNull(i, java.sql.Types.REAL);
        } else {
            p.setDouble(i, v);
        }
    }

    /** Every run of an experiment name (all names when null), oldest first by finish time. */
    public List<StoredRun> runs(String name) throws SQLException {
        List<StoredRun> out = new ArrayList<>();
        String sql = "SELECT run_id, name, git_commit, git_dirty, finished_at, java, machine, manifest_json, "
                + "summary_csv FROM runs" + (name == null ? "" : " WHERE name = ?") + " ORDER BY finished_at, run_id";
        try (PreparedStatement p = db.prepareStatement(sql)) {
            if (name != null) {
                p.setString(1, name);
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    Object dirty = r.getObject(4);
                    out.add(new StoredRun(r.getLong(1), r.getString(2), r.getString(3),
                            dirty == null ? null : ((Number) dirty).intValue() != 0, r.getString(5), r.getString(6),
                            r.getString(7), r.getString(8), r.getString(9)));
                }
            }
        }
        return out;
    }

    public Path file() {
        return file;
    }

    /** The machine, as public facts: host name, processors, architecture. */
    private static String machine() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown-host";
        }
        return host + " (" + Runtime.getRuntime().availableProcessors() + " processors, "
                + System.getProperty("os.arch") + ")";
    }

    @Override
    public void close() throws SQLException {
        db.close();
    }
}
