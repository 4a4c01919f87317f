/**
 * Privacy budgets, spent guarantees, neighbouring relations and the one home of DP argument checks.
 */
package privbench.privacy;
