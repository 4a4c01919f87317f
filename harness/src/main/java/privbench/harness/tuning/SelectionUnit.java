package privbench.harness.tuning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import privbench.canonical.Canonical;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.CellIdentity;

/**
 * One private selection: a learner's grid (its cells that differ only in their parameters) on one data key, n and
 * budget, for one repetition.
 *
 * @param id         the selection's id, which seeds its noise: a hash of the tuning section, the candidates' group
 *                   ids and the repetition
 * @param groupId    the same without the repetition
 * @param candidates the grid, one cell per setting, in a fixed order (by group id)
 */
public record SelectionUnit(String id, String groupId, List<Cell> candidates) {

    public SelectionUnit {
        candidates = List.copyOf(candidates);
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("a selection needs at least one candidate");
        }
    }

    /** A cell standing for the unit's data, n and budget (every candidate has the same). */
    public Cell first() {
        return candidates.get(0);
    }

    public String learner() {
        return first().learner().spec().id();
    }

    /** The selections of the given cells: one per (learner, data key, n, epsilon, delta) that the spec tunes. */
    public static List<SelectionUnit> of(List<Cell> cells, TuningSpec spec) {
        Map<String, List<Cell>> groups = new LinkedHashMap<>();
        for (Cell c : cells) {
            String key = c.learner().spec().id() + "|" + c.data() + "|" + c.n() + "|" + c.epsilon() + "|"
                    + c.delta().canonical();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
        }
        List<SelectionUnit> out = new ArrayList<>();
        for (List<Cell> grid : groups.values()) {
            Cell c = grid.get(0);
            // a non-private reference has nothing to pay for its search
            boolean isPrivate = !c.learner().spec().nonPrivate() && Double.isFinite(c.epsilon());
            if (!isPrivate || !spec.tunes(c.learner().spec().id(), grid.size())) {
                continue;
            }
            List<Cell> sorted = new ArrayList<>(grid);
            sorted.sort(Comparator.comparing(Cell::groupId));
            String groups2 = String.join(",", sorted.stream().map(Cell::groupId).toList());
            String group = CellIdentity.hash("tuned|" + definition(spec) + "|candidates=" + groups2);
            String id = CellIdentity.hash("tuned|" + definition(spec) + "|candidates=" + groups2 + "|repetition="
                    + c.repetition());
            out.add(new SelectionUnit(id, group, sorted));
        }
        return out;
    }

    /** The tuning settings that change what a selection computes. */
    static String definition(TuningSpec s) {
        return "method=" + s.method() + "|distribution=" + s.distribution().id() + "|eta="
                + Canonical.number(s.eta()) + "|mean=" + Canonical.number(s.mean()) + "|validation="
                + Canonical.number(s.validation()) + "|score=" + s.score() + "|score_share="
                + Canonical.number(s.scoreShare());
    }
}
