package privbench.harness.sweep;

/**
 * Reports a sweep's progress. Called from the runner's threads, one call at a time.
 */
public interface Progress {

    /**
     * The sweep starts.
     *
     * @param total   cells to run now
     * @param skipped cells already done in the output folder
     */
    void start(int total, int skipped);

    /** One cell finished (done of total so far). */
    void finished(CellResult result, int done, int total);

    /** The sweep ended. */
    void end();

    /** Reports nothing. */
    static Progress silent() {
        return new Progress() {
            @Override
            public void start(int total, int skipped) {
            }

            @Override
            public void finished(CellResult result, int done, int total) {
            }

            @Override
            public void end() {
            }
        };
    }
}
