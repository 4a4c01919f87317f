package privbench.harness.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import privbench.data.Dataset;
import privbench.learners.LinearModel;
import privbench.learners.Model;
import privbench.privacy.Budget;
import privbench.privacy.Guarantee;
import privbench.privacy.Neighbouring;
import privbench.privacy.PrivacyEvent;

/**
 * What a program answers, protocol version 1, read from {@code response.json}: a model (the scores it wrote for the
 * test rows, or a linear model) and the guarantee it claims. Every way an answer can be wrong is a
 * {@link Problem} saying what was expected; a claim above the cell's budget is one.
 */
final class ProtocolResponse {

    static final String RESPONSE = "response.json";

    /** What was wrong with an answer, for the failing cell's message. */
    static final class Problem extends Exception {
        Problem(String message) {
            super(message);
        }
    }

    /** The answer of one fit. */
    record Answer(Model model, Guarantee spent) {
    }

    private ProtocolResponse() {
    }

    static Answer read(Path dir, Dataset train, List<Dataset> test, Budget budget, Neighbouring relation,
                       boolean nonPrivate) throws Problem, IOException {
        Path file = dir.resolve(RESPONSE);
        if (!Files.isRegularFile(file)) {
            throw new Problem("wrote no " + RESPONSE);
        }
        JsonNode r;
        try {
            r = new ObjectMapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new Problem(RESPONSE + " is not JSON: " + e.getOriginalMessage());
        }
        if (r == null || !r.isObject()) {
            throw new Problem(RESPONSE + " must be a JSON object");
        }
        if (!r.path("protocol").isIntegralNumber() || r.get("protocol").asInt() != ExternalLearner.PROTOCOL) {
            throw new Problem(RESPONSE + " must say \"protocol\": " + ExternalLearner.PROTOCOL + ", got "
                    + r.get("protocol"));
        }
        Model model = model(r, dir, train, test);
        Guarantee spent = nonPrivate ? Guarantee.nonPrivate() : spent(r, budget, relation);
        return new Answer(model, spent);
    }

    private static Model model(JsonNode r, Path dir, Dataset train, List<Dataset> test) throws Problem, IOException {
        boolean scores = r.has("scores");
        boolean weights = r.has("weights");
        if (scores == weights) {
            throw new Problem(RESPONSE + " must have exactly one of \"scores\" (a CSV file of scores for the test "
                    + "rows) and \"weights\" (a linear model), got " + (scores ? "both" : "neither"));
        }
        if (weights) {
            if (!train.isBinary()) {
                throw new Problem("answered with \"weights\", a binary linear model, for a task of "
                        + train.classes() + " classes; answer with \"scores\"");
            }
            double[] w = numbers(r.get("weights"), "weights");
            if (w.length != train.cols()) {
                throw new Problem("\"weights\" has " + w.length + " entries for " + train.cols() + " features");
            }
            double bias = r.has("bias") ? number(r.get("bias"), "bias") : 0.0;
            return new LinearModel(w, bias);
        }
        if (!r.get("scores").isTextual()) {
            throw new Problem("\"scores\" must name a CSV file in the fit's folder, got " + r.get("scores"));
        }
        Path csv = dir.resolve(r.get("scores").asText()).normalize();
        if (!csv.startsWith(dir) || !Files.isRegularFile(csv)) {
            throw new Problem("\"scores\" names " + r.get("scores").asText() + ", which is not a file in the fit's "
                    + "folder");
        }
        int k = train.isBinary() ? 1 : train.classes();
        int rows = test.stream().mapToInt(Dataset::rows).sum();
        return new ProgramScores(test, scoresCsv(csv, rows, k), train.classes());
    }

    private static double[] scoresCsv(Path csv, int rows, int k) throws Problem, IOException {
        List<String> lines = Files.readAllLines(csv).stream().filter(l -> !l.isBlank()).toList();
        if (!lines.isEmpty() && !looksNumeric(lines.get(0))) {
            lines = lines.subList(1, lines.size());    // a header line
        }
        if (lines.size() != rows) {
            throw new Problem(csv.getFileName() + " has " + lines.size() + " rows of scores for " + rows
                    + " test rows");
        }
        double[] out = new double[rows * k];
        for (int i = 0; i < rows; i++) {
            String[] cells = lines.get(i).split(",", -1);
            if (cells.length != k) {
                throw new Problem(csv.getFileName() + " row " + (i + 1) + " has " + cells.length + " columns; "
                        + "expected " + k + (k == 1 ? " (one score for class 1 of a binary task)" : " (one per class)"));
            }
            for (int j = 0; j < k; j++) {
                try {
                    out[i * k + j] = Double.parseDouble(cells[j].trim());
                } catch (NumberFormatException e) {
                    throw new Problem(csv.getFileName() + " row " + (i + 1) + " has '" + cells[j] + "', not a number");
                }
                if (!Double.isFinite(out[i * k + j])) {
                    throw new Problem(csv.getFileName() + " row " + (i + 1) + " has a score that is not finite");
                }
            }
        }
        return out;
    }

    private static boolean looksNumeric(String line) {
        try {
            Double.parseDouble(line.split(",", -1)[0].trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The claimed guarantee, checked against the cell's budget and relation. */
    private static Guarantee spent(JsonNode r, Budget budget, Neighbouring relation) throws Problem {
        JsonNode s = r.get("spent");
        if (s == null || !s.isObject()) {
            throw new Problem(RESPONSE + " has no \"spent\": {\"epsilon\", \"delta\", \"accountant\", \"relation\"} "
                    + "(required of a private learner; declare private: false for a non-private reference)");
        }
        double eps = s.path("epsilon").isNull() ? Double.POSITIVE_INFINITY : number(s.get("epsilon"), "spent.epsilon");
        double delta = number(s.get("delta"), "spent.delta");
        String accountant = text(s.get("accountant"), "spent.accountant");
        String claimed = text(s.get("relation"), "spent.relation");
        if (!(eps > 0)) {
            throw new Problem("\"spent.epsilon\" must be positive, got " + eps);
        }
        if (!(delta >= 0 && delta < 1)) {
            throw new Problem("\"spent.delta\" must be in [0, 1), got " + delta);
        }
        if (!claimed.equals(relation.id())) {
            throw new Problem("claims a guarantee under " + claimed + " but the cell asked for " + relation.id());
        }
        if (eps > budget.epsilon() * (1 + 1e-9) || delta > budget.delta() * (1 + 1e-9)) {
            throw new Problem(String.format(Locale.ROOT, "claims (epsilon %s, delta %s), above the cell's budget "
                    + "(epsilon %s, delta %s)", eps, delta, budget.epsilon(), budget.delta()));
        }
        PrivacyEvent event = Double.isInfinite(eps) ? new PrivacyEvent.NonPrivate()
                : new PrivacyEvent.ApproxDp(eps, delta);
        return new Guarantee(eps, delta, "claimed:" + accountant, relation, event, ExternalLearner.CAVEAT);
    }

    private static double[] numbers(JsonNode n, String what) throws Problem {
        if (n == null || !n.isArray()) {
            throw new Problem("\"" + what + "\" must be an array of numbers");
        }
        double[] out = new double[n.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = number(n.get(i), what + "[" + i + "]");
        }
        return out;
    }

    private static double number(JsonNode n, String what) throws Problem {
        if (n == null || !n.isNumber() || !Double.isFinite(n.asDouble())) {
            throw new Problem("\"" + what + "\" must be a finite number, got " + n);
        }
        return n.asDouble();
    }

    private static String text(JsonNode n, String what) throws Problem {
        if (n == null || !n.isTextual() || n.asText().isBlank()) {
            throw new Problem("\"" + what + "\" must be a non-empty string, got " + n);
        }
        return n.asText();
    }
}
