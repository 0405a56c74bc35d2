package io.nqueens.engine;

/** Steady state: a few offspring per generation replace the worst parents. O(μ log μ + k·L). */
final class SteadyState implements Replacement {
    private final int count;

    SteadyState(int count) {
        this.count = count;
    }

    @Override
    public void checkFits(int mu) {
        if (count > mu) {
            throw new IllegalArgumentException("steady-state offspring count must be in [1, " + mu
                    + "] for population size " + mu + ", was " + count);
        }
    }

    @Override
    public int offspringCount(int mu) {
        return count;
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        int mu = next.size();
        int[] order = parents.order();
        for (int i = 0; i < mu - count; i++) {
            Replacement.copy(parents, order[i], next, i);
        }
        for (int i = 0; i < count; i++) {
            Replacement.move(offspring, i, next, mu - count + i);
        }
    }

    @Override
    public String toString() {
        return "steadyState(" + count + ")";
    }
}
