/**
 * The experiment schema, one reader per section of the file (data, sweep, learners, preprocessing,
 * figures): each turns located YAML nodes into Experiment records and refuses what the schema does not
 * allow, naming the path, the line and what was expected.
 */
package privbench.harness.experiment.schema;
