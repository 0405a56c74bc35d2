package io.nqueens.operators.selection;

import java.util.random.RandomGenerator;

/** A user's selector with a name: see {@link Selector#named(String, Selector)}. */
record NamedSelector(String name, Selector body) implements Selector {

    @Override
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        body.select(population, count, into, rng);
    }

    @Override
    public void checkFits(int mu) {
        body.checkFits(mu);
    }

    @Override
    public String toString() {
        return name;
    }
}
