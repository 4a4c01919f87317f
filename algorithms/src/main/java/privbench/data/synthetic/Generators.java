package privbench.data.synthetic;

import java.util.List;
import java.util.Optional;

/**
 * The catalogue of synthetic generators; adding one is one line here.
 */
public final class Generators {

    /** Every generator. */
    public static final List<Generator> ALL = List.of(
            new MarginHalfspace(),
            new SpikedMarginHalfspace(),
            new NeuralCollapse(),
            new LowRankSignal(),
            new PackingHalfspaces(),
            new EmbeddedMarginHalfspace(),
            new ConcentricSpheres(),
            new XorCheckerboard()
    );

    private Generators() {
    }

    /** The generator with the given id. */
    public static Optional<Generator> byId(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst();
    }
}
