package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import privbench.learners.MechanismConfigurations;

/**
 * docs/privacy/configurations.csv lists every (private learner, mechanism-changing setting, value): each value of an
 * enum-valued or boolean hyperparameter, the settings that change the mechanism or its accounting. A learner that
 * gains such a setting, or a value, fails this test until a row says which check covers it (a test class and
 * method, an audit suite entry) or that none does yet ({@code none}), so the table cannot fall behind the catalogue.
 * Every named test class must exist, and every named audit suite must exist and name the learner.
 */
class PrivacyConfigurationsTest {

    private static final Path TABLE = RepositoryPaths.root().resolve("docs/privacy/configurations.csv");

    /** learner|setting|value -> check, from the table. */
    private static Map<String, String> table() throws IOException {
        Map<String, String> rows = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(TABLE);
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(",", 5);
            rows.put(f[0] + "|" + f[1] + "|" + f[2], f[4]);   // f[3]: zero_row_t, checked by ZeroRowLawTest
        }
        return rows;
    }

    /** Every (private learner, enum or boolean setting, value) of the catalogue, as learner|setting|value. */
    static List<String> configurations() {
        return MechanismConfigurations.all().stream().map(MechanismConfigurations.Configuration::key).toList();
    }

    @Test
    void everyMechanismChangingConfigurationHasARow() throws IOException {
        Map<String, String> rows = table();
        List<String> missing = new ArrayList<>();
        for (String c : configurations()) {
            if (!rows.containsKey(c)) {
                missing.add(c.replace('|', ',') + ",none");
            }
        }
        assertTrue(missing.isEmpty(), "configurations without a row in " + TABLE + ":\n" + String.join("\n", missing));
        List<String> stale = new ArrayList<>(rows.keySet());
        stale.removeAll(configurations());
        assertTrue(stale.isEmpty(), "rows for configurations the catalogue no longer has: " + stale);
    }

    @Test
    void everyNamedCheckExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Map.Entry<String, String> row : table().entrySet()) {
            String learner = row.getKey().split("\\|")[0];
            for (String check : row.getValue().replace("\"", "").split(";")) {
                String c = check.trim();
                if (c.equals("none") || c.isEmpty()) {
                    continue;
                }
                if (c.startsWith("audit:")) {
                    Path suite = RepositoryPaths.root().resolve(c.substring("audit:".length()));
                    if (!Files.exists(suite) || !Files.readString(suite).contains("learner: " + learner)) {
                        broken.add(row.getKey() + " -> " + c);
                    }
                    continue;
                }
                String cls = c.contains("#") ? c.substring(0, c.indexOf('#')) : c;
                String method = c.contains("#") ? c.substring(c.indexOf('#') + 1) : null;
                if (!testSourceHas(cls, method)) {
                    broken.add(row.getKey() + " -> " + c);
                }
            }
        }
        assertTrue(broken.isEmpty(), "checks named in " + TABLE + " that do not exist: " + broken);
    }

    /** The README's four counts (a test, an audit only, the zero-row law only, read-back only) are the table's. */
    @Test
    void theReadmeCountsAreTheTables() throws IOException {
        String readBack = "BudgetReadBackPropertyTest#everyRecordedGuarantee_isWithinItsBudget_exactly";
        String zeroRow = "ZeroRowLawTest#theOutputLawOnZeroRows_dependsOnlyOnWhatTheRelationMakesPublic";
        int tested = 0;
        int audited = 0;
        int zeroRowOnly = 0;
        int readBackOnly = 0;
        for (String check : table().values()) {
            List<String> parts = List.of(check.replace("\"", "").split(";"));
            boolean test = parts.stream().anyMatch(c -> !c.isBlank() && !c.equals(readBack) && !c.equals(zeroRow)
                    && !c.equals("none") && !c.startsWith("audit:"));
            if (test) {
                tested++;
            } else if (parts.stream().anyMatch(c -> c.startsWith("audit:"))) {
                audited++;
            } else if (parts.contains(zeroRow)) {
                zeroRowOnly++;
            } else if (parts.equals(List.of(readBack))) {
                readBackOnly++;
            }
        }
        String readme = Files.readString(TABLE.resolveSibling("README.md"));
        assertTrue(readme.contains("- " + tested + " rows name a test of that configuration"), "tested " + tested);
        assertTrue(readme.contains("- " + audited + " more rows have no such test but are exercised by an audit"),
                "audited " + audited);
        assertTrue(readme.contains("- " + zeroRowOnly + " more rows have only the zero-row law check"),
                "zero-row only " + zeroRowOnly);
        assertTrue(readme.contains("- " + readBackOnly + " rows are covered only by `BudgetReadBackPropertyTest`"),
                "read-back only " + readBackOnly);
    }

    private static boolean testSourceHas(String simpleName, String method) throws IOException {
        for (String module : List.of("algorithms", "harness")) {
            Path dir = RepositoryPaths.root().resolve(module + "/src/test/java");
            try (var files = Files.walk(dir)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    if (f.getFileName().toString().equals(simpleName + ".java")) {
                        return method == null || Files.readString(f).contains(" " + method + "(");
                    }
                }
            }
        }
        return false;
    }
}
