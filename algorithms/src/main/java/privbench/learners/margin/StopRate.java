package privbench.learners.margin;

/** The stopping rate r of M''s run count K ~ TNB(1, r) (Wang, Zhu and Wang 2024, Algorithm 6). */
public enum StopRate {

    /** r = 1/(|Theta|(n^2 - 1)), E[K] = |Theta|(n^2 - 1) (Thm 7.1): infeasible beyond n of about 30. */
    FAITHFUL,

    /** r = 1/(10 |Theta|), E[K] = 10 |Theta| (spec-000 section 3.6 CHOICE): P(best theta never drawn) ~ 0.083. */
    PRACTICAL;

    /** r for |Theta| candidates and n rows. */
    double rate(int candidates, int n) {
        if (this == PRACTICAL) {
            return 1.0 / (10.0 * candidates);
        }
        if (n < 2) {
            throw new IllegalArgumentException("faithful r = 1/(|Theta|(n^2 - 1)) needs n >= 2, got " + n);
        }
        return 1.0 / (candidates * ((double) n * n - 1));
    }
}
