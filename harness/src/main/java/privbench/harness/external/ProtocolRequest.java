package privbench.harness.external;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import privbench.data.Dataset;
import privbench.learners.PassThroughOptions;
import privbench.privacy.Budget;
import privbench.privacy.Neighbouring;

/**
 * What a program is given, protocol version 1: {@code train.csv} (header {@code x0..x{d-1},label}, the label the
 * class's index in {@code classes}), {@code test.csv} (header {@code x0..x{d-1}}, no labels) and
 * {@code request.json}. Numbers are written as Java's shortest round-trip decimal, so the program reads the
 * same doubles the Java learners see.
 */
final class ProtocolRequest {

    static final String TRAIN = "train.csv";
    static final String TEST = "test.csv";
    static final String REQUEST = "request.json";

    private ProtocolRequest() {
    }

    static void write(Path dir, Dataset train, Dataset test, Budget budget, Neighbouring relation, long seed,
                      PassThroughOptions params) throws IOException {
        csv(dir.resolve(TRAIN), train, true);
        csv(dir.resolve(TEST), test, false);
        ObjectMapper json = new ObjectMapper();
        ObjectNode r = json.createObjectNode();
        r.put("protocol", ExternalLearner.PROTOCOL);
        r.put("train", TRAIN);
        r.put("test", TEST);
        r.put("task", train.isBinary() ? "binary" : "multiclass");
        ArrayNode classes = r.putArray("classes");
        train.classNames().forEach(classes::add);
        if (Double.isInfinite(budget.epsilon())) {
            r.putNull("epsilon");    // JSON has no infinity: null asks for no privacy
        } else {
            r.put("epsilon", budget.epsilon());
        }
        r.put("delta", budget.delta());
        r.put("relation", relation.id());
        r.put("seed", seed);
        if (train.hasNormBound()) {
            r.put("norm_bound", train.normBound());
        }
        r.set("params", json.valueToTree(Map.copyOf(params.values())));
        json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve(REQUEST).toFile(), r);
    }

    private static void csv(Path file, Dataset data, boolean labels) throws IOException {
        int d = data.cols();
        double[] x = data.x();
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            StringBuilder line = new StringBuilder();
            for (int j = 0; j < d; j++) {
                line.append(j == 0 ? "" : ",").append('x').append(j);
            }
            w.append(line).append(labels ? ",label\n" : "\n");
            for (int i = 0; i < data.rows(); i++) {
                line.setLength(0);
                for (int j = 0; j < d; j++) {
                    line.append(j == 0 ? "" : ",").append(x[i * d + j]);
                }
                if (labels) {
                    line.append(',').append(data.label(i));
                }
                w.append(line).append('\n');
            }
        }
    }
}
