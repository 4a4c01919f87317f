/**
 * Learners outside this repository: a program in any language, run once per cell in a fresh folder under
 * protocol version 1 (train.csv, test.csv and request.json in; response.json out), so that it joins the same
 * sweeps, seeds, reports, regression checks and audits as the Java learners. Its guarantee is the program's
 * own claim, labelled as such in every cell; {@code privbench audit} is how a claim is tested.
 */
package privbench.harness.external;
