package privbench.harness.experiment.schema;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.snakeyaml.error.Mark;
import com.fasterxml.jackson.dataformat.yaml.snakeyaml.error.MarkedYAMLException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import privbench.harness.experiment.Experiment;
import privbench.harness.experiment.LearnerEntry;
import privbench.harness.experiment.yaml.DeepMerge;
import privbench.harness.experiment.yaml.YamlMap;
import privbench.harness.experiment.yaml.YamlNode;
import privbench.harness.experiment.yaml.YamlTree;
import privbench.harness.input.InputException;
import privbench.harness.input.Location;

/**
 * Reads an experiment file into an {@link Experiment}, or its {@code full:} variant.
 *
 * <p>This is the one place where Jackson's errors become {@link InputException}s.
 */
public final class ExperimentReader {

    private ExperimentReader() {
    }

    /** The experiment as written (its {@code full:} section is checked but not applied). */
    public static Experiment read(Path file) {
        return read(file, false);
    }

    /**
     * The experiment, or with {@code full = true} its paper-scale variant: the {@code full:} mapping
     * merged over the top-level keys, output name {@code <name>-full}.
     */
    public static Experiment read(Path file, boolean full) {
        YamlMap root = tree(file).asMap();
        YamlMap overlay = null;
        if (root.get("full").isPresent()) {
            overlay = root.get("full").orElseThrow().asMap();
            List<String> allowed = new ArrayList<>(ExperimentSchema.TOP_KEYS);
            allowed.remove("full");
            allowed.remove("name");
            overlay.allowOnly(allowed);
        }
        if (full) {
            if (overlay == null) {
                throw new InputException(Location.of(file), "has no full: section; run it without --full");
            }
            root = DeepMerge.merge(root.without("full"), overlay);
        }
        return ExperimentSchema.parse(root.without("full"), file, full, overlay != null);
    }

    /**
     * The learner entries alone, read leniently (nothing else is checked), or an empty list when the file or its
     * {@code learners:} section cannot be read: lets {@code validate} bind the learners even when another
     * section has errors, and report both in one pass.
     */
    public static List<LearnerEntry> learnerEntries(Path file, boolean full) {
        try {
            YamlMap root = tree(file).asMap();
            if (full && root.get("full").isPresent()) {
                root = DeepMerge.merge(root.without("full"), root.get("full").orElseThrow().asMap());
            }
            YamlMap top = root;
            return top.get("learners").map(l -> ExperimentSchema.learners(l, file)).orElse(List.of());
        } catch (InputException e) {
            return List.of();
        }
    }

    /** The located YAML tree of a file. */
    public static YamlNode tree(Path file) {
        if (Files.isDirectory(file)) {
            throw new InputException(Location.of(file), "is a folder; name an experiment file in it, e.g. "
                    + "experiments/quickstart.yaml (privbench list experiments lists them)");
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             JsonParser parser = new YAMLFactory().createParser(reader)) {
            return YamlTree.read(parser, file);
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark();
            Location at = mark == null ? Location.of(file) : Location.of(file, mark.getLine() + 1, mark.getColumn() + 1);
            String context = e.getContext() == null ? "" : " (" + e.getContext().trim() + ")";
            throw new InputException(at, "is not valid YAML: " + e.getProblem() + context);
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            Location at = l == null ? Location.of(file) : Location.of(file, l.getLineNr(), l.getColumnNr());
            throw new InputException(at, "is not valid YAML: " + e.getOriginalMessage().lines().findFirst().orElse(""));
        } catch (NoSuchFileException e) {
            throw new InputException(Location.of(file), "does not exist");
        } catch (CharacterCodingException e) {
            throw new InputException(Location.of(file), "is not UTF-8 text");
        } catch (IOException e) {
            throw new InputException(Location.of(file), "cannot be read: " + e.getMessage());
        }
    }
}
