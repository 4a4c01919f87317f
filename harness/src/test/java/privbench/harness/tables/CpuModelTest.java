package privbench.harness.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest's processor: the model Linux reports, or the architecture; a manifest round-trips it. */
class CpuModelTest {

    @TempDir
    Path tmp;

    @Test
    void modelName_isTheFirstModelNameLine_withSpacesCollapsed() throws IOException {
        Path info = Files.writeString(tmp.resolve("cpuinfo"), """
                processor\t: 0
                vendor_id\t: AuthenticAMD
                model\t\t: 17
                model name\t: AMD EPYC   9R14 96-Core Processor
                processor\t: 1
                model name\t: something else
                """);
        assertEquals(Optional.of("AMD EPYC 9R14 96-Core Processor"), CpuModel.modelName(info));
        // negative controls: "model" alone is not the name; a missing file gives nothing, not an error
        assertEquals(Optional.empty(), CpuModel.modelName(Files.writeString(tmp.resolve("other"), "model\t: 17\n")));
        assertEquals(Optional.empty(), CpuModel.modelName(tmp.resolve("absent")));
    }

    @Test
    void aRunsManifest_namesItsProcessor_andKeepsItThroughJson() throws IOException {
        Manifest m = Manifest.builder().thisMachine().build();
        assertTrue(m.cpu().endsWith(Runtime.getRuntime().availableProcessors() + " logical CPUs"), m.cpu());
        m.write(tmp);
        Path file = tmp.resolve(Manifest.FILE);
        assertEquals(m.cpu(), Manifest.read(file).cpu());
        assertTrue(Files.readString(file).contains("\"cpu\" : "), "the key is cpu");
    }
}
