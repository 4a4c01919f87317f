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
    void kind_namesFamilyModelAndTheWidestVectors_ofTheFirstProcessor() throws IOException {
        Path zen4 = Files.writeString(tmp.resolve("zen4"), """
                processor	: 0
                cpu family	: 25
                model		: 17
                model name	: AMD EPYC
                flags		: fpu sse2 avx avx2 fma avx512f avx512dq
                processor	: 1
                cpu family	: 23
                """);
        assertEquals(Optional.of("family 25, model 17, AVX-512"), CpuModel.kind(zen4));
        Path zen1 = Files.writeString(tmp.resolve("zen1"), """
                cpu family	: 23
                model		: 49
                model name	: AMD EPYC
                flags		: fpu avx avx2 fma
                """);
        assertEquals(Optional.of("family 23, model 49, AVX2"), CpuModel.kind(zen1));
        // negative controls: "avx512" in another flag's name is not avx512f; no family line, no kind
        Path old = Files.writeString(tmp.resolve("old"), "cpu family\t: 6\nmodel\t: 1\nflags\t: sse2 avx512_bf16\n");
        assertEquals(Optional.of("family 6, model 1, no AVX2"), CpuModel.kind(old));
        assertEquals(Optional.empty(), CpuModel.kind(Files.writeString(tmp.resolve("none"), "model name\t: X\n")));
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
