package io.nqueens.engine;

/**
 * What one generation of a run looked like: the record every table and chart is built from.
 * Generation 0 is the initial population.
 *
 * @param index generation number, 0 for the initial population
 * @param best best fitness in the population
 * @param mean mean fitness
 * @param worst worst fitness
 * @param std population standard deviation of the fitness
 * @param diversity number of distinct genomes in the population (-1 when not tracked)
 * @param evaluations fitness evaluations so far, this generation included
 * @param elapsedNanos time since the run started
 * @param bestGenes a copy of the best genome, or null for genomes longer than
 *     {@link Engine#KEEP_GENES_UP_TO} genes (to keep long runs of large boards small)
 * @param newSolutions distinct real solutions first seen in this generation
 * @param distinctSolutions distinct real solutions seen so far
 * @param solved whether the population holds a real solution
 */
public record Generation(
        int index,
        double best,
        double mean,
        double worst,
        double std,
        int diversity,
        long evaluations,
        long elapsedNanos,
        int[] bestGenes,
        int newSolutions,
        int distinctSolutions,
        boolean solved) {

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
     * @param bestGenes a copy of the best genome, or null for genomes longer than
     *     {@link Engine#KEEP_GENES_UP_TO} genes
     * @param newSolutions distinct real solutions first seen in this generation
     * @param distinctSolutions distinct real solutions seen so far
     * @param solved whether the population holds a real solution
     */
    public Generation {
        bestGenes = bestGenes == null ? null : bestGenes.clone();
    }

    /** {@return a copy of the best genome, or null for genomes longer than {@link Engine#KEEP_GENES_UP_TO}} */
    @Override
    public int[] bestGenes() {
        return bestGenes == null ? null : bestGenes.clone();
    }

    /** {@return one line: the generation's number and statistics (not its genome or its time)} */
    @Override
    public String toString() {
        return "generation " + index + ": best " + best + ", mean " + String.format(java.util.Locale.ROOT, "%.3f", mean) + ", worst "
                + worst + ", std " + String.format(java.util.Locale.ROOT, "%.3f", std) + (diversity >= 0 ? ", " + diversity + " distinct" : "")
                + ", " + evaluations + " evaluations" + (solved ? ", solved (" + distinctSolutions + " found)" : "");
    }

    /** {@return the time since the run started, in milliseconds} */
    public double elapsedMillis() {
        return elapsedNanos / 1e6;
    }
}
