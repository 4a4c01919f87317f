/** Generic argument checks shared by every package of the algorithms module (no privacy meaning of their own). */
package privbench.checks;
