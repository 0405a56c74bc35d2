package io.nqueens.operators.mutation;

import io.nqueens.Checks;
import io.nqueens.PluginNames;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Mutation: changes a genome in place. The engine decides whether a child is mutated (the
 * per-individual probability); any per-gene probability belongs to the operator itself.
 */
@FunctionalInterface
public interface Mutation {

    /**
     * Changes {@code genes} in place. The genome must be non-null and hold at least one gene (and
     * fit the operator's encoding), and {@code rng} must be non-null; the kit's operators check
     * this in O(1) before they draw a random number.
     *
     * @param genes the genome to change in place
     * @param rng the source of randomness
     * @throws IllegalArgumentException from the kit's operators, naming the argument at fault
     */
    void mutate(int[] genes, RandomGenerator rng);

    /**
     * Whether this operator works on (and keeps valid) genomes of this encoding; the default
     * accepts every one. The engine refuses an operator that does not accept its encoding.
     *
     * @param encoding an encoding
     * @return true when the operator can mutate genomes of {@code encoding}
     */
    default boolean accepts(Encoding encoding) {
        return true;
    }

    /**
     * {@return the name shown in tables, legends and messages} The kit's operators name
     * themselves (their {@code toString()}); a lambda is "unnamed lambda mutation" until given a
     * name with {@link #named}.
     */
    default String name() {
        return PluginNames.of(this, "mutation");
    }

    /**
     * Gives a mutation written as a lambda a name, e.g. {@code Mutation.named("my swap", (genes, rng) -> ...)}. The engine checks
     * the output of such a mutation where it acts, as it does every mutation's.
     *
     * @param name the name shown in tables, legends and messages, not blank
     * @param mutation the operator, not null
     * @return the named mutation; it accepts every encoding
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static Mutation named(String name, Mutation mutation) {
        return new NamedMutation(Checks.notBlank("mutation name", name), Checks.notNull("mutation", mutation));
    }
}
