package privbench.harness.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cluster recipes parse as YAML and have the structure their schedulers need: the Kubernetes Indexed Job
 * picks its shard from the completion index, the merge Job merges N shards, the GitHub workflow runs a shard
 * matrix whose artifacts the merge job downloads, the Slurm array script takes its shard from the task id.
 * Nothing here talks to a cluster; local-test.sh runs the Slurm scripts on a real one-node cluster.
 */
class ClusterRecipesTest {

    private static final Path ROOT = RepositoryPaths.root();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private static JsonNode read(String file) throws IOException {
        JsonNode node = YAML.readTree(ROOT.resolve(file).toFile());
        assertTrue(node != null && node.isObject(), file + " must be a YAML mapping");
        return node;
    }

    @Test
    void indexedJobPicksTheShardFromTheCompletionIndex() throws IOException {
        JsonNode job = read("experiments/cluster/k8s/shards-job.yaml");
        assertEquals("batch/v1", job.path("apiVersion").asText());
        assertEquals("Job", job.path("kind").asText());
        JsonNode spec = job.path("spec");
        assertEquals("Indexed", spec.path("completionMode").asText());
        int completions = spec.path("completions").asInt(-1);
        assertTrue(completions >= 1, "completions must be set");
        JsonNode pod = spec.path("template").path("spec");
        assertEquals("Never", pod.path("restartPolicy").asText(), "a failed shard must not rerun in place");
        JsonNode container = pod.path("containers").path(0);
        String script = text(container.path("command")) + " " + text(container.path("args"));
        assertTrue(script.contains("--shard \"$((JOB_COMPLETION_INDEX + 1))/$SHARDS\""),
                "the completion index (0-based) must pick shard index+1 of N: " + script);
        assertEquals(String.valueOf(completions), env(container, "SHARDS"),
                "SHARDS must equal the number of completions, or cells are lost or run twice");
        assertTrue(script.contains("--no-report"), "shards write no report; the merge does");
        assertMountsResults(pod, container);
    }

    @Test
    void mergeJobMergesTheShardsOfTheIndexedJob() throws IOException {
        JsonNode shards = read("experiments/cluster/k8s/shards-job.yaml");
        JsonNode merge = read("experiments/cluster/k8s/merge-job.yaml");
        assertEquals("Job", merge.path("kind").asText());
        JsonNode pod = merge.path("spec").path("template").path("spec");
        JsonNode container = pod.path("containers").path(0);
        String script = text(container.path("args"));
        assertTrue(script.contains("privbench merge /results/$RUN/shard-*-of-$SHARDS --out"), script);
        JsonNode shardContainer = shards.path("spec").path("template").path("spec").path("containers").path(0);
        assertEquals(env(shardContainer, "SHARDS"), env(container, "SHARDS"));
        assertEquals(env(shardContainer, "RUN"), env(container, "RUN"));
        assertEquals(shardContainer.path("image").asText(), container.path("image").asText());
        assertMountsResults(pod, container);
    }

    @Test
    void dockerfileBuildsTheCliOnAJdkImage() throws IOException {
        String docker = Files.readString(ROOT.resolve("experiments/cluster/k8s/Dockerfile"));
        assertTrue(docker.lines().anyMatch(l -> l.matches("FROM eclipse-temurin:\\d+-jdk.*")), docker);
        assertTrue(docker.contains("-DskipTests package"));
        assertTrue(docker.contains("ENTRYPOINT [\"/privbench/privbench\"]"));
    }

    @Test
    void workflowRunsAShardMatrixThenMerges() throws IOException {
        JsonNode flow = read(".github/workflows/sweep.yml");
        JsonNode jobs = flow.path("jobs");
        JsonNode shard = jobs.path("shard");
        JsonNode matrix = shard.path("strategy").path("matrix").path("shard");
        assertTrue(matrix.isArray() && matrix.size() >= 2, "a shard matrix");
        List<Integer> values = new ArrayList<>();
        matrix.forEach(v -> values.add(v.asInt()));
        int n = flow.path("env").path("SHARDS").asInt();
        assertEquals(n, values.size(), "env SHARDS must match the matrix");
        for (int i = 1; i <= n; i++) {
            assertTrue(values.contains(i), "shard " + i + " is missing from the matrix");
        }
        String shardSteps = text(shard.path("steps"));
        assertTrue(shardSteps.contains("--shard \"${{ matrix.shard }}/${{ env.SHARDS }}\""), shardSteps);
        assertTrue(shardSteps.contains("actions/upload-artifact"), "each shard keeps its folder as an artifact");
        JsonNode merge = jobs.path("merge");
        assertEquals("shard", merge.path("needs").asText());
        String mergeSteps = text(merge.path("steps"));
        assertTrue(mergeSteps.contains("actions/download-artifact"));
        assertTrue(mergeSteps.contains("./privbench merge shards/shard-*-of-${{ env.SHARDS }}"), mergeSteps);
        // YAML 1.1 reads a bare `on` as true; GitHub reads it as the trigger key: it must be there either way
        assertTrue(flow.has("on") || flow.has("true"), "the workflow needs a trigger");
    }

    @Test
    void slurmArrayTakesItsShardFromTheTaskId() throws IOException {
        String array = Files.readString(ROOT.resolve("experiments/cluster/slurm/shards.sbatch"));
        assertTrue(array.contains("--shard \"$index/$shards\""));
        assertTrue(array.contains("index=\"$SLURM_ARRAY_TASK_ID\""));
        String submit = Files.readString(ROOT.resolve("experiments/cluster/slurm/submit.sh"));
        assertTrue(submit.contains("--array=\"1-$n\""));
        assertTrue(submit.contains("--dependency=\"afterok:$array_id\""), "the merge waits for every shard");
    }

    private static void assertMountsResults(JsonNode pod, JsonNode container) {
        String volume = container.path("volumeMounts").path(0).path("name").asText();
        assertEquals("/results", container.path("volumeMounts").path(0).path("mountPath").asText());
        assertEquals(volume, pod.path("volumes").path(0).path("name").asText());
    }

    private static String env(JsonNode container, String name) {
        for (JsonNode e : container.path("env")) {
            if (e.path("name").asText().equals(name)) {
                return e.path("value").asText();
            }
        }
        throw new AssertionError("no env " + name);
    }

    private static String text(JsonNode node) {
        if (node.isValueNode()) {
            return node.asText();
        }
        List<String> parts = new ArrayList<>();
        node.forEach(n -> parts.add(text(n)));
        node.fields().forEachRemaining(f -> parts.add(f.getKey() + ": " + text(f.getValue())));
        return String.join(" ", parts);
    }
}
