package privbench.learners.auc;

/**
 * The plain-Java {@link PairBlockKernel}, and the definition of one pair's terms for the logistic pairwise
 * loss ln(1 + e^-t), t = s+_i - s-_j: the loss and sigma(-t) = -l'(t), its derivative's magnitude.
 *
 * <p>One exp per pair would cost more than everything else in the pair loop; instead each row's score is
 * exponentiated once (u = e^(s+ - c), v = e^(s- - c)) and a pair needs one division. With a = min(u, v),
 * b = max(u, v) (so a / b = e^-|t|): sigma(-t) = v / (u + v) and ln(1 + e^-t) = max(-t, 0) + ln(1 + a/b),
 * where ln(1 + r) = 2 atanh(z) with z = r / (2 + r) = a / (a + 2b) for r &lt;= sqrt 2 - 1, and
 * ln 2 + 2 atanh(z) with z = (r - 1)/(r + 3) = (a - b)/(a + 3b) above, so that |z| &lt;= 0.1716 either way.
 * 2 atanh(z) = 2z (1 + z^2/3 + ... + z^18/19): the first term left out is below 2.4e-17 of the sum, under
 * half an ulp. One reciprocal 1/((u + v) D) gives both quotients. Each term is within a few ulps of its value
 * at the rounded exponents s - c; rounding those costs a relative error of up to the scores' span times an ulp,
 * as rounding t does for the exp(-|t|) of {@link #exactTerm}.
 */
final class ScalarPairBlockKernel implements PairBlockKernel {

    static final ScalarPairBlockKernel INSTANCE = new ScalarPairBlockKernel();

    /** sqrt 2 - 1: above r = a/b this, ln(1 + r) is taken as ln 2 + ln((1 + r)/2). Any value near it is exact. */
    static final double REDUCE_ABOVE = 0.41421356237309503;
    static final double LN2 = 0.6931471805599453;
    // 1/19, 1/17, ..., 1/3, 1: the series of atanh(z)/z in z^2, highest power first (Horner); constants, not an
    // array, because the JIT does not fold an array's contents (VectorPairBlockKernel reads these)
    static final double S0 = 1.0 / 19;
    static final double S1 = 1.0 / 17;
    static final double S2 = 1.0 / 15;
    static final double S3 = 1.0 / 13;
    static final double S4 = 1.0 / 11;
    static final double S5 = 1.0 / 9;
    static final double S6 = 1.0 / 7;
    static final double S7 = 1.0 / 5;
    static final double S8 = 1.0 / 3;
    static final double S9 = 1.0;

    private ScalarPairBlockKernel() {
    }

    @Override
    public void block(double[] sPos, double[] u, int i0, int i1, double[] sNeg, double[] v, boolean exact,
                      double[] rowLoss, double[] rowG, double[] colPartial) {
        int nn = sNeg.length;
        int body = nn & ~3;
        double[] lanesL = new double[4];
        double[] lanesG = new double[4];
        double[] out = new double[2];
        for (int i = i0; i < i1; i++) {
            java.util.Arrays.fill(lanesL, 0.0);
            java.util.Arrays.fill(lanesG, 0.0);
            for (int j = 0; j < body; j++) {
                pair(sPos[i], u[i], sNeg[j], v[j], exact, out);
                lanesL[j & 3] += out[0];
                lanesG[j & 3] += out[1];
                colPartial[j] += out[1];
            }
            double l = (lanesL[0] + lanesL[1]) + (lanesL[2] + lanesL[3]);
            double g = (lanesG[0] + lanesG[1]) + (lanesG[2] + lanesG[3]);
            for (int j = body; j < nn; j++) {
                pair(sPos[i], u[i], sNeg[j], v[j], exact, out);
                l += out[0];
                g += out[1];
                colPartial[j] += out[1];
            }
            rowLoss[i] = l;
            rowG[i] = g;
        }
    }

    private static void pair(double si, double ui, double sj, double vj, boolean exact, double[] out) {
        if (exact) {
            exactTerm(si, sj, out);
        } else {
            term(si, ui, sj, vj, out);
        }
    }

    /**
     * One pair's terms from the exponentiated scores: out[0] = ln(1 + e^-t), out[1] = sigma(-t), t = si - sj,
     * ui = e^(si - c), vj = e^(sj - c). {@link VectorPairBlockKernel} does these operations lane by lane.
     */
    static void term(double si, double ui, double sj, double vj, double[] out) {
        // selects, not Math.min/max: the same values for positive u and v, and single instructions in SIMD
        boolean above = ui > vj;
        double a = above ? vj : ui;
        double b = above ? ui : vj;
        double sum = ui + vj;
        boolean reduce = a > b * REDUCE_ABOVE;
        double num = reduce ? a - b : a;
        double den = Math.fma(b, reduce ? 3.0 : 2.0, a);
        double q = 1.0 / (sum * den);
        double z = num * sum * q;
        double y = z * z;
        double p = Math.fma(S0, y, S1);
        p = Math.fma(p, y, S2);
        p = Math.fma(p, y, S3);
        p = Math.fma(p, y, S4);
        p = Math.fma(p, y, S5);
        p = Math.fma(p, y, S6);
        p = Math.fma(p, y, S7);
        p = Math.fma(p, y, S8);
        p = Math.fma(p, y, S9);
        double log = (z + z) * p + (reduce ? LN2 : 0.0);
        // max(-t, 0), read off u > v: where rounding makes u > v while t < 0, -t is within an ulp of the
        // scores, below the error the rounded exponents already cost
        out[0] = (above ? 0.0 : sj - si) + log;
        out[1] = vj * den * q;
    }

    /**
     * One pair's terms from its own exp, for scores too far apart for {@link #term}: with e = e^-|t|,
     * ln(1 + e^-t) = max(-t, 0) + log1p(e) and sigma(-t) = (t >= 0 ? e : 1)/(1 + e). StrictMath, so the bits
     * do not depend on the JIT.
     */
    static void exactTerm(double si, double sj, double[] out) {
        double t = si - sj;
        double e = StrictMath.exp(-Math.abs(t));
        out[0] = Math.max(-t, 0) + StrictMath.log1p(e);
        out[1] = (t >= 0 ? e : 1.0) / (1.0 + e);
    }
}
