package io.nqueens.engine;

/** Generational replacement: the offspring become the next population. O(μ): genomes are moved, not copied. */
final class Generational implements Replacement {
    @Override
    public int offspringCount(int mu) {
        return mu;
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        for (int i = 0; i < next.size(); i++) {
            Replacement.move(offspring, i, next, i);
        }
    }

    @Override
    public String toString() {
        return "generational";
    }
}
