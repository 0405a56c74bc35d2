package io.nqueens.stats;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How a fitness statistic evolves over many runs of one setting (usually many seeds): at every
 * generation, the first quartile, median and third quartile of that statistic over the runs, the
 * way GA curves are compared without drawing 30 lines.
 *
 * <pre>{@code
 * List<RunResult> runs = LongStream.range(0, 30).parallel().mapToObj(engine::runToEnd).toList();
 * FitnessBand band = FitnessBand.ofBest("tuned", runs);
 * double half = band.median(50);   Table t = band.table();
 * }</pre>
 *
 * <p>Runs end at different generations (most stop when solved). A run that ended before
 * generation g counts with its last generation's value, so a solved run stays solved and the
 * band covers every run at every generation; {@link #running(int)} says how many runs actually
 * reached g. Quartiles as in {@link Quartiles}. Immutable. Cost: O(G × R log R) time for R runs
 * whose longest lasts G generations; the band keeps O(G) memory, and building it copies the runs'
 * values, O(R × G) at most.
 */
public final class FitnessBand {
    private final String label;
    private final String statistic;
    private final int runs;
    private final double[] q1;
    private final double[] median;
    private final double[] q3;
    private final int[] running;

    private FitnessBand(String label, String statistic, int runs, double[] q1, double[] median, double[] q3,
            int[] running) {
        this.label = label;
        this.statistic = statistic;
        this.runs = runs;
        this.q1 = q1;
        this.median = median;
        this.q3 = q3;
        this.running = running;
    }

    /**
     * The band of each generation's best fitness.
     *
     * @param label the setting's name, for legends
     * @param runs the runs, at least one
     * @return the band
     */
    public static FitnessBand ofBest(String label, List<RunResult> runs) {
        return of(label, "best", runs, Generation::best);
    }

    /**
     * The band of each generation's mean fitness.
     *
     * @param label the setting's name, for legends
     * @param runs the runs, at least one
     * @return the band
     */
    public static FitnessBand ofMean(String label, List<RunResult> runs) {
        return of(label, "mean", runs, Generation::mean);
    }

    /**
     * The band of any per-generation statistic, named {@code statistic} in tables and charts (for
     * example {@code "diversity"} with {@code g -> g.diversity()}). Rejects an empty list of runs and
     * a statistic that is NaN.
     *
     * @param label the setting's name, for legends
     * @param statistic the statistic's name
     * @param runs the runs, at least one
     * @param value the statistic of one generation
     * @return the band
     */
    public static FitnessBand of(String label, String statistic, List<RunResult> runs,
            ToDoubleFunction<Generation> value) {
        Checks.notNull("label", label);
        Checks.notNull("statistic", statistic);
        Checks.notNull("runs", runs);
        Checks.notNull("value", value);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("runs must not be empty (give at least one run)");
        }
        int longest = longestHistory(runs);
        double[][] values = new double[runs.size()][];
        for (int k = 0; k < values.length; k++) {
            values[k] = statisticByGeneration(runs.get(k), statistic, value);
        }
        return quartilesByGeneration(label, statistic, values, longest);
    }

    /** The number of generations of the longest run; rejects a null run. */
    private static int longestHistory(List<RunResult> runs) {
        int longest = 0;
        for (RunResult r : runs) {
            Checks.notNull("a run", r);
            longest = Math.max(longest, r.history().size());
        }
        return longest;
    }

    /** The statistic of each generation of one run; rejects a NaN, naming the generation and seed. */
    private static double[] statisticByGeneration(RunResult run, String statistic,
            ToDoubleFunction<Generation> value) {
        List<Generation> h = run.history();
        double[] v = new double[h.size()];
        for (int g = 0; g < v.length; g++) {
            v[g] = value.applyAsDouble(h.get(g));
            if (Double.isNaN(v[g])) {
                throw new IllegalArgumentException("statistic " + statistic + " is NaN in generation " + g
                        + " of seed " + run.seed());
            }
        }
        return v;
    }

    /** The band of the runs' values, {@code values[run][generation]}, over {@code longest} generations. */
    private static FitnessBand quartilesByGeneration(String label, String statistic, double[][] values,
            int longest) {
        double[] q1 = new double[longest];
        double[] median = new double[longest];
        double[] q3 = new double[longest];
        int[] running = new int[longest];
        double[] column = new double[values.length];
        for (int g = 0; g < longest; g++) {
            running[g] = valuesAt(g, values, column);
            Quartiles q = Quartiles.of(column);
            q1[g] = q.q1();
            median[g] = q.median();
            q3[g] = q.q3();
        }
        return new FitnessBand(label, statistic, values.length, q1, median, q3, running);
    }

    /**
     * Fills {@code column} with each run's value at generation g, a run that ended earlier holding
     * its last value, and returns how many runs reached g.
     */
    private static int valuesAt(int g, double[][] values, double[] column) {
        int reached = 0;
        for (int k = 0; k < values.length; k++) {
            double[] v = values[k];
            if (g < v.length) {
                reached++;
                column[k] = v[g];
            } else {
                column[k] = v[v.length - 1]; // ended earlier: its last value holds
            }
        }
        return reached;
    }

    /** {@return the setting's name, for legends} */
    public String label() {
        return label;
    }

    /** {@return the statistic's name: "best", "mean" or the one given} */
    public String statistic() {
        return statistic;
    }

    /** {@return the number of runs} */
    public int runs() {
        return runs;
    }

    /** {@return the last generation any run reached} */
    public int generations() {
        return median.length - 1;
    }

    /**
     * First quartile of the statistic at generation g.
     *
     * @param g a generation in [0, {@link #generations()}]
     * @return the first quartile
     */
    public double q1(int g) {
        return q1[checkGeneration(g)];
    }

    /**
     * Median of the statistic at generation g.
     *
     * @param g a generation in [0, {@link #generations()}]
     * @return the median
     */
    public double median(int g) {
        return median[checkGeneration(g)];
    }

    /**
     * Third quartile of the statistic at generation g.
     *
     * @param g a generation in [0, {@link #generations()}]
     * @return the third quartile
     */
    public double q3(int g) {
        return q3[checkGeneration(g)];
    }

    /**
     * How many runs reached generation g (the others count with their last value).
     *
     * @param g a generation in [0, {@link #generations()}]
     * @return the number of runs that reached it
     */
    public int running(int g) {
        return running[checkGeneration(g)];
    }

    /**
     * {@return copies of the three curves, q1, median and q3 in that order, each indexed by
     * generation}
     */
    public double[][] curves() {
        return new double[][] {q1.clone(), median.clone(), q3.clone()};
    }

    private int checkGeneration(int g) {
        return Checks.inRange("generation", g, 0, median.length - 1);
    }

    /**
     * One row per generation: {@code generation, running, <statistic>_q1, <statistic>_median,
     * <statistic>_q3}, named after the label.
     *
     * @return a new table
     */
    public Table table() {
        IntColumn generation = IntColumn.create("generation");
        IntColumn going = IntColumn.create("running");
        DoubleColumn lo = DoubleColumn.create(statistic + "_q1");
        DoubleColumn mid = DoubleColumn.create(statistic + "_median");
        DoubleColumn hi = DoubleColumn.create(statistic + "_q3");
        for (int g = 0; g < median.length; g++) {
            generation.append(g);
            going.append(running[g]);
            lo.append(q1[g]);
            mid.append(median[g]);
            hi.append(q3[g]);
        }
        return Table.create(label + ": " + statistic + " over " + runs + " runs", generation, going, lo, mid, hi);
    }

    @Override
    public String toString() {
        return label + ": " + statistic + " quartiles over " + runs + " runs, generations 0.." + generations();
    }
}
