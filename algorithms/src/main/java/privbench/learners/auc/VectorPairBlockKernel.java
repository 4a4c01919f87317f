package privbench.learners.auc;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The {@link PairBlockKernel} in SIMD through the JDK's vector API: four negatives per vector whatever the
 * machine offers (the lanes are the reference order's four lanes, so the bits do not depend on its SIMD
 * width), one positive row per pass (two rows per pass measured 1.8x slower on an AVX2 EPYC: their
 * constants and chains overflow the sixteen vector registers). Negatives are taken in tiles that stay in the level-1
 * cache; each row's lane sums are carried from tile to tile, so tiling does not change an addition. Every
 * lane does {@link ScalarPairBlockKernel#term}'s operations. Loaded only when the vector module is present.
 */
final class VectorPairBlockKernel implements PairBlockKernel {

    static final VectorPairBlockKernel INSTANCE = new VectorPairBlockKernel();

    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_256;
    /** Negatives per tile: their scores, exponentials and derivative sums take 12 KiB. */
    private static final int TILE = 512;

    private VectorPairBlockKernel() {
    }

    @Override
    public void block(double[] sPos, double[] u, int i0, int i1, double[] sNeg, double[] v, boolean exact,
                      double[] rowLoss, double[] rowG, double[] colPartial) {
        if (exact) {
            ScalarPairBlockKernel.INSTANCE.block(sPos, u, i0, i1, sNeg, v, true, rowLoss, rowG, colPartial);
            return;
        }
        int nn = sNeg.length;
        int body = nn & ~3;
        int rows = i1 - i0;
        double[] lanesL = new double[4 * rows];
        double[] lanesG = new double[4 * rows];
        for (int j0 = 0; j0 < body; j0 += TILE) {
            int j1 = Math.min(body, j0 + TILE);
            for (int r = 0; r < rows; r++) {
                row(sPos[i0 + r], u[i0 + r], sNeg, v, j0, j1, lanesL, lanesG, 4 * r, colPartial);
            }
        }
        double[] out = new double[2];
        for (int r = 0; r < rows; r++) {
            int o = 4 * r;
            int i = i0 + r;
            double l = (lanesL[o] + lanesL[o + 1]) + (lanesL[o + 2] + lanesL[o + 3]);
            double g = (lanesG[o] + lanesG[o + 1]) + (lanesG[o + 2] + lanesG[o + 3]);
            for (int j = body; j < nn; j++) {
                ScalarPairBlockKernel.term(sPos[i], u[i], sNeg[j], v[j], out);
                l += out[0];
                g += out[1];
                colPartial[j] += out[1];
            }
            rowLoss[i] = l;
            rowG[i] = g;
        }
    }

    /** ScalarPairBlockKernel's Horner steps over S0 .. S9. */
    private static DoubleVector series(DoubleVector y) {
        DoubleVector p = DoubleVector.broadcast(D, ScalarPairBlockKernel.S0);
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S1));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S2));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S3));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S4));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S5));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S6));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S7));
        p = p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S8));
        return p.fma(y, DoubleVector.broadcast(D, ScalarPairBlockKernel.S9));
    }

    private static void row(double s, double uu, double[] sNeg, double[] v, int j0, int j1,
                               double[] lanesL, double[] lanesG, int o, double[] colPartial) {
        DoubleVector si = DoubleVector.broadcast(D, s);
        DoubleVector ui = DoubleVector.broadcast(D, uu);
        DoubleVector l = DoubleVector.fromArray(D, lanesL, o);
        DoubleVector g = DoubleVector.fromArray(D, lanesG, o);
        DoubleVector zero = DoubleVector.zero(D);
        DoubleVector one = DoubleVector.broadcast(D, 1.0);
        DoubleVector two = DoubleVector.broadcast(D, 2.0);
        DoubleVector three = DoubleVector.broadcast(D, 3.0);
        DoubleVector ln2 = DoubleVector.broadcast(D, ScalarPairBlockKernel.LN2);
        for (int j = j0; j < j1; j += 4) {
            DoubleVector sj = DoubleVector.fromArray(D, sNeg, j);
            DoubleVector vj = DoubleVector.fromArray(D, v, j);
            VectorMask<Double> above = ui.compare(VectorOperators.GT, vj);
            DoubleVector a = ui.blend(vj, above);
            DoubleVector b = vj.blend(ui, above);
            DoubleVector sum = ui.add(vj);
            VectorMask<Double> red = a.compare(VectorOperators.GT, b.mul(ScalarPairBlockKernel.REDUCE_ABOVE));
            DoubleVector num = a.blend(a.sub(b), red);
            DoubleVector den = b.fma(two.blend(three, red), a);
            DoubleVector q = one.div(sum.mul(den));
            DoubleVector z = num.mul(sum).mul(q);
            DoubleVector y = z.mul(z);
            DoubleVector p = series(y);
            DoubleVector log = z.add(z).mul(p).add(zero.blend(ln2, red));
            l = l.add(sj.sub(si).blend(zero, above).add(log));
            DoubleVector d = vj.mul(den).mul(q);
            g = g.add(d);
            DoubleVector.fromArray(D, colPartial, j).add(d).intoArray(colPartial, j);
        }
        l.intoArray(lanesL, o);
        g.intoArray(lanesG, o);
    }
}
