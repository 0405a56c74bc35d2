package io.nqueens.tuning;

import io.nqueens.spec.EngineSpec;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a {@link Race} found: every configuration it tried, the runs each got, where and by which
 * test each dropped one was eliminated, the survivors of the last race (statistically
 * indistinguishable from each other, lowest training ERT first: not one champion dressed up as
 * certain), and their re-test on held-out seeds. Immutable; the tables are built on each call, O(rows).
 */
public final class RaceResult {
    /**
     * One configuration's run on one block of a race, as the log keeps it.
     *
     * @param iteration the race iteration, from 1
     * @param block the blocks run so far in that iteration's race, this one included
     * @param instance the block's board size and seed
     * @param configuration the configuration's number
     * @param solved whether the run solved
     * @param evaluations the evaluations it spent
     * @param rank its rank within the block among the live configurations (ties share their mean)
     * @param alive false when a test dropped it after this block
     */
    public record Block(int iteration, int block, Instance instance, int configuration, boolean solved,
            long evaluations, double rank, boolean alive) {}

    /**
     * Where a configuration was dropped.
     *
     * @param configuration the configuration's number
     * @param iteration the race iteration
     * @param block the blocks run in that race when the test dropped it
     * @param test "friedman" (with Conover's post-hoc) or "wilcoxon" (two left)
     * @param p the test's p-value
     */
    public record Elimination(int configuration, int iteration, int block, String test, double p) {}

    private final Race race;
    private final List<Configuration> configurations;
    private final Map<Integer, Integer> runsPer;
    private final List<Configuration> survivors;
    private final List<Block> log;
    private final List<Elimination> eliminations;
    private final int runsUsed;
    private final int loadedRuns;
    private final List<HeldOut> heldOut;

    RaceResult(Race race, List<Configuration> configurations, Map<Integer, Integer> runsPer,
            List<Configuration> survivors, List<Block> log, List<Elimination> eliminations, int runsUsed,
            int loadedRuns, List<HeldOut> heldOut) {
        this.race = race;
        this.configurations = List.copyOf(configurations);
        this.runsPer = Map.copyOf(new HashMap<>(runsPer));
        this.survivors = List.copyOf(survivors);
        this.log = List.copyOf(log);
        this.eliminations = List.copyOf(eliminations);
        this.runsUsed = runsUsed;
        this.loadedRuns = loadedRuns;
        this.heldOut = heldOut;
    }

    /** {@return every configuration tried, by number} */
    public List<Configuration> configurations() {
        return configurations;
    }

    /**
     * {@return the survivors of the last race, the lowest ERT on the blocks they all ran first (rank
     * sum among equals)}
     */
    public List<Configuration> survivors() {
        return survivors;
    }

    /** {@return the first survivor: the lowest ERT on the last race's blocks (training runs only)} */
    public Configuration pick() {
        return survivors.get(0);
    }

    /** {@return the race that found this} */
    Race race() {
        return race;
    }

    /** {@return the blocks the survivors of the last race all ran: the last iteration's last block} */
    int lastBlocks() {
        int last = log.stream().mapToInt(Block::iteration).max().orElse(0);
        return log.stream().filter(b -> b.iteration() == last).mapToInt(Block::block).max().orElse(0);
    }

    /** {@return how sure the race is: what its tests separated and what the held-out re-test adds} */
    public Verdict verdict() {
        return Verdict.of(this);
    }

    /** {@return the training runs the race spent (held-out runs not counted)} */
    public int runsUsed() {
        return runsUsed;
    }

    /** {@return the runs (training and held-out) read back from the race's folder instead of run} */
    public int loadedRuns() {
        return loadedRuns;
    }

    /** {@return the eliminations, in the order they happened} */
    public List<Elimination> eliminations() {
        return eliminations;
    }

    /**
     * {@return the elimination of a configuration, empty when it was never dropped}
     *
     * @param configuration the configuration's number
     */
    public Optional<Elimination> eliminationOf(int configuration) {
        return eliminations.stream().filter(e -> e.configuration() == configuration).findFirst();
    }

    /**
     * {@return the training runs a configuration got}
     *
     * @param configuration the configuration's number
     */
    public int runsOf(int configuration) {
        return runsPer.getOrDefault(configuration, 0);
    }

    /** {@return the held-out re-test of every survivor, in survivor order} */
    public List<HeldOut> heldOut() {
        return heldOut;
    }

    /**
     * {@return the engine spec of a configuration on board size n, with the race's limits}
     *
     * @param c a configuration of this race
     * @param n the board size
     */
    public EngineSpec spec(Configuration c, int n) {
        return new RunBatches(race.space, race.maxEvaluations, 1, null).spec(c, n);
    }

    /**
     * The race's log: one row per configuration and block it raced on, with columns iteration,
     * block (blocks run so far in that race), n, seed, configuration, solved, evaluations, rank
     * (within the block, among those alive; ties share their mean rank) and alive (false on the
     * block after which it was dropped).
     *
     * @return the log, a new table
     */
    public Table log() {
        IntColumn it = IntColumn.create("iteration");
        IntColumn block = IntColumn.create("block");
        IntColumn n = IntColumn.create("n");
        LongColumn seed = LongColumn.create("seed");
        StringColumn conf = StringColumn.create("configuration");
        BooleanColumn solved = BooleanColumn.create("solved");
        LongColumn evals = LongColumn.create("evaluations");
        DoubleColumn rank = DoubleColumn.create("rank");
        BooleanColumn alive = BooleanColumn.create("alive");
        for (Block b : log) {
            it.append(b.iteration());
            block.append(b.block());
            n.append(b.instance().n());
            seed.append(b.instance().seed());
            conf.append(Configuration.label(b.configuration()));
            solved.append(b.solved());
            evals.append(b.evaluations());
            rank.append(b.rank());
            alive.append(b.alive());
        }
        return Table.create("race log", it, block, n, seed, conf, solved, evals, rank, alive);
    }

    /**
     * One row per configuration: configuration, iteration (that created it), parent, values,
     * runs, dropped_iteration and dropped_block (-1 when never dropped), test (which dropped it,
     * empty when none), p, and survivor.
     *
     * @return the table, a new one
     */
    public Table configurationTable() {
        StringColumn conf = StringColumn.create("configuration");
        IntColumn it = IntColumn.create("iteration");
        IntColumn parent = IntColumn.create("parent");
        StringColumn values = StringColumn.create("values");
        IntColumn runs = IntColumn.create("runs");
        IntColumn dIt = IntColumn.create("dropped_iteration");
        IntColumn dBlock = IntColumn.create("dropped_block");
        StringColumn test = StringColumn.create("test");
        DoubleColumn p = DoubleColumn.create("p");
        BooleanColumn survivor = BooleanColumn.create("survivor");
        for (Configuration c : configurations) {
            Optional<Elimination> e = eliminationOf(c.id());
            conf.append(c.label());
            it.append(c.iteration());
            parent.append(c.parent());
            values.append(c.describe());
            runs.append(runsOf(c.id()));
            dIt.append(e.map(Elimination::iteration).orElse(-1));
            dBlock.append(e.map(Elimination::block).orElse(-1));
            test.append(e.map(Elimination::test).orElse(""));
            p.append(e.map(Elimination::p).orElse(Double.NaN));
            survivor.append(survivors.contains(c));
        }
        return Table.create("configurations", conf, it, parent, values, runs, dIt, dBlock, test, p, survivor);
    }

    /**
     * The held-out re-test as a table: configuration, values, runs, successes, success_rate,
     * ci_low, ci_high (Wilson 95%), ert, ert_low, ert_high (bootstrap 95%).
     *
     * @return the table, a new one
     */
    public Table heldOutTable() {
        Table t = Table.create("held-out re-test", StringColumn.create("configuration"),
                StringColumn.create("values"), IntColumn.create("runs"), IntColumn.create("successes"),
                DoubleColumn.create("success_rate"), DoubleColumn.create("ci_low"), DoubleColumn.create("ci_high"),
                DoubleColumn.create("ert"), DoubleColumn.create("ert_low"), DoubleColumn.create("ert_high"));
        for (HeldOut h : heldOut) {
            Configuration c = configurations.get(h.configuration());
            t.stringColumn("configuration").append(c.label());
            t.stringColumn("values").append(c.describe());
            t.intColumn("runs").append(h.runs());
            t.intColumn("successes").append(h.successes());
            t.doubleColumn("success_rate").append(h.success().rate());
            t.doubleColumn("ci_low").append(h.success().low());
            t.doubleColumn("ci_high").append(h.success().high());
            t.doubleColumn("ert").append(h.ert().estimate());
            t.doubleColumn("ert_low").append(h.ert().low());
            t.doubleColumn("ert_high").append(h.ert().high());
        }
        return t;
    }

    /**
     * {@return where every configuration tried went, one line with no newline, its counts adding up
     * to the configurations tried}, e.g. {@code 80 configurations tried: 11 dropped by the tests (11
     * by Friedman, 0 by Wilcoxon), 58 left when their iteration's budget ran out (alive but not among
     * the 3 elites kept), 11 survivors}. The middle count is what no test dropped and no later
     * iteration raced: irace keeps only the best few of an iteration as elites.
     */
    public String accounting() {
        return configurations.size() + " configurations tried: " + String.join(", ", accountingParts());
    }

    private List<String> accountingParts() {
        long friedman = eliminations.stream().filter(e -> e.test().equals("friedman")).count();
        int left = configurations.size() - eliminations.size() - survivors.size();
        return List.of(String.format(Locale.ROOT, "%d dropped by the tests (%d by Friedman, %d by Wilcoxon)",
                eliminations.size(), friedman, eliminations.size() - friedman), String.format(Locale.ROOT,
                "%d left when their iteration's budget ran out (alive but not among the %d elites kept)", left,
                race.survivors()), survivors.size() + (survivors.size() == 1 ? " survivor" : " survivors"));
    }

    /** {@return a few lines: runs used, where the configurations tried went, survivors} */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "race: %,d of %,d runs, %d configurations tried:\n  ", runsUsed,
                race.budget, configurations.size())).append(String.join(",\n  ", accountingParts())).append("\n");
        s.append("survivors (indistinguishable, lowest training ERT first):\n");
        for (Configuration c : survivors) {
            s.append("  ").append(c).append(", ").append(runsOf(c.id())).append(" runs\n");
        }
        return s.toString();
    }
}
