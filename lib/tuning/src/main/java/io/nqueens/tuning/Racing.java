package io.nqueens.tuning;

import io.nqueens.stats.Friedman;
import io.nqueens.stats.WilcoxonSignedRank;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The iterated race of one {@link Race}: iterations of sample, race, keep the elites. Package
 * private; {@link Race#run()} is the entry. See {@link Race} for the method.
 */
final class Racing {
    private final Race race;
    private final SplittableRandom rng;
    private final Sampler sampler;
    private final RunBatches runs;
    private final List<Instance> instances;
    private final List<Configuration> all = new ArrayList<>();
    private final Set<String> identities = new HashSet<>();
    private final List<RaceResult.Block> log = new ArrayList<>();
    private final List<RaceResult.Elimination> eliminations = new ArrayList<>();
    private final Map<Integer, Integer> seen = new HashMap<>(); // blocks each configuration has run
    private int used;
    private final java.util.function.Consumer<Race.Step> steps;

    Racing(Race race, java.util.function.Consumer<Race.Step> steps) {
        this.race = race;
        this.steps = steps;
        this.rng = new SplittableRandom(race.seed);
        this.sampler = new Sampler(race.space);
        this.runs = new RunBatches(race.space, race.maxEvaluations, race.threads, race.folder, race.remote);
        this.instances = race.trainingInstances();
    }

    /**
     * Refuses a race that cannot run, naming the figures: a budget below its minimum, held-out
     * seeds among the training seeds, fewer training instances than a first and a second test need.
     */
    static void checkRunnable(Race race) {
        if (race.budget < race.minimumBudget()) {
            throw new IllegalArgumentException("budget " + race.budget + " runs is below this race's minimum of "
                    + race.minimumBudget() + ": " + race.iterations() + " iterations × " + (race.survivors() + 1)
                    + " configurations (" + race.survivors() + " survivors + 1) × " + (race.firstTest + race.eachTest)
                    + " blocks (first test after " + race.firstTest + ", then every " + race.eachTest + ")");
        }
        // Last seeds, not first + count, which is one past Long.MAX_VALUE for a range that ends there.
        long trainingLast = race.trainingFirst + (race.trainingCount - 1);
        long heldOutLast = race.heldOutFirst + (race.heldOutCount - 1);
        if (race.heldOutFirst <= trainingLast && race.trainingFirst <= heldOutLast) {
            throw new IllegalArgumentException("held-out seeds " + race.heldOutFirst + ".." + heldOutLast
                    + " meet the training seeds " + race.trainingFirst + ".." + trainingLast
                    + "; a re-test must use seeds the race never saw");
        }
        int blocks = race.boardSizes.size() * race.trainingCount;
        if (blocks < race.firstTest + race.eachTest) {
            throw new IllegalArgumentException("the race has " + blocks + " training instances ("
                    + race.boardSizes.size() + " board sizes × " + race.trainingCount + " seeds), fewer than the "
                    + (race.firstTest + race.eachTest) + " blocks of a first and a second test");
        }
    }

    RaceResult run() {
        List<Configuration> elites = List.of();
        List<Configuration> survivors = List.of();
        for (int j = 1; ; j++) {
            int remaining = race.budget - used;
            int share = j <= race.iterations() ? remaining / (race.iterations() - j + 1) : remaining;
            int count = configurations(j, elites, share);
            if (count <= elites.size() || count < 2) {
                break;
            }
            List<Configuration> newcomers = sample(j, elites, count - elites.size());
            if (newcomers.isEmpty()) {
                break;
            }
            tell("iteration " + j + ": " + (elites.size() + newcomers.size()) + " configurations (" + elites.size()
                    + " elites), a share of " + share + " runs; " + used + " of " + race.budget + " runs so far");
            List<Configuration> racing = new ArrayList<>(elites);
            racing.addAll(newcomers);
            steps.accept(new Race.Step(j, 0, racing.size(), used, race.budget, racing.get(0)));
            survivors = race(j, elites, newcomers, share);
            elites = survivors.subList(0, Math.min(race.survivors(), survivors.size()));
        }
        runs.ahead(List.of(), List.of());
        tell("held-out re-test of all " + survivors.size() + " survivors after " + used + " runs");
        List<HeldOut> heldOut = HeldOut.of(race, survivors, runs, this::tell); // every survivor: the verdict compares them
        return new RaceResult(race, all, seen, survivors, log, eliminations, used, runs.loadedRuns(), heldOut);
    }

    /**
     * How many configurations iteration j can race on its share (irace's rule): each needs the
     * blocks of its tests, first test plus min(5, j) more, but a newcomer must also catch up with
     * the instances the elites have seen and reach one test beyond them, or the race would end
     * while the elites are still protected and never compared; the elites' runs already made on
     * those instances are not spent again, so they count back into the share.
     */
    private int configurations(int j, List<Configuration> elites, int share) {
        int seenBlocks = elites.stream().mapToInt(e -> seen.getOrDefault(e.id(), 0)).max().orElse(0);
        int saved = elites.stream().mapToInt(e -> seen.getOrDefault(e.id(), 0)).sum();
        int each = Math.max(race.firstTest + Math.min(5, j) * race.eachTest,
                elites.isEmpty() ? 0 : seenBlocks + race.eachTest);
        return (share + saved) / each;
    }

    private void tell(String line) {
        if (race.progress != null) {
            race.progress.accept(line);
        }
    }

    /** Newcomers with identities not tried before (a space smaller than asked gives fewer). */
    private List<Configuration> sample(int iteration, List<Configuration> elites, int count) {
        List<Configuration> out = new ArrayList<>();
        IllegalArgumentException refused = null;
        int refusals = 0;
        for (int tries = 0; out.size() < count && tries < 100 * count; tries++) {
            int id = all.size();
            Configuration c = iteration == 1 ? sampler.uniform(id, iteration, rng)
                    : sampler.around(id, elites, iteration, race.iterations(), count, rng);
            String identity;
            try {
                identity = runs.identity(c, race.boardSizes.get(0));
                for (int n : race.boardSizes) {
                    runs.spec(c, n).build(); // the engine's own checks, as the batch will meet them
                }
            } catch (IllegalArgumentException e) {
                refused = e; // a combination the engine refuses is forbidden: draw another
                refusals++;
                continue;
            }
            if (identities.add(identity)) {
                all.add(c);
                out.add(c);
            }
        }
        if (iteration == 1 && out.size() < 2 && refused != null) {
            throw new IllegalArgumentException("the space gives too few configurations the engine accepts; the last"
                    + " one refused: " + refused.getMessage(), refused);
        }
        if (refusals > 0) { // each value passed the space's checks alone: only their combination is refused
            tell("iteration " + iteration + ": " + refusals + " drawn configuration" + (refusals == 1 ? " was" : "s were")
                    + " refused by the engine and drawn again (e.g. " + refused.getMessage() + ")");
        }
        return out;
    }

    /**
     * One race: every alive configuration on block after block; a test from the first-test block
     * on; elites protected until the newcomers have caught up with them.
     *
     * @return the alive configurations at the end, in the order of {@link #ranked}
     */
    private List<Configuration> race(int iteration, List<Configuration> elites, List<Configuration> newcomers,
            int share) {
        List<Configuration> alive = new ArrayList<>(elites);
        alive.addAll(newcomers);
        Map<Integer, Integer> protectedUntil = new HashMap<>();
        elites.forEach(e -> protectedUntil.put(e.id(), seen.getOrDefault(e.id(), 0)));
        int spent = 0;
        int b = 0;
        for (; b < instances.size(); b++) {
            Instance inst = instances.get(b);
            int missing = (int) alive.stream().filter(c -> !runs.has(c, inst)).count();
            // The share may be overrun only to let newcomers catch up with the elites (irace's
            // rule: a race never ends while an elite is still protected); never the budget.
            boolean caughtUp = b >= maxProtected(protectedUntil);
            if ((spent + missing > share && caughtUp) || used + missing > race.budget) {
                break;
            }
            runs.ahead(alive, instances.subList(b, aheadEnd(b, share - spent, alive, protectedUntil)));
            runs.run(alive, List.of(inst), "race");
            spent += missing;
            used += missing;
            for (Configuration c : alive) {
                seen.merge(c.id(), b + 1, Math::max);
            }
            alive = testAfter(iteration, b + 1, alive, protectedUntil);
            steps.accept(new Race.Step(iteration, b + 1, alive.size(), used, race.budget,
                    ranked(alive, b + 1).get(0)));
            if (alive.size() <= race.survivors() && b + 1 >= maxProtected(protectedUntil)) {
                b++;
                break;
            }
        }
        return ranked(alive, b);
    }

    /**
     * The end of the blocks this race may want from block b on: those the rest of its share pays
     * for if no configuration is dropped (the runs the alive ones have made already cost nothing),
     * and at least until the elites are caught up.
     */
    private int aheadEnd(int b, int shareLeft, List<Configuration> alive, Map<Integer, Integer> protectedUntil) {
        int end = b;
        for (int cost = 0; end < instances.size() && (end == b || cost < shareLeft
                || end < maxProtected(protectedUntil)); end++) {
            Instance inst = instances.get(end);
            cost += (int) alive.stream().filter(c -> !runs.has(c, inst)).count();
        }
        return end;
    }

    private static int maxProtected(Map<Integer, Integer> protectedUntil) {
        return protectedUntil.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /** Logs block {@code blocks - 1} and, when a test is due, drops what it finds worse. */
    private List<Configuration> testAfter(int iteration, int blocks, List<Configuration> alive,
            Map<Integer, Integer> protectedUntil) {
        double[][] costs = costs(alive, blocks);
        double[] lastRanks = Friedman.ranks(new double[][] {costs[blocks - 1], costs[blocks - 1]})[0];
        boolean due = blocks >= race.firstTest && (blocks - race.firstTest) % race.eachTest == 0 && alive.size() > 1;
        boolean[] drop = new boolean[alive.size()];
        String test = due ? (alive.size() == 2 ? "wilcoxon" : "friedman") : null;
        double p = due ? decide(costs, drop) : Double.NaN;
        List<Configuration> next = new ArrayList<>();
        Instance inst = instances.get(blocks - 1);
        int before = eliminations.size();
        for (int k = 0; k < alive.size(); k++) {
            Configuration c = alive.get(k);
            boolean dropped = drop[k] && blocks >= protectedUntil.getOrDefault(c.id(), 0);
            Outcome o = runs.outcome(c, inst);
            log.add(new RaceResult.Block(iteration, blocks, inst, c.id(), o.solved(), o.evaluations(), lastRanks[k],
                    !dropped));
            if (dropped) {
                eliminations.add(new RaceResult.Elimination(c.id(), iteration, blocks, test, p));
            } else {
                next.add(c);
            }
        }
        if (eliminations.size() > before) {
            tell(String.format(java.util.Locale.ROOT, "iteration %d: block %d, %s p = %.4f dropped %d, %d alive;"
                    + " %d of %d runs", iteration, blocks, test, p, eliminations.size() - before, next.size(), used,
                    race.budget));
        }
        return next;
    }

    /** Runs the test due (Wilcoxon for two, Friedman and its post-hoc for more), marks the drops, returns p. */
    private double decide(double[][] costs, boolean[] drop) {
        if (drop.length == 2) {
            return pairedDrop(costs, drop);
        }
        Friedman f = Friedman.of(costs, race.alpha);
        System.arraycopy(f.worseThanBest(), 0, drop, 0, drop.length);
        return f.p();
    }

    /**
     * Wilcoxon's signed-rank test on the two costs, a censored run counting as one evaluation
     * past the budget (so it loses to every solved run, and two censored runs tie); marks the
     * worse one when p &lt; α.
     */
    private double pairedDrop(double[][] costs, boolean[] drop) {
        double[] a = new double[costs.length];
        double[] b = new double[costs.length];
        double censored = race.maxEvaluations + 1.0;
        for (int i = 0; i < costs.length; i++) {
            a[i] = Math.min(costs[i][0], censored);
            b[i] = Math.min(costs[i][1], censored);
        }
        WilcoxonSignedRank w = WilcoxonSignedRank.of(a, b);
        if (w.p() < race.alpha && w.wPlus() != w.wMinus()) {
            drop[w.wPlus() > w.wMinus() ? 0 : 1] = true;
        }
        return w.p();
    }

    private double[][] costs(List<Configuration> alive, int blocks) {
        double[][] costs = new double[blocks][alive.size()];
        for (int i = 0; i < blocks; i++) {
            for (int k = 0; k < alive.size(); k++) {
                costs[i][k] = runs.outcome(alive.get(k), instances.get(i)).cost();
            }
        }
        return costs;
    }

    /**
     * The survivors in the order that makes the elites and the pick: by ERT on the blocks they all
     * ran (all their evaluations over their solved runs), then by rank sum, then older first. The
     * test could not tell them apart, and ranks count a censored run only as one last place, so
     * among such equals a setting that solves quickly but fails now and then came first; the
     * ERT charges a failure its whole budget, as the kit's held-out re-test does. Training runs
     * only: no held-out seed takes part.
     */
    private List<Configuration> ranked(List<Configuration> alive, int blocks) {
        if (alive.size() < 2 || blocks < 1) {
            return alive;
        }
        List<Configuration> byRanks = byRankSum(alive, blocks);
        Map<Integer, Double> ert = new HashMap<>();
        for (Configuration c : alive) {
            double evaluations = 0;
            int solved = 0;
            for (int i = 0; i < blocks; i++) {
                Outcome o = runs.outcome(c, instances.get(i));
                evaluations += o.evaluations();
                solved += o.solved() ? 1 : 0;
            }
            ert.put(c.id(), solved == 0 ? Double.POSITIVE_INFINITY : evaluations / solved);
        }
        List<Configuration> out = new ArrayList<>(byRanks);
        out.sort(Comparator.comparingDouble(c -> ert.get(c.id()))); // stable: rank sum breaks ties
        return out;
    }

    /** Configurations by rank sum over the first {@code blocks} blocks (older first among equal sums). */
    private List<Configuration> byRankSum(List<Configuration> group, int blocks) {
        double[][] costs = costs(group, blocks);
        double[][] ranks = Friedman.ranks(blocks == 1 ? new double[][] {costs[0], costs[0]} : costs);
        double[] sums = new double[group.size()];
        for (double[] row : ranks) {
            for (int k = 0; k < sums.length; k++) {
                sums[k] += row[k];
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < sums.length; k++) {
            order.add(k);
        }
        order.sort(Comparator.<Integer>comparingDouble(k -> sums[k]).thenComparingInt(k -> group.get(k).id()));
        return order.stream().map(group::get).toList();
    }
}
