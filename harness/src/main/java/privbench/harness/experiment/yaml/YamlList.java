package privbench.harness.experiment.yaml;

import java.util.List;
import privbench.harness.input.Location;

/**
 * A YAML list, with the location of its first token.
 */
public record YamlList(List<YamlNode> items, Location at, String path) implements YamlNode {

    public YamlList {
        items = List.copyOf(items);
    }

    @Override
    public String describe() {
        return "a list";
    }

    /** The number of items. */
    public int size() {
        return items.size();
    }
}
