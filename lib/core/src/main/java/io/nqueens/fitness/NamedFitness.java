package io.nqueens.fitness;

import java.util.function.IntToDoubleFunction;

/** A fitness made of a user's lambda and a name: see {@link Fitness#of(String, Direction, double, Fitness.Score)}. */
record NamedFitness(String name, Direction direction, IntToDoubleFunction optimumRule, Fitness.Score rule)
        implements Fitness {

    @Override
    public double evaluate(int[] genes, int n) {
        return rule.score(genes, n);
    }

    @Override
    public double optimum(int n) {
        return optimumRule.applyAsDouble(n);
    }

    @Override
    public String toString() {
        return name;
    }
}
