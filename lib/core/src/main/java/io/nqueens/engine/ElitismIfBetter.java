package io.nqueens.engine;

/**
 * pyevolve's conditional elitism, as document 002 ran it: offspring replace the parents, then each
 * of the {@code count} best parents takes the place of a worst child if it beats the child of the
 * same rank. O(μ log μ + μ·L).
 */
final class ElitismIfBetter implements Replacement {
    private final int count;

    ElitismIfBetter(int count) {
        this.count = count;
    }

    @Override
    public void checkFits(int mu) {
        if (count >= mu) {
            throw new IllegalArgumentException("elite count must be in [1, " + (mu - 1)
                    + "] for population size " + mu + ", was " + count);
        }
    }

    @Override
    public int offspringCount(int mu) {
        return mu;
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        int mu = next.size();
        int[] parentOrder = parents.order();
        int[] childOrder = offspring.order();
        for (int i = 0; i < mu; i++) {
            Replacement.move(offspring, i, next, i);
        }
        for (int i = 0; i < count; i++) {
            int p = parentOrder[i];
            if (parents.direction().isBetter(parents.fitness(p), offspring.fitness(childOrder[i]))) {
                Replacement.copy(parents, p, next, childOrder[mu - 1 - i]);
            }
        }
    }

    @Override
    public String toString() {
        return "elitismIfBetter(" + count + ")";
    }
}
