package privbench.harness.experiment.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Overlays one mapping on another: mappings merge key by key, anything else (a list, a value) replaces.
 *
 * <p>Used for an experiment's {@code full:} section, which holds the paper-scale values of the keys it
 * names. Values keep the locations where they were written, so errors point into {@code full:}.
 */
public final class DeepMerge {

    private DeepMerge() {
    }

    /** The base mapping with every key of the overlay merged in (new keys appended in overlay order). */
    public static YamlMap merge(YamlMap base, YamlMap overlay) {
        List<YamlMap.Entry> out = new ArrayList<>();
        for (YamlMap.Entry e : base.entries()) {
            Optional<YamlMap.Entry> over = overlay.entry(e.key());
            if (over.isEmpty()) {
                out.add(e);
            } else if (e.value() instanceof YamlMap bm && over.get().value() instanceof YamlMap om) {
                out.add(new YamlMap.Entry(e.key(), e.keyAt(), merge(bm, om)));
            } else {
                out.add(over.get());
            }
        }
        for (YamlMap.Entry e : overlay.entries()) {
            if (base.entry(e.key()).isEmpty()) {
                out.add(e);
            }
        }
        return new YamlMap(out, base.at(), base.path());
    }
}
