package privbench.harness.cli;

import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import privbench.harness.experiment.NoiseMode;

/**
 * The {@code --noise} option of run and validate: a noise mode that overrides the experiment file's
 * {@code noise:} key (validate checks the plan run would make with it), declared once with its reader.
 */
final class NoiseOption {

    @Option(names = "--noise", paramLabel = "seeded|secure", converter = Converter.class,
            description = "overrides the file's noise: key (which defaults to seeded): seeded, reproducible "
                    + "benchmark noise; secure, SecureRandom through exact discrete samplers, for deployment, not "
                    + "replayable")
    private NoiseMode noise;

    /** The mode given, or empty for the file's own. */
    Optional<NoiseMode> given() {
        return Optional.ofNullable(noise);
    }

    /** Reads {@code seeded|secure}. */
    static final class Converter implements CommandLine.ITypeConverter<NoiseMode> {
        @Override
        public NoiseMode convert(String value) {
            return NoiseMode.byId(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                    "--noise must be seeded or secure, got '" + value + "'"));
        }
    }
}
