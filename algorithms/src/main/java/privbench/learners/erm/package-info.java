/**
 * Private empirical risk minimisation for linear classifiers: noisy full-batch gradient descent
 * (Bassily, Smith and Thakurta 2014, as Algorithm 5 of Wang, Zhu and Wang 2024) and the output and
 * objective perturbation of Chaudhuri, Monteleoni and Sarwate (2011).
 */
package privbench.learners.erm;
