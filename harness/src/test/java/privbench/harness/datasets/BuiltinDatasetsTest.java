package privbench.harness.datasets;

import privbench.harness.input.FileDigest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import privbench.harness.experiment.schema.ExperimentReader;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;
import privbench.harness.testing.Resources;

class BuiltinDatasetsTest {

    @TempDir
    Path tmp;

    /** The shipped folder, found the way a run finds it: upward from an experiment file. */
    private static Path shipped() {
        return new DataDirectory(Optional.empty(), Map.of()).locate(Resources.path("experiments/sonar.yaml"));
    }

    private Path experiment(String builtin) throws IOException {
        Path f = tmp.resolve("e.yaml");
        Files.writeString(f, "name: b\nseed: 1\ndataset: {builtin: " + builtin + "}\nsplit: {test: 0.25}\n"
                + "sweep: {epsilon: 1, delta: 0}\nlearners: [mean-difference]\n");
        return f;
    }

    static Stream<BuiltinDataset> datasets() {
        return BuiltinDatasets.ALL.stream();
    }

    @ParameterizedTest
    @MethodSource("datasets")
    void shippedFile_matchesItsRegistration(BuiltinDataset b) throws IOException {
        Path file = shipped().resolve(b.file());
        assertEquals(b.sha256(), FileDigest.sha256(file), b.id());
        var loaded = (LoadedData.Files) new DataLoader(new DataDirectory(Optional.of(shipped()), Map.of()))
                .load(ExperimentReader.read(experiment(b.id())));
        assertEquals(b.rows(), loaded.rows().rows(), b.id());
        assertEquals(b.features(), loaded.rows().cols(), b.id());
        assertEquals(b.classes(), loaded.facts().classes(), b.id());
        b.defaultPositive().ifPresent(p -> assertEquals(p, loaded.facts().classNames().get(1), b.id()));
        assertTrue(Files.readString(shipped().resolve("README.md")).contains(b.sha256()),
                "experiments/data/README.md lists the sha256 of " + b.file());
    }

    @Test
    void changedFile_isRefusedNamingIt() throws IOException {
        Path data = Files.createDirectories(tmp.resolve("data"));
        Path copy = data.resolve("sonar.csv");
        byte[] bytes = Files.readAllBytes(shipped().resolve("sonar.csv"));
        bytes[bytes.length - 3] = (byte) (bytes[bytes.length - 3] == 'M' ? 'R' : 'M');
        Files.write(copy, bytes);
        var loader = new DataLoader(new DataDirectory(Optional.of(data), Map.of()));
        var e = assertThrows(InputException.class, () -> loader.load(ExperimentReader.read(experiment("sonar"))));
        assertEquals(Location.of(copy), e.location());
        assertTrue(e.problem().contains("but builtin dataset sonar must have 738c8e44"), e.problem());
    }

    @Test
    void environmentVariable_overridesTheSearch_andMustBeAFolder() {
        var dirs = new DataDirectory(Optional.empty(), Map.of(DataDirectory.ENV, tmp.toString()));
        assertEquals(tmp, dirs.locate(tmp.resolve("x.yaml")));
        var bad = new DataDirectory(Optional.empty(), Map.of(DataDirectory.ENV, tmp.resolve("none").toString()));
        assertTrue(assertThrows(InputException.class, () -> bad.locate(tmp.resolve("x.yaml"))).problem()
                .contains("PRIVBENCH_DATA"));
    }
}
