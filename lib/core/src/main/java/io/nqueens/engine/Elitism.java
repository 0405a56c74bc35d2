package io.nqueens.engine;

/** The best parents survive unchanged; offspring fill the other places. O(μ log μ + μ·L). */
final class Elitism implements Replacement {
    private final int count;
    private final double share;

    Elitism(int count, double share) {
        this.count = count;
        this.share = share;
    }

    int elites(int mu) {
        return count >= 0 ? count : (int) Math.floor(share * mu);
    }

    @Override
    public void checkFits(int mu) {
        if (count >= mu) {
            throw new IllegalArgumentException("elite count must be in [0, " + (mu - 1)
                    + "] for population size " + mu + ", was " + count);
        }
    }

    @Override
    public int offspringCount(int mu) {
        return mu - elites(mu);
    }

    @Override
    public void replace(Population parents, Population offspring, Population next) {
        int e = elites(next.size());
        int[] order = parents.order();
        for (int i = 0; i < e; i++) {
            Replacement.copy(parents, order[i], next, i);
        }
        for (int i = e; i < next.size(); i++) {
            Replacement.move(offspring, i - e, next, i);
        }
    }

    @Override
    public String toString() {
        return count >= 0 ? "elitism(" + count + ")" : "elitism(" + share + ")";
    }
}
