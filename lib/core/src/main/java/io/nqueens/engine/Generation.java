package io.nqueens.engine;

/**
 * What one generation of a run looked like: the record every table and chart is built from.
 * Generation 0 is the initial population. Immutable: no value changes once made, though the
 * diversity may be counted only when first read ({@link #diversity()}). Safe to read from any
 * thread.
 */
public final class Generation {
    /** {@link #diversity} before it is known: the ledger counts it when it is first read. */
    private static final int UNKNOWN = -2;

    private final int index;
    private final double best;
    private final double mean;
    private final double worst;
    private final double std;
    // Written once, from UNKNOWN to the count, when a lazily counted diversity is first read; an
    // int is written whole, so a racing reader sees UNKNOWN (and asks the ledger) or the count.
    private volatile int diversity;
    private final DiversityLedger ledger; // null when the diversity was given
    private final long evaluations;
    private final long elapsedNanos;
    private final int[] bestGenes;
    private final int newSolutions;
    private final int distinctSolutions;
    private final boolean solved;

    /**
     * Copies the best genome, so that the record cannot be changed through the array given.
     *
     * @param index generation number, 0 for the initial population
     * @param best best fitness in the population
     * @param mean mean fitness
     * @param worst worst fitness
     * @param std population standard deviation of the fitness
     * @param diversity number of distinct genomes in the population (-1 when not tracked)
     * @param evaluations fitness evaluations so far, this generation included
     * @param elapsedNanos time since the run started
     * @param bestGenes a copy of the best genome, or null for genomes longer than {@link
     *     Engine#KEEP_GENES_UP_TO} genes (to keep long runs of large boards small)
     * @param newSolutions distinct real solutions first seen in this generation
     * @param distinctSolutions distinct real solutions seen so far
     * @param solved whether the population holds a real solution
     */
    public Generation(int index, double best, double mean, double worst, double std, int diversity, long evaluations,
            long elapsedNanos, int[] bestGenes, int newSolutions, int distinctSolutions, boolean solved) {
        this(index, best, mean, worst, std, diversity, null, evaluations, elapsedNanos, bestGenes, newSolutions,
                distinctSolutions, solved);
    }

    /** The engine's record, whose diversity the run's ledger counts when someone reads it. */
    Generation(int index, double best, double mean, double worst, double std, DiversityLedger ledger,
            long evaluations, long elapsedNanos, int[] bestGenes, int newSolutions, int distinctSolutions,
            boolean solved) {
        this(index, best, mean, worst, std, UNKNOWN, ledger, evaluations, elapsedNanos, bestGenes, newSolutions,
                distinctSolutions, solved);
    }

    private Generation(int index, double best, double mean, double worst, double std, int diversity,
            DiversityLedger ledger, long evaluations, long elapsedNanos, int[] bestGenes, int newSolutions,
            int distinctSolutions, boolean solved) {
        this.index = index;
        this.best = best;
        this.mean = mean;
        this.worst = worst;
        this.std = std;
        this.diversity = diversity;
        this.ledger = ledger;
        this.evaluations = evaluations;
        this.elapsedNanos = elapsedNanos;
        this.bestGenes = bestGenes == null ? null : bestGenes.clone();
        this.newSolutions = newSolutions;
        this.distinctSolutions = distinctSolutions;
        this.solved = solved;
    }

    /** {@return the generation number, 0 for the initial population} */
    public int index() {
        return index;
    }

    /** {@return the best fitness in the population} */
    public double best() {
        return best;
    }

    /** {@return the mean fitness} */
    public double mean() {
        return mean;
    }

    /** {@return the worst fitness} */
    public double worst() {
        return worst;
    }

    /** {@return the population standard deviation of the fitness} */
    public double std() {
        return std;
    }

    /**
     * The number of distinct genomes in the population, or -1 when the engine does not track it
     * ({@link Engine.Builder#trackDiversity}). The engine counts it when it is first read, not as
     * the run goes, so a run whose diversity nobody reads does not pay for it: read on the thread
     * that steps the run while this is still its latest generation, it is counted on the live
     * population (expected O(μ + D·L) for D genomes new since the last count); read later, the
     * run is replayed once from its seed up to this generation with counting on (the engine's
     * seeded runs are reproducible), which counts every generation up to here at once, the cost of
     * running those generations again. Runs the engine cannot replay exactly (plug-in parts, a time
     * limit, very large populations) count every generation as they go instead.
     *
     * @return the count, in [1, μ], or -1
     */
    public int diversity() {
        int d = diversity;
        if (d == UNKNOWN) {
            d = ledger.count(this);
            diversity = d;
        }
        return d;
    }

    /** {@return fitness evaluations so far, this generation included} */
    public long evaluations() {
        return evaluations;
    }

    /** {@return the time since the run started, in nanoseconds} */
    public long elapsedNanos() {
        return elapsedNanos;
    }

    /** {@return a copy of the best genome, or null for genomes longer than {@link Engine#KEEP_GENES_UP_TO}} */
    public int[] bestGenes() {
        return bestGenes == null ? null : bestGenes.clone();
    }

    /** {@return the distinct real solutions first seen in this generation} */
    public int newSolutions() {
        return newSolutions;
    }

    /** {@return the distinct real solutions seen so far} */
    public int distinctSolutions() {
        return distinctSolutions;
    }

    /** {@return whether the population holds a real solution} */
    public boolean solved() {
        return solved;
    }

    /**
     * Equal when every component is, as a record's would be (the best genome compared as an
     * array reference, so only records without one, or the same record, are equal; reads the
     * diversity).
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Generation g && index == g.index && Double.compare(best, g.best) == 0
                && Double.compare(mean, g.mean) == 0 && Double.compare(worst, g.worst) == 0
                && Double.compare(std, g.std) == 0 && diversity() == g.diversity() && evaluations == g.evaluations
                && elapsedNanos == g.elapsedNanos && bestGenes == g.bestGenes && newSolutions == g.newSolutions
                && distinctSolutions == g.distinctSolutions && solved == g.solved;
    }

    /** {@return a hash over every component (reads the diversity)} */
    @Override
    public int hashCode() {
        return java.util.Objects.hash(index, best, mean, worst, std, diversity(), evaluations, elapsedNanos,
                System.identityHashCode(bestGenes), newSolutions, distinctSolutions, solved);
    }

    /** {@return one line: the generation's number and statistics (not its genome or its time)} */
    @Override
    public String toString() {
        int d = diversity();
        return "generation " + index + ": best " + best + ", mean " + String.format(java.util.Locale.ROOT, "%.3f", mean) + ", worst "
                + worst + ", std " + String.format(java.util.Locale.ROOT, "%.3f", std) + (d >= 0 ? ", " + d + " distinct" : "")
                + ", " + evaluations + " evaluations" + (solved ? ", solved (" + distinctSolutions + " found)" : "");
    }

    /** {@return the time since the run started, in milliseconds} */
    public double elapsedMillis() {
        return elapsedNanos / 1e6;
    }
}
