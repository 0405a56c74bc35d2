package io.nqueens.operators.crossover;

import io.nqueens.Checks;
import io.nqueens.PluginNames;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Recombination: writes one or two children from two parents. Parents are read only; children
 * are buffers of the same length that the engine reuses, so an operator must overwrite every gene.
 */
@FunctionalInterface
public interface Crossover {

    /**
     * Writes a first child into {@code child1} and, unless {@code child2} is null, a second one
     * into {@code child2}. The parents must be non-null and of one length L (at least 1, or what
     * the operator needs), {@code child1} non-null and of length L, {@code child2} null or of
     * length L, and {@code rng} non-null; the kit's operators check this in O(1) before they draw a
     * random number. Operators that index by gene value (PMX, OX, CX, cut-and-crossfill) also
     * check the parents' genes, in O(L), and name the parent, position and value at fault.
     *
     * @param parent1 the first parent, read only
     * @param parent2 the second parent, read only
     * @param child1 receives the first child
     * @param child2 receives the second child, or null when only one child is wanted
     * @param rng the source of randomness
     * @throws IllegalArgumentException from the kit's operators, naming the argument at fault
     */
    void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng);

    /**
     * Whether this operator works on (and, unless documented, keeps valid) genomes of this
     * encoding; the default accepts every one. The engine refuses an operator that does not accept
     * its encoding.
     *
     * @param encoding an encoding
     * @return true when the operator can cross genomes of {@code encoding}
     */
    default boolean accepts(Encoding encoding) {
        return true;
    }

    /**
     * {@return the name shown in tables, legends and messages} The kit's operators name
     * themselves (their {@code toString()}); a lambda is "unnamed lambda crossover" until given a
     * name with {@link #named}.
     */
    default String name() {
        return PluginNames.of(this, "crossover");
    }

    /**
     * Gives a crossover written as a lambda a name, e.g. {@code Crossover.named("my OX", (p1, p2, c1, c2, rng) -> ...)}. The engine checks
     * the output of such a crossover where it acts, as it does every crossover's.
     *
     * @param name the name shown in tables, legends and messages, not blank
     * @param crossover the operator, not null
     * @return the named crossover; it accepts every encoding
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static Crossover named(String name, Crossover crossover) {
        return new NamedCrossover(Checks.notBlank("crossover name", name), Checks.notNull("crossover", crossover));
    }
}
