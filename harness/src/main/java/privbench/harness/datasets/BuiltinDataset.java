package privbench.harness.datasets;

import java.util.Optional;

/**
 * A dataset shipped under {@code experiments/data}, as registered in {@link BuiltinDatasets}.
 *
 * @param id              permanent id used in YAML ({@code builtin: sonar})
 * @param file            its file name in the data folder
 * @param summary         one line saying what it is
 * @param source          where it comes from (authors, year, repository)
 * @param rows            number of rows
 * @param features        number of features
 * @param classes         number of classes in the file
 * @param defaultPositive the positive class of a binary task when the experiment names none
 * @param sha256          the file's SHA-256, checked at every load
 */
public record BuiltinDataset(String id, String file, String summary, String source, int rows, int features,
                             int classes, Optional<String> defaultPositive, String sha256) {
}
