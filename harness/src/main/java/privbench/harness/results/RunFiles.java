package privbench.harness.results;

/** The file names of a run folder, declared once. */
public final class RunFiles {

    /** One row per cell. */
    public static final String CELLS = "cells.csv";
    /** The same rows, gzip-compressed ({@code --gzip-cells}). */
    public static final String CELLS_GZ = CELLS + ".gz";
    /** One row per cell group. */
    public static final String SUMMARY = "summary.csv";

    private RunFiles() {
    }
}
