package privbench.harness.audit;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * An audit suite file ({@code experiments/audit/*.yaml}, read by {@code privbench audit --suite FILE}): a family
 * name, a description, and a list of audits, each the audit verb's options in YAML (snake_case keys; absent
 * or 0 means the attack's default). Format:
 *
 * <pre>
 * family: full-batch-gradient        # documentation: the family the audits exercise
 * description: one paragraph
 * audits:
 *   - learner: dp-gd                 # required
 *     epsilon: 2                     # required
 *     delta: 1.0e-5                  # required
 *     params: {iterations: 200}      # optional learner parameters
 *     runs: 0                        # optional: runs per world (0: the attack's default)
 *     n: 0                           # optional: base rows
 *     d: 0                           # optional: dimension
 *     canaries: 0                    # optional: canaries of a one-run audit
 *     attack: gradient-wedge         # optional: the attack (default: the family's)
 *     seed: 20261122                 # optional
 * </pre>
 *
 * @param family      the family the suite exercises
 * @param description what it shows
 * @param audits      the audits, run in order
 */
public record AuditSuite(String family, String description, List<Entry> audits) {

    /** One audit of a suite. */
    public record Entry(String learner, Double epsilon, Double delta, Map<String, Object> params, Integer runs,
                        Integer n, Integer d, Integer canaries, String attack, Long seed) {

        public Entry {
            params = params == null ? Map.of() : Map.copyOf(params);
        }
    }

    public AuditSuite {
        audits = audits == null ? List.of() : List.copyOf(audits);
    }

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * Reads a suite file.
     *
     * @throws IllegalArgumentException naming the file, the line and what was expected
     */
    public static AuditSuite read(Path file) throws IOException {
        AuditSuite s;
        try {
            s = YAML.readValue(file.toFile(), AuditSuite.class);
        } catch (JsonMappingException e) {
            String where = e.getLocation() == null ? "" : ", line " + e.getLocation().getLineNr();
            throw new IllegalArgumentException(file + where + ": " + e.getOriginalMessage()
                    + " (expected: family, description, audits: [{learner, epsilon, delta, params, runs, n, d, "
                    + "canaries, attack, seed}])");
        }
        if (s == null || s.audits().isEmpty()) {
            throw new IllegalArgumentException(file + ": expected a list 'audits' with at least one entry");
        }
        for (int i = 0; i < s.audits().size(); i++) {
            Entry e = s.audits().get(i);
            if (e.learner() == null || e.epsilon() == null || e.delta() == null) {
                throw new IllegalArgumentException(file + ": audits[" + i + "] needs learner, epsilon and delta, got "
                        + e);
            }
        }
        return s;
    }
}
