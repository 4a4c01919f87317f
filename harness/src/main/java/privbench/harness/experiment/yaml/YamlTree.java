package privbench.harness.experiment.yaml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * Builds a located node tree from Jackson's streaming YAML parser, one token at a time, so every key
 * and value keeps the line and column where it was written.
 *
 * <p>Jackson's own errors (malformed YAML) pass through as IOExceptions for the caller to convert;
 * what Jackson accepts but an experiment must not contain (duplicate keys, aliases, several documents)
 * is refused here.
 */
public final class YamlTree {

    private final JsonParser parser;
    private final Path file;

    private YamlTree(JsonParser parser, Path file) {
        this.parser = parser;
        this.file = file;
    }

    /**
     * Reads one document.
     *
     * @throws IOException   when Jackson cannot parse the text
     * @throws InputException for an empty file, several documents, duplicate keys or aliases
     */
    public static YamlNode read(JsonParser parser, Path file) throws IOException {
        YamlTree tree = new YamlTree(parser, file);
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new InputException(Location.of(file), "is empty");
        }
        YamlNode root = tree.node(first, "");
        if (parser.nextToken() != null) {
            throw new InputException(tree.here(), "a second YAML document starts here; write one experiment per file");
        }
        return root;
    }

    private YamlNode node(JsonToken token, String path) throws IOException {
        Location at = here();
        if (parser instanceof YAMLParser y && y.isCurrentAlias()) {
            throw new InputException(at, path + " uses a YAML alias (*" + parser.getText()
                    + "); write the value out instead");
        }
        switch (token) {
            case START_OBJECT:
                return map(at, path);
            case START_ARRAY:
                return list(at, path);
            case VALUE_STRING:
                return new YamlScalar(parser.getText(), YamlScalar.Kind.STRING, at, path);
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return new YamlScalar(parser.getText(), YamlScalar.Kind.NUMBER, at, path);
            case VALUE_TRUE:
            case VALUE_FALSE:
                return new YamlScalar(parser.getText(), YamlScalar.Kind.BOOLEAN, at, path);
            case VALUE_NULL:
                return new YamlScalar("", YamlScalar.Kind.NULL, at, path);
            default:
                throw new InputException(at, path + " holds a value of a kind experiments do not use (" + token + ")");
        }
    }

    private YamlMap map(Location at, String path) throws IOException {
        List<YamlMap.Entry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        JsonToken t;
        while ((t = parser.nextToken()) != JsonToken.END_OBJECT) {
            Location keyAt = here();
            String key = parser.currentName();
            String childPath = path.isEmpty() ? key : path + "." + key;
            if (!seen.add(key)) {
                throw new InputException(keyAt, "duplicate key '" + key + "'" + (path.isEmpty() ? "" : " in " + path));
            }
            entries.add(new YamlMap.Entry(key, keyAt, node(parser.nextToken(), childPath)));
        }
        return new YamlMap(entries, at, path);
    }

    private YamlList list(Location at, String path) throws IOException {
        List<YamlNode> items = new ArrayList<>();
        JsonToken t;
        while ((t = parser.nextToken()) != JsonToken.END_ARRAY) {
            items.add(node(t, path + "[" + items.size() + "]"));
        }
        return new YamlList(items, at, path);
    }

    private Location here() {
        JsonLocation l = parser.currentTokenLocation();
        return Location.of(file, l.getLineNr(), l.getColumnNr());
    }
}
