package io.nqueens.tuning;

import io.nqueens.Checks;
import io.nqueens.stats.McNemar;
import io.nqueens.stats.WilcoxonSignedRank;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Which of the pick's changes bought its gain: an ablation path (irace's ablation, Fawcett and
 * Hoos 2016) from a reference configuration to a race's pick, one parameter change at a time, on
 * the race's held-out instances. At each step every parameter on which the current configuration
 * still differs from the pick is changed to the pick's value, one candidate each, and every
 * candidate runs on every held-out instance; the greedy path takes the candidate with the lowest
 * ERT (then the most successes, then the fewest evaluations, then the space's order), and tests it
 * against the step before on the same seeds (McNemar's exact test on successes, Wilcoxon's
 * signed-rank test on evaluations). Conditional parameters are respected: a change that activates
 * a parameter sets it to the pick's value in the same step, one that deactivates it drops it, and
 * a conditional parameter changes on its own only while it is active. A candidate the engine
 * refuses is left out. Every candidate runs in full (irace's "full" ablation, no race among
 * candidates), so d differing parameters cost at most d(d + 1)/2 candidates' held-out runs. The
 * runs are not saved: an ablation run again runs them again.
 *
 * <p>The reference is the race's base spec (the kit's defaults for every key a parameter writes:
 * {@link #of(RaceResult)}) or a configuration of the space the tuner names
 * ({@link #of(RaceResult, Map)}). Deterministic: the runs are seeded by the held-out seeds and
 * the ERT intervals by the race's seed. For example
 *
 * <pre>
 * Ablation a = Ablation.of(race.run());
 * System.out.print(a.text());</pre>
 */
public final class Ablation {
    /**
     * One step of the path.
     *
     * @param step the step, 0 for the reference
     * @param change what the step changed, e.g. "selection=tournament (+k=3)"; "reference" for step 0
     * @param configuration the configuration after the step
     * @param figures its held-out runs and their figures
     * @param success McNemar's exact test against the step before (null for step 0)
     * @param cost Wilcoxon's signed-rank test on evaluations against the step before, this step
     *     second (null for step 0)
     * @param candidates the candidates this step chose among (0 for step 0)
     */
    public record Step(int step, String change, Configuration configuration, HeldOut figures, McNemar success,
            WilcoxonSignedRank cost, int candidates) {}

    private final RaceResult result;
    private final String reference;
    private final List<Step> steps;

    private Ablation(RaceResult result, String reference, List<Step> steps) {
        this.result = result;
        this.reference = reference;
        this.steps = List.copyOf(steps);
    }

    /**
     * The path from the race's base spec (no parameter written over it) to the pick.
     *
     * @param result a race's result, not null
     * @return the ablation
     */
    public static Ablation of(RaceResult result) {
        return of(result, line -> { });
    }

    /**
     * The path from the race's base spec to the pick, as {@link #of(RaceResult)}, telling {@code
     * progress} where it stands, one line at a time (on the calling thread or one of the runs'):
     * a line when a step starts and each time a candidate's runs have ended, e.g. {@code ablation
     * step 2 of at most 3: 2 candidates, 100 of 200 runs} (step 0 is the reference's runs).
     *
     * @param result a race's result, not null
     * @param progress the listener, not null; an exception it throws ends the ablation
     * @return the ablation
     */
    public static Ablation of(RaceResult result, java.util.function.Consumer<String> progress) {
        Checks.notNull("result", result);
        Checks.notNull("progress", progress);
        return run(result, new Configuration(0, 0, -1, Map.of()), "the base spec (the kit's defaults)", progress);
    }

    /**
     * The path from a configuration the tuner names to the pick.
     *
     * @param result a race's result, not null
     * @param reference parameter name to value as text, every active parameter of the space
     * @return the ablation
     * @throws IllegalArgumentException naming a missing, unknown, inactive or out-of-range
     *     parameter, or a reference the engine refuses
     */
    public static Ablation of(RaceResult result, Map<String, String> reference) {
        Checks.notNull("result", result);
        Configuration c = result.race().space.configuration(Checks.notNull("reference", reference));
        Configuration ref = new Configuration(0, 0, -1, c.values());
        try {
            for (int n : result.race().boardSizes) {
                result.spec(ref, n).build();
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("reference " + ref.describe() + " is refused by the engine: "
                    + e.getMessage(), e);
        }
        return run(result, ref, ref.describe(), line -> { });
    }

    private static Ablation run(RaceResult result, Configuration reference, String name,
            java.util.function.Consumer<String> progress) {
        Race race = result.race();
        Configuration target = result.pick();
        RunBatches runs = new RunBatches(race.space, race.maxEvaluations, race.threads, null);
        List<Instance> instances = HeldOut.instances(race);
        SplittableRandom resampling = new SplittableRandom(race.seed + 2);
        runs.run(List.of(reference), instances, "ablation", told(progress, "ablation step 0 (the reference)", 1,
                instances.size()));
        List<Step> steps = new ArrayList<>();
        steps.add(new Step(0, "reference", reference, figures(runs, reference, instances, resampling), null, null,
                0));
        Configuration current = reference;
        while (!current.values().equals(target.values())) {
            Map<Configuration, String> candidates = candidates(race, runs, current, target, steps.size());
            if (candidates.isEmpty()) {
                break; // every remaining change is refused by the engine
            }
            List<Configuration> list = new ArrayList<>(candidates.keySet());
            runs.run(list, instances, "ablation", told(progress, String.format(Locale.ROOT, "ablation step %d of at"
                    + " most %d", steps.size(), steps.size() - 1 + list.size()), list.size(), instances.size()));
            Configuration best = null;
            HeldOut bestFigures = null;
            for (Configuration c : list) {
                HeldOut h = figures(runs, c, instances, new SplittableRandom(race.seed + 2 + steps.size()));
                if (best == null || better(h, bestFigures)) {
                    best = c;
                    bestFigures = h;
                }
            }
            HeldOut before = steps.get(steps.size() - 1).figures();
            HeldOut after = figures(runs, best, instances, resampling);
            steps.add(new Step(steps.size(), candidates.get(best), best, after, McNemar.of(before.solvedFlags(),
                    after.solvedFlags()), WilcoxonSignedRank.of(before.evaluationCounts(), after.evaluationCounts()), list.size()));
            current = best;
        }
        return new Ablation(result, name, steps);
    }

    /** Tells a step's start at once, then its runs each time they change; {@return the runs' listener} */
    private static java.util.function.IntConsumer told(java.util.function.Consumer<String> progress, String step,
            int candidates, int instances) {
        int planned = candidates * instances;
        int[] last = {-1};
        java.util.function.IntConsumer done = runs -> {
            if (runs != last[0]) {
                last[0] = runs;
                progress.accept(String.format(Locale.ROOT, "%s: %d candidate%s, %,d of %,d runs", step, candidates,
                        candidates == 1 ? "" : "s", runs, planned));
            }
        };
        done.accept(0);
        return done;
    }

    /** The candidates of the next step, each with the text of its change, in the space's order. */
    private static Map<Configuration, String> candidates(Race race, RunBatches runs, Configuration current,
            Configuration target, int step) {
        Map<Configuration, String> out = new LinkedHashMap<>();
        for (Parameter p : race.space.parameters()) {
            Object want = target.values().get(p.name());
            if (want == null || want.equals(current.values().get(p.name())) || !Space.active(p, current.values())) {
                continue;
            }
            Map<String, Object> next = new LinkedHashMap<>();
            String change = change(race.space, p, want, current, target, next);
            Configuration c = new Configuration(step * 1_000 + out.size() + 1, 0, -1, next);
            try {
                for (int n : race.boardSizes) {
                    runs.spec(c, n).build();
                }
            } catch (IllegalArgumentException e) {
                continue; // a combination the engine refuses is forbidden, as in the race
            }
            out.put(c, change);
        }
        return out;
    }

    /**
     * Fills {@code next} with the current values, p set to the pick's value, a parameter this
     * activates set to the pick's value too and one it deactivates dropped (irace's rule for
     * dependent parameters); returns the change as text, e.g. "selection=tournament (+k=3)".
     */
    private static String change(Space space, Parameter p, Object want, Configuration current,
            Configuration target, Map<String, Object> next) {
        List<String> dependents = new ArrayList<>();
        for (Parameter q : space.parameters()) {
            Object was = current.values().get(q.name());
            if (!Space.active(q, next)) {
                if (was != null) {
                    dependents.add("-" + q.name());
                }
                continue;
            }
            Object v = q == p ? want : was != null || !q.conditional() ? was : target.values().get(q.name());
            if (v != null) {
                next.put(q.name(), v);
            }
            if (q != p && !Objects.equals(v, was)) {
                dependents.add("+" + q.name() + "=" + Configuration.text(v));
            }
        }
        String change = p.name() + "=" + Configuration.text(want);
        return dependents.isEmpty() ? change : change + " (" + String.join(" ", dependents) + ")";
    }

    /** Lower ERT, then more successes, then fewer evaluations in all; the earlier candidate on a tie. */
    private static boolean better(HeldOut a, HeldOut b) {
        int byErt = Double.compare(a.ert().estimate(), b.ert().estimate());
        if (byErt != 0) {
            return byErt < 0;
        }
        if (a.successes() != b.successes()) {
            return a.successes() > b.successes();
        }
        return total(a) < total(b);
    }

    private static long total(HeldOut h) {
        return h.outcomes().stream().mapToLong(Outcome::evaluations).sum();
    }

    private static HeldOut figures(RunBatches runs, Configuration c, List<Instance> instances,
            SplittableRandom resampling) {
        return HeldOut.of(c.id(), instances.stream().map(i -> runs.outcome(c, i)).toList(), resampling);
    }

    /** {@return the steps, the reference first and the pick last} */
    public List<Step> steps() {
        return steps;
    }

    /** {@return the reference, as the text says it} */
    public String reference() {
        return reference;
    }

    /**
     * The path as a table, one row per step: step, change, values (the configuration after the
     * step), runs, successes, success_rate, ert, ert_low, ert_high (bootstrap 95%), mcnemar_p and
     * wilcoxon_p (against the step before; NaN for step 0) and candidates.
     *
     * @return the table, a new one
     */
    public Table table() {
        Table t = Table.create("ablation", IntColumn.create("step"), StringColumn.create("change"),
                StringColumn.create("values"), IntColumn.create("runs"), IntColumn.create("successes"),
                DoubleColumn.create("success_rate"), DoubleColumn.create("ert"), DoubleColumn.create("ert_low"),
                DoubleColumn.create("ert_high"), DoubleColumn.create("mcnemar_p"), DoubleColumn.create("wilcoxon_p"),
                IntColumn.create("candidates"));
        for (Step s : steps) {
            t.intColumn("step").append(s.step());
            t.stringColumn("change").append(s.change());
            t.stringColumn("values").append(s.configuration().describe());
            t.intColumn("runs").append(s.figures().runs());
            t.intColumn("successes").append(s.figures().successes());
            t.doubleColumn("success_rate").append(s.figures().success().rate());
            t.doubleColumn("ert").append(s.figures().ert().estimate());
            t.doubleColumn("ert_low").append(s.figures().ert().low());
            t.doubleColumn("ert_high").append(s.figures().ert().high());
            t.doubleColumn("mcnemar_p").append(s.success() == null ? Double.NaN : s.success().p());
            t.doubleColumn("wilcoxon_p").append(s.cost() == null ? Double.NaN : s.cost().p());
            t.intColumn("candidates").append(s.candidates());
        }
        return t;
    }

    /** {@return the path as text, every line at most 100 columns} */
    public String text() {
        Race race = result.race();
        StringBuilder s = new StringBuilder();
        RaceReport.wrap(s, "", String.format(Locale.ROOT, "ablation from %s to the pick %s, on %d held-out runs"
                + " (seeds %d..%d); each step takes the change with the lowest held-out ERT:", reference,
                result.pick().label(), steps.get(0).figures().runs(), race.heldOutFirst,
                race.heldOutFirst + race.heldOutCount - 1));
        String row = "%4s  %-32s %7s %8s  %-18s %9s %10s%n";
        s.append(String.format(row, "step", "change", "solved", "ERT", "ERT 95%", "McNemar p", "Wilcoxon p"));
        for (Step st : steps) {
            List<String> cells = split(st.change(), 32);
            HeldOut h = st.figures();
            s.append(String.format(Locale.ROOT, row, st.step(), cells.get(0), h.successes() + "/" + h.runs(),
                    RaceReport.evaluations(h.ert().estimate()), "[" + RaceReport.evaluations(h.ert().low()) + ", "
                    + RaceReport.evaluations(h.ert().high()) + "]", st.success() == null ? "-"
                    : Verdict.p(st.success().p()), st.cost() == null ? "-" : Verdict.p(st.cost().p())));
            for (String more : cells.subList(1, cells.size())) {
                s.append(String.format("%4s  %s%n", "", more));
            }
        }
        s.append("p: paired tests against the step before, on the same seeds\n");
        RaceReport.wrap(s, "", summary());
        return s.toString();
    }

    /**
     * {@return what the path says, in the sentence a tuner needs: which changes account for the
     * gain, which made held-out results worse, and which made no difference that the paired tests
     * could see (at the race's α)} A step helped (or hurt) when its held-out ERT fell (or rose)
     * and McNemar's or Wilcoxon's test against the step before is below α; the smaller p is cited.
     * For example "summary: pm=0.319 alone accounts for the gain (ERT 1,203 → 388, Wilcoxon p =
     * 0.004); selection=roulette made held-out results worse (McNemar p = 0.031); pop=32 made no
     * significant difference."
     */
    public String summary() {
        double alpha = result.race().alpha;
        List<String> helped = new ArrayList<>();
        List<String> hurt = new ArrayList<>();
        List<String> none = new ArrayList<>();
        for (int k = 1; k < steps.size(); k++) {
            Step st = steps.get(k);
            double before = steps.get(k - 1).figures().ert().estimate();
            double after = st.figures().ert().estimate();
            boolean mcnemar = st.success().p() <= st.cost().p();
            double p = Math.min(st.success().p(), st.cost().p());
            String test = (mcnemar ? "McNemar p " : "Wilcoxon p ") + (Verdict.p(p).startsWith("<") ? "" : "= ")
                    + Verdict.p(p);
            if (p >= alpha || before == after) {
                none.add(st.change());
            } else if (after < before) {
                helped.add(st.change() + " (ERT " + RaceReport.evaluations(before) + " → "
                        + RaceReport.evaluations(after) + ", " + test + ")");
            } else {
                hurt.add(st.change() + " (" + test + ")");
            }
        }
        StringBuilder s = new StringBuilder("summary: ");
        if (!helped.isEmpty()) {
            s.append(and(helped)).append(helped.size() == 1 ? " alone accounts" : " account").append(" for the gain");
        } else if (!hurt.isEmpty()) {
            s.append("no change made held-out results better");
        } else {
            s.append("no change made a held-out difference the paired tests could see (p ≥ ")
                    .append(Parameter.num(alpha)).append(" for each)");
        }
        if (!hurt.isEmpty()) {
            s.append("; ").append(and(hurt)).append(" made held-out results worse");
        }
        if (!none.isEmpty() && !(helped.isEmpty() && hurt.isEmpty())) {
            s.append("; ").append(and(none)).append(" made no significant difference");
        }
        return s.append('.').toString();
    }

    private static String and(List<String> items) {
        return items.size() == 1 ? items.get(0) : String.join(", ", items.subList(0, items.size() - 1)) + " and "
                + items.get(items.size() - 1);
    }

    /** Words of a text in lines of at most {@code width} columns (a longer word alone on its line). */
    private static List<String> split(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line = new StringBuilder();
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    @Override
    public String toString() {
        return text();
    }
}
