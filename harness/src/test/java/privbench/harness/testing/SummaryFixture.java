package privbench.harness.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import privbench.canonical.Canonical;
import privbench.harness.tables.CsvTable;

/**
 * Hand-made summary.csv files for comparison and report tests: groups with chosen means, standard
 * deviations and repetitions; the 95% intervals are computed as summary.csv computes them.
 */
public final class SummaryFixture {

    /** The metrics of a fixture summary. */
    public static final List<String> METRICS = List.of("accuracy", "error_rate");

    private final List<Map<String, String>> rows = new ArrayList<>();

    /** Adds a group; returns its row to adjust (values are text as in the file). */
    public Map<String, String> group(String id, String learner, double epsilon, int reps, double accuracy, double sd) {
        Map<String, String> r = new LinkedHashMap<>();
        r.put("group_id", id);
        r.put("learner", learner);
        r.put("params", "{\"lambda\":0.01}");
        r.put("dataset", "margin-halfspace");
        r.put("n", "1000");
        r.put("d", "20");
        r.put("epsilon", Canonical.number(epsilon));
        r.put("delta", "0.00001");
        r.put("n_reps", Integer.toString(reps));
        r.put("n_errors", "0");
        rows.add(r);
        metric(r, "accuracy", accuracy, sd);
        metric(r, "error_rate", 1 - accuracy, sd);
        r.put("epsilon_spent_mean", Double.isInfinite(epsilon) ? "inf" : Canonical.number(epsilon));
        r.put("fit_seconds_mean", "0.01");
        r.put("accountant", Double.isInfinite(epsilon) ? "none" : "gdp");
        r.put("neighbouring", Double.isInfinite(epsilon) ? "none" : "replace-one");
        r.put("caveat", "");
        return r;
    }

    /** Sets a metric's mean and sd, and its interval from them. */
    public static void metric(Map<String, String> r, String m, double mean, double sd) {
        int reps = Integer.parseInt(r.get("n_reps"));
        r.put(m + "_mean", Canonical.number(mean));
        if (reps < 2) {
            r.put(m + "_std", "");
            r.put(m + "_ci_low", "");
            r.put(m + "_ci_high", "");
            return;
        }
        double half = new TDistribution(null, reps - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(reps);
        r.put(m + "_std", Canonical.number(sd));
        r.put(m + "_ci_low", Canonical.number(mean - half));
        r.put(m + "_ci_high", Canonical.number(mean + half));
    }

    /** A deep copy, to derive a second run from the first. */
    public SummaryFixture copy() {
        SummaryFixture c = new SummaryFixture();
        rows.forEach(r -> c.rows.add(new LinkedHashMap<>(r)));
        return c;
    }

    /** The row of a group. */
    public Map<String, String> row(String id) {
        return rows.stream().filter(r -> r.get("group_id").equals(id)).findFirst().orElseThrow();
    }

    /** Removes a group. */
    public void remove(String id) {
        rows.removeIf(r -> r.get("group_id").equals(id));
    }

    /** Writes summary.csv into a new folder and returns the folder. */
    public Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<String> header = new ArrayList<>(rows.get(0).keySet());
        List<List<String>> out = new ArrayList<>();
        for (Map<String, String> r : rows) {
            out.add(header.stream().map(h -> r.getOrDefault(h, "")).toList());
        }
        new CsvTable(header, out).write(dir.resolve("summary.csv"));
        return dir;
    }
}
