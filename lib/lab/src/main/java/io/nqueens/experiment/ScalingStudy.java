package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.stats.Quartiles;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * How a configuration scales with the board size: for each N and each seed, build an engine with
 * the given factory (board size → engine), run it to the end and keep one {@link Row} (the
 * run's genomes are dropped at once, so a study of 8 million queens needs memory for one run
 * only). Runs go one after another on the calling thread, so wall times are not disturbed by each
 * other. A notebook turns the rows into a table or a chart.
 *
 * <pre>{@code
 * var rows = ScalingStudy.of(LargeBoards::memetic)
 *         .seeds(1, 2, 3)
 *         .runWhileSolved(ScalingStudy.doublings(1_000, 8_000_000));
 * ScalingStudy.summarize(rows).forEach(System.out::println);
 * }</pre>
 */
public final class ScalingStudy {
    /**
     * One run: board size, seed, outcome, generations, evaluations and wall time.
     *
     * @param n the board size
     * @param seed the run's seed
     * @param solved whether the run found a real solution
     * @param generations the run's last generation number
     * @param evaluations the fitness evaluations of the run
     * @param wallMillis the run's wall time, in milliseconds
     * @param stopReason why the run ended
     * @param bestFitness the best fitness the run saw
     */
    public record Row(int n, long seed, boolean solved, int generations, long evaluations,
                      double wallMillis, StopReason stopReason, double bestFitness) {}

    /**
     * The runs of one board size: how many solved, and median generations and wall time over all
     * runs.
     *
     * @param n the board size
     * @param runs the number of runs
     * @param solved how many of them found a real solution
     * @param successRate {@code solved / runs}
     * @param medianGenerations the median of the runs' last generation numbers
     * @param medianWallMillis the median of the runs' wall times, in milliseconds
     */
    public record Summary(int n, int runs, int solved, double successRate, double medianGenerations,
                          double medianWallMillis) {}

    private final IntFunction<Engine.Builder> engines;
    private final long[] seeds;
    private final Consumer<Row> listener;

    private ScalingStudy(IntFunction<Engine.Builder> engines, long[] seeds, Consumer<Row> listener) {
        this.engines = engines;
        this.seeds = seeds;
        this.listener = listener;
    }

    /**
     * A study of the engines built from {@code engines.apply(n)}, with seeds 1, 2, 3; a preset that
     * takes the board size fits as it is: {@code ScalingStudy.of(LargeBoards::memetic)}.
     *
     * @param engines the builder factory, called once per run with the board size; it must return a
     *     builder for that size
     * @return the study
     */
    public static ScalingStudy of(IntFunction<Engine.Builder> engines) {
        return new ScalingStudy(Checks.notNull("engines", engines), new long[] {1, 2, 3}, row -> { });
    }

    /**
     * The same study with these seeds (at least one).
     *
     * @param seeds the seeds, used in this order for every size
     * @return a new study; this one is unchanged
     */
    public ScalingStudy seeds(long... seeds) {
        Checks.notNull("seeds", seeds);
        Checks.atLeast("number of seeds", seeds.length, 1);
        return new ScalingStudy(engines, seeds.clone(), listener);
    }

    /**
     * The same study with seeds 1..count, count in [1, 1,000,000].
     *
     * @param count the number of seeds
     * @return a new study; this one is unchanged
     */
    public ScalingStudy seeds(int count) {
        Checks.inRange("seed count", count, 1, 1_000_000);
        long[] s = new long[count];
        for (int i = 0; i < count; i++) {
            s[i] = i + 1;
        }
        return new ScalingStudy(engines, s, listener);
    }

    /**
     * The same study, calling {@code listener} after every run (to print progress, say).
     *
     * @param listener called on the calling thread with each row, as soon as its run ends
     * @return a new study; this one is unchanged
     */
    public ScalingStudy onRow(Consumer<Row> listener) {
        return new ScalingStudy(engines, seeds, Checks.notNull("listener", listener));
    }

    /**
     * Runs every size with every seed, in the order given.
     *
     * @param sizes the board sizes, at least one, each in [1, {@link Board#MAX_SIZE}]
     * @return one row per size and seed, sizes in the order given, then seeds
     * @throws IllegalArgumentException for a bad size, or when the factory returns null or an
     *     engine for another size
     */
    public List<Row> run(int... sizes) {
        checkSizes(sizes);
        List<Row> rows = new ArrayList<>();
        for (int n : sizes) {
            for (long seed : seeds) {
                rows.add(runOne(n, seed));
            }
        }
        return rows;
    }

    /**
     * Runs the sizes in the order given (usually growing) and stops at the first run that does not
     * solve its board within the engine's budgets: that run's row is the last one. The largest
     * size every seed solved is then {@link #largestSolved(List)}.
     *
     * @param sizes the board sizes, at least one, each in [1, {@link Board#MAX_SIZE}]
     * @return the rows up to and including the first unsolved run
     * @throws IllegalArgumentException for a bad size, or when the factory returns null or an
     *     engine for another size
     */
    public List<Row> runWhileSolved(int... sizes) {
        checkSizes(sizes);
        List<Row> rows = new ArrayList<>();
        for (int n : sizes) {
            for (long seed : seeds) {
                Row row = runOne(n, seed);
                rows.add(row);
                if (!row.solved()) {
                    return rows;
                }
            }
        }
        return rows;
    }

    private Row runOne(int n, long seed) {
        Engine.Builder builder = engines.apply(n);
        if (builder == null) {
            throw new IllegalArgumentException("engines: the factory returned null for board size " + n);
        }
        Engine engine = builder.build();
        if (engine.boardSize() != n) {
            throw new IllegalArgumentException("engines: the factory must build an engine for board size "
                    + n + ", built one for " + engine.boardSize());
        }
        RunResult r = engine.runToEnd(seed);
        Row row = new Row(n, seed, r.solved(), r.generations(), r.evaluations(), r.elapsedMillis(),
                r.stopReason(), r.bestFitness());
        listener.accept(row);
        return row;
    }

    private static void checkSizes(int[] sizes) {
        Checks.notNull("sizes", sizes);
        Checks.atLeast("number of sizes", sizes.length, 1);
        for (int i = 0; i < sizes.length; i++) {
            Checks.inRange("sizes[" + i + "]", sizes[i], 1, Board.MAX_SIZE);
        }
    }

    /**
     * {@code from, 2·from, 4·from, ...} up to {@code to} inclusive; 1 ≤ from ≤ to ≤ 10,000,000.
     *
     * @param from the first size
     * @param to the largest size the sequence may reach
     * @return the sizes, in increasing order
     */
    public static int[] doublings(int from, int to) {
        Checks.inRange("from", from, 1, Board.MAX_SIZE);
        Checks.inRange("to", to, from, Board.MAX_SIZE);
        List<Integer> out = new ArrayList<>();
        for (long n = from; n <= to; n *= 2) {
            out.add((int) n);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * One summary per board size, in increasing size.
     *
     * @param rows the rows of one configuration's runs
     * @return the summaries; empty for no rows
     */
    public static List<Summary> summarize(List<Row> rows) {
        Checks.notNull("rows", rows);
        TreeMap<Integer, List<Row>> bySize = new TreeMap<>();
        for (Row r : rows) {
            bySize.computeIfAbsent(r.n(), k -> new ArrayList<>()).add(r);
        }
        List<Summary> out = new ArrayList<>();
        bySize.forEach((n, rs) -> {
            int solved = (int) rs.stream().filter(Row::solved).count();
            double[] gens = rs.stream().mapToDouble(Row::generations).toArray();
            double[] ms = rs.stream().mapToDouble(Row::wallMillis).toArray();
            out.add(new Summary(n, rs.size(), solved, solved / (double) rs.size(), median(gens), median(ms)));
        });
        return out;
    }

    /**
     * The largest board size at which every run solved, or 0 when there is none.
     *
     * @param rows the rows of one configuration's runs
     * @return that board size
     */
    public static int largestSolved(List<Row> rows) {
        int best = 0;
        for (Summary s : summarize(rows)) {
            if (s.solved() == s.runs()) {
                best = Math.max(best, s.n());
            }
        }
        return best;
    }

    /** The median (mean of the two middle values for an even count); NaN when empty. */
    static double median(double[] values) {
        return values.length == 0 ? Double.NaN : Quartiles.of(values).median();
    }
}
