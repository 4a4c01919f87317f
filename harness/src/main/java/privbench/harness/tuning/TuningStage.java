package privbench.harness.tuning;

import privbench.harness.results.Columns;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import privbench.canonical.Canonical;
import privbench.evaluation.Metric;
import privbench.evaluation.Metrics;
import privbench.harness.datasets.DataKey;
import privbench.harness.datasets.PreparedData;
import privbench.harness.experiment.NoiseMode;
import privbench.harness.experiment.TuningSpec;
import privbench.harness.input.InputException;
import privbench.harness.sweep.AppendedCsv;
import privbench.harness.sweep.Cell;
import privbench.harness.sweep.RunStage;
import privbench.harness.sweep.SweepPlan;
import privbench.harness.tables.CsvTable;
import privbench.learners.LearnerSpec;
import privbench.learners.SweepMemo;
import privbench.privacy.Budget;
import privbench.privacy.PrivacyEvent;
import privbench.privacy.noise.SeededNoise;
import privbench.linalg.Parallelism;

/**
 * The {@code tuning:} stage of a run: every selection priced before anything runs (a learner no bound covers is
 * refused then, with nothing written), then run after the cells, on the run's threads, into tuned-cells.csv (a
 * resumed run keeps the selections already done), then tuned.csv.
 *
 * <p>Selections are seeded by their own ids, so the numbers do not depend on the thread count or on the order
 * they finish in.
 */
public final class TuningStage implements RunStage {

    private final SweepPlan plan;
    private final TuningSpec spec;
    private final List<SelectionUnit> units;
    private final Map<String, RunBudget> budgets;
    private final TunedCellsLayout layout;

    private TuningStage(SweepPlan plan, TuningSpec spec, List<SelectionUnit> units, Map<String, RunBudget> budgets,
                        TunedCellsLayout layout) {
        this.plan = plan;
        this.spec = spec;
        this.units = units;
        this.budgets = budgets;
        this.layout = layout;
    }

    /**
     * The stage of a plan, priced; empty without {@code tuning:}.
     *
     * @throws InputException at the tuning section when a selection cannot meet its target, or in secure noise
     */
    public static Optional<TuningStage> prepare(SweepPlan plan) {
        Optional<TuningSpec> declared = plan.experiment().tuning();
        if (declared.isEmpty()) {
            return Optional.empty();
        }
        TuningSpec spec = declared.get();
        if (plan.noise() == NoiseMode.SECURE) {
            throw new InputException(spec.at(), "tuning: runs with seeded noise only (its selections replay their "
                    + "seeds); run without --noise secure or remove tuning:");
        }
        List<SelectionUnit> units = SelectionUnit.of(plan.cells(), spec);
        Map<String, RunBudget> budgets = new LinkedHashMap<>();
        Map<DataKey, PreparedData> shapes = new LinkedHashMap<>();
        SweepMemo memo = SweepMemo.forRun();
        for (SelectionUnit u : units) {
            if (budgets.containsKey(u.groupId())) {
                continue;
            }
            Cell c = u.first();
            PreparedData shape = shapes.computeIfAbsent(c.data(), k -> plan.preparation().prepare(k));
            try {
                int rows = TunedSelection.Split.trainRows(c.n(), spec.validation());
                budgets.put(u.groupId(), SelectionPricing.solve(spec, new Budget(c.epsilon(), c.deltaValue()),
                        b -> standInEvents(u, shape, rows, b, memo)));
            } catch (IllegalArgumentException e) {
                throw new InputException(spec.at(), "tuning: cannot tune " + u.learner() + " at epsilon "
                        + Canonical.number(c.epsilon()) + ", delta " + Canonical.number(c.deltaValue()) + ", n "
                        + c.n() + ": " + e.getMessage());
            }
        }
        List<String> learnerAxes = plan.experiment().learnerAxes();
        List<String> axes = new ArrayList<>();
        for (Map.Entry<String, String> a : plan.layout().axisColumns().entrySet()) {
            if (!learnerAxes.contains(a.getKey())) {
                axes.add(a.getValue());
            }
        }
        List<String> metrics = plan.experiment().metricIds();
        return Optional.of(new TuningStage(plan, spec, units, budgets, new TunedCellsLayout(axes, metrics)));
    }

    private static List<PrivacyEvent> standInEvents(SelectionUnit u, PreparedData shape, int rows, Budget b,
                                                    SweepMemo memo) {
        List<PrivacyEvent> out = new ArrayList<>();
        for (Cell c : u.candidates()) {
            LearnerSpec<?> ls = c.learner().spec();
            var data = StandInRows.of(ls, shape.subsample(c.n()), rows, shape.publicRows(), memo);
            out.add(ls.create(c.binding().options()).fit(data, b, SeededNoise.forCell(0, "stand-in")).spent().event());
        }
        return out;
    }

    /** The number of selections. */
    public int size() {
        return units.size();
    }

    /** Runs the selections not done yet, then writes tuned.csv; returns how many failed. */
    @Override
    public int run(Path folder, int threads, boolean fresh) throws IOException {
        long seed = plan.experiment().seed();
        Path file = folder.resolve(TunedCellsLayout.FILE);
        Set<String> planned = units.stream().map(SelectionUnit::id).collect(Collectors.toSet());
        List<List<String>> kept = new ArrayList<>();
        Set<String> done = new java.util.HashSet<>();
        if (!fresh && Files.exists(file)) {
            CsvTable old = CsvTable.read(file);
            if (old.header().equals(layout.header())) {
                for (List<String> r : old.rows()) {
                    String id = old.get(r, Columns.CELL_ID);
                    if (planned.contains(id) && old.get(r, Columns.STATUS).equals("ok")
                            && old.get(r, "seed").equals(Long.toString(seed)) && done.add(id)) {
                        kept.add(r);
                    }
                }
            }
        }
        List<Metric> metrics = plan.experiment().metricIds().stream().map(m -> Metrics.byId(m).orElseThrow()).toList();
        SweepMemo memo = SweepMemo.forRun();
        Map<DataKey, PreparedData> cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<DataKey, PreparedData> eldest) {
                return size() > threads + 2;
            }
        };
        int[] failed = new int[1];
        try (AppendedCsv out = AppendedCsv.rewrite(file, layout.header(), kept)) {
            ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
                Thread t = new Thread(r, "privbench-tuning");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<?>> futures = new ArrayList<>();
                for (SelectionUnit u : units) {
                    if (done.contains(u.id())) {
                        continue;
                    }
                    futures.add(pool.submit(() -> {
                        PreparedData data;
                        synchronized (cache) {
                            data = cache.computeIfAbsent(u.first().data(),
                                    k -> plan.preparation().prepare(k, Parallelism.SEQUENTIAL));
                        }
                        Map<String, String> row = TunedSelection.run(u, data, budgets.get(u.groupId()), spec, seed,
                                metrics, memo);
                        synchronized (failed) {
                            failed[0] += "ok".equals(row.get(Columns.STATUS)) ? 0 : 1;
                        }
                        try {
                            out.append(List.of(layout.row(row)));
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }));
                }
                for (Future<?> f : futures) {
                    try {
                        f.get();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted while waiting for selections", e);
                    } catch (ExecutionException e) {
                        if (e.getCause() instanceof UncheckedIOException u) {
                            throw u.getCause();
                        }
                        throw new IllegalStateException(e.getCause());
                    }
                }
            } finally {
                pool.shutdownNow();
            }
        }
        TunedTable.write(folder, layout, metrics, spec);
        return failed[0];
    }
}
