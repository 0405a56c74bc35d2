package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.engine.Population;
import io.nqueens.engine.Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A step log of a few matings, in the spirit of document 000's {@code dump_log}: for each mating
 * the two parents, the cut and the child ({@code parent + parent at cut = child}), then
 * {@code mutated to ...} when the child was mutated. The matings are drawn from one population
 * with an engine's own selector, crossover and mutation (and their probabilities at generation 0),
 * in the document's order per mating: two parents, one child, perhaps a mutation. The draws come
 * from a generator seeded with {@code seed}, so the same seed gives the same trace; they are not
 * the draws of the engine's run itself, which selects all parents of a generation first.
 * O(k·(L + selection cost)) for k matings.
 *
 * <p>The cut is read back from the child: the cuts k with {@code child = p1[0..k) + p2[k..L)}. When
 * the parents agree around the cut several k fit and the line shows their range ({@code 2-4}); a
 * crossover that is not one splice gives {@code no single cut}.
 */
public final class MatingTrace {
    /** Most matings one trace records: a trace is for reading, not for statistics. */
    public static final int MAX_MATINGS = 1_000;

    /**
     * One mating.
     *
     * @param parent1 the first parent
     * @param parent2 the second parent
     * @param child the child before mutation
     * @param firstCut the smallest cut that explains the child, or -1 when none does
     * @param lastCut the largest cut that explains the child, or -1 when none does
     * @param mutated the child after mutation, or null when it was not mutated
     */
    public record Mating(Board parent1, Board parent2, Board child, int firstCut, int lastCut,
            Board mutated) {
        /** {@return the cut as printed: {@code 3}, a range {@code 2-4}, or {@code no single cut}} */
        public String cut() {
            if (firstCut < 0) {
                return "no single cut";
            }
            return firstCut == lastCut ? "cut " + firstCut : "cut " + firstCut + "-" + lastCut;
        }
    }

    private final List<Mating> matings;

    private MatingTrace(List<Mating> matings) {
        this.matings = matings;
    }

    /**
     * Draws {@code count} matings from {@code population} with the operators of {@code settings}.
     *
     * @param settings the engine's settings (selector, crossover, mutation and their rates); an
     *     encoding with one gene per column, since boards are printed
     * @param population the population the parents come from, e.g. {@code engine.run(0).population()}
     * @param seed seeds the generator of every draw
     * @param count the number of matings, 1 to {@link #MAX_MATINGS}
     * @return the trace
     * @throws IllegalArgumentException naming the argument when count is out of range, the
     *     encoding has more genes than columns, the population's genomes are not as long as the
     *     settings' board, or the settings use document 001's fitness-share mutation rule (it
     *     depends on a whole generation of children)
     */
    public static MatingTrace of(Settings settings, Population population, long seed, int count) {
        Checks.notNull("settings", settings);
        Checks.notNull("population", population);
        Checks.inRange("count (matings to trace)", count, 1, MAX_MATINGS);
        int length = settings.encoding().length(settings.boardSize());
        if (length != settings.boardSize()) {
            throw new IllegalArgumentException("settings: encoding " + settings.encoding()
                    + " has genomes of length " + length + "; a trace prints boards, one gene per column");
        }
        if (population.genes(0).length != length) {
            throw new IllegalArgumentException("population: genomes of length "
                    + population.genes(0).length + ", expected " + length + " for the settings' board");
        }
        if (settings.usesShareRule()) {
            throw new IllegalArgumentException("settings: mutation by fitness share (document 001's"
                    + " rule) needs a whole generation of children; trace an engine with a mutation rate");
        }
        SplittableRandom rng = new SplittableRandom(seed);
        List<Mating> out = new ArrayList<>(count);
        for (int m = 0; m < count; m++) {
            out.add(mate(settings, population, rng));
        }
        return new MatingTrace(List.copyOf(out));
    }

    private static Mating mate(Settings s, Population population, SplittableRandom rng) {
        int[] picked = new int[2];
        s.selector().select(population, 2, picked, rng);
        for (int tries = 0; s.distinctParents() && picked[1] == picked[0] && tries < 100; tries++) {
            int[] one = new int[1];
            s.selector().select(population, 1, one, rng);
            picked[1] = one[0];
        }
        int[] p1 = population.genes(picked[0]).clone();
        int[] p2 = population.genes(picked[1]).clone();
        int[] child = p1.clone();
        if (s.crossover() != null && rng.nextDouble() < s.crossoverRate().at(0)) {
            s.crossover().cross(p1, p2, child, s.childrenPerMating() == 2 ? new int[p1.length] : null, rng);
        }
        int[] cuts = cuts(p1, p2, child);
        Board mutated = null;
        if (s.mutation() != null && rng.nextDouble() < s.mutationRate().at(0)) {
            int[] genes = child.clone();
            s.mutation().mutate(genes, rng);
            mutated = Board.of(genes);
        }
        return new Mating(Board.of(p1), Board.of(p2), Board.of(child), cuts[0], cuts[1], mutated);
    }

    /** The smallest and largest k with child = p1[0..k) + p2[k..L), or {-1, -1}. O(L). */
    static int[] cuts(int[] p1, int[] p2, int[] child) {
        int length = child.length;
        int head = 0; // child[0..head) equals p1
        while (head < length && child[head] == p1[head]) {
            head++;
        }
        int tail = length; // child[tail..L) equals p2
        while (tail > 0 && child[tail - 1] == p2[tail - 1]) {
            tail--;
        }
        return tail <= head ? new int[] {tail, head} : new int[] {-1, -1};
    }

    /** {@return the matings, in the order they were drawn} */
    public List<Mating> matings() {
        return matings;
    }

    /**
     * {@return the log: per mating {@code [p1] + [p2] at cut k = [child]}, then an indented
     * {@code mutated to [board]} line for a mutated child; boards as rows counted from 0}
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (Mating m : matings) {
            lines.add(m.parent1() + " + " + m.parent2() + " at " + m.cut() + " = " + m.child());
            if (m.mutated() != null) {
                lines.add("    mutated to " + m.mutated()
                        + (m.mutated().equals(m.child()) ? " (unchanged)" : ""));
            }
        }
        return lines;
    }

    @Override
    public String toString() {
        return String.join("\n", lines());
    }
}
