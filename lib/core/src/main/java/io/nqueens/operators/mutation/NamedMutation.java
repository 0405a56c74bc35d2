package io.nqueens.operators.mutation;

import java.util.random.RandomGenerator;

/** A user's mutation with a name: see {@link Mutation#named(String, Mutation)}. */
record NamedMutation(String name, Mutation body) implements Mutation {

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        body.mutate(genes, rng);
    }

    @Override
    public String toString() {
        return name;
    }
}
