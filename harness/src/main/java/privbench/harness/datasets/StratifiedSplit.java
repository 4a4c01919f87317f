package privbench.harness.datasets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A seeded split of rows into a kept part and a held-out part of a given fraction, with every class
 * held out in proportion.
 *
 * <p>The held-out total is exactly round(fraction x n); per class it is the floor of fraction x n_c plus
 * one for the classes with the largest remainders, so each class is within one row of its share.
 */
public record StratifiedSplit(int[] kept, int[] held) {

    /** How many rows a split of n rows by this fraction holds out. */
    public static int heldCount(int n, double fraction) {
        return (int) Math.round(fraction * n);
    }

    /**
     * Splits rows 0..n-1 by class; both parts are returned in increasing row order.
     *
     * @param labels  class index of every row
     * @param classes number of classes
     */
    public static StratifiedSplit of(int[] labels, int classes, double fraction, RandomGenerator rng) {
        int n = labels.length;
        List<List<Integer>> byClass = new ArrayList<>();
        for (int c = 0; c < classes; c++) {
            byClass.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            byClass.get(labels[i]).add(i);
        }
        int[] quota = quotas(byClass, fraction, heldCount(n, fraction));
        boolean[] isHeld = new boolean[n];
        for (int c = 0; c < classes; c++) {
            int[] members = byClass.get(c).stream().mapToInt(Integer::intValue).toArray();
            Permutation.shuffle(members, rng);
            for (int k = 0; k < quota[c]; k++) {
                isHeld[members[k]] = true;
            }
        }
        int heldTotal = 0;
        for (boolean h : isHeld) {
            heldTotal += h ? 1 : 0;
        }
        int[] kept = new int[n - heldTotal];
        int[] held = new int[heldTotal];
        for (int i = 0, a = 0, b = 0; i < n; i++) {
            if (isHeld[i]) {
                held[b++] = i;
            } else {
                kept[a++] = i;
            }
        }
        return new StratifiedSplit(kept, held);
    }

    /** Largest-remainder allocation of the total over classes (ties to the lower class index). */
    private static int[] quotas(List<List<Integer>> byClass, double fraction, int total) {
        int k = byClass.size();
        int[] quota = new int[k];
        double[] remainder = new double[k];
        int assigned = 0;
        for (int c = 0; c < k; c++) {
            double exact = fraction * byClass.get(c).size();
            quota[c] = (int) Math.floor(exact);
            remainder[c] = exact - quota[c];
            assigned += quota[c];
        }
        Integer[] order = new Integer[k];
        for (int c = 0; c < k; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> remainder[a] != remainder[b] ? Double.compare(remainder[b], remainder[a]) : a - b);
        for (int r = 0; assigned < total && r < k; r++) {
            int c = order[r];
            if (quota[c] < byClass.get(c).size()) {
                quota[c]++;
                assigned++;
            }
        }
        return quota;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StratifiedSplit s && Arrays.equals(kept, s.kept) && Arrays.equals(held, s.held);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(kept) + Arrays.hashCode(held);
    }

    @Override
    public String toString() {
        return "StratifiedSplit[kept=" + kept.length + ", held=" + held.length + "]";
    }
}
