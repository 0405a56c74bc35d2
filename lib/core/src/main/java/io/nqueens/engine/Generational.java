package io.nqueens.engine;

/** Generational replacement: the offspring become the next population. O(1): the two buffers are exchanged. */
final class Generational implements Replacement {
    @Override
    public int offspringCount(int mu) {
        return mu;
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        Population.exchange(offspring, next);
    }

    @Override
    public String toString() {
        return "generational";
    }
}
