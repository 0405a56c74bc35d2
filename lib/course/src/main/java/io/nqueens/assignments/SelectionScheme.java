package io.nqueens.assignments;

import io.nqueens.fitness.Direction;
import io.nqueens.operators.selection.ScoredPopulation;

import java.util.List;
import java.util.function.Function;

/**
 * What a selection scheme promises: the share of picks each individual of a population should
 * get, and the populations that show it (ties and a zero score where they are harmless; distinct
 * scores, and a minimised population, where the tie rule or the direction would matter).
 *
 * @param name the scheme as the report names it, e.g. "tournament of 3"
 * @param populations the populations the check draws from
 * @param shares the expected share of picks of each individual of a population
 * @param universal whether one batch is a stochastic universal sample: each individual is picked
 *     floor or ceil of its expected count
 * @param proportional whether the shares are proportional to the scores (roulette, SUS): an
 *     individual of score 0 is never picked, every other one is
 */
record SelectionScheme(String name, List<ScoredPopulation> populations,
        Function<ScoredPopulation, double[]> shares, boolean universal, boolean proportional) {

    /**
     * A scheme a wrong answer often implements instead, and the rule of the exercise it breaks.
     *
     * @param scheme the other scheme
     * @param broken what the message says when the picks match it
     */
    record Mistake(SelectionScheme scheme, String broken) {}

    /** {@return the schemes a wrong answer to this one often implements, each with the rule it breaks} */
    List<Mistake> mistakes() {
        java.util.ArrayList<Mistake> out = new java.util.ArrayList<>();
        if (name.startsWith("tournament of ")) {
            boolean distinct = name.endsWith(DISTINCT_NAME);
            int k = Integer.parseInt(name.substring("tournament of ".length()).split(" ")[0]);
            out.add(new Mistake(tournament(k, !distinct), distinct
                    ? "the picks match a tournament of " + k + " contestants drawn with replacement; the rule is"
                            + " " + k + " distinct contestants (without replacement)"
                    : "the picks match a tournament of " + k + " distinct contestants; the rule is contestants drawn"
                            + " with replacement: each contestant is drawn uniformly from the whole population, so"
                            + " the same individual may be drawn twice"));
            for (int other : new int[] {k - 1, k + 1}) {
                if (other >= 1 && other <= 7) {
                    out.add(new Mistake(tournament(other, distinct), "the picks match a tournament of " + other
                            + " contestants; the rule is " + k));
                }
            }
        }
        return out;
    }

    private static final String DISTINCT_NAME = " distinct contestants";

    private static final double[] SPREAD = {5, 0, 13, 2, 34, 1, 8, 21, 3, 1};
    private static final double[] SMALL = {3.5, 1.25, 7, 0.5, 2};
    private static final double[] DISTINCT = {5, 0, 13, 2, 34, 1, 8, 21, 3, 4};
    private static final double[] DISTINCT_MIN = {6, 2, 9, 0, 4, 1, 7};

    /** Fitness-proportionate selection of maximised, non-negative scores. */
    static SelectionScheme roulette(boolean universal) {
        return new SelectionScheme(universal ? "stochastic universal sampling" : "roulette", List.of(
                ScoredPopulation.of(Direction.MAXIMIZE, SPREAD), ScoredPopulation.of(Direction.MAXIMIZE, SMALL)),
                SelectionScheme::proportional, universal, true);
    }

    /** A tournament of k, contestants drawn with or without replacement. */
    static SelectionScheme tournament(int k, boolean distinct) {
        return new SelectionScheme("tournament of " + k + (distinct ? DISTINCT_NAME : ""), ranked(),
                p -> byRank(p, r -> distinct ? choose(r, k - 1) / choose(p.size(), k)
                        : Math.pow((r + 1.0) / p.size(), k) - Math.pow((double) r / p.size(), k)), false, false);
    }

    /** Baker's linear ranking with selection pressure s. */
    static SelectionScheme linearRank(double s) {
        return new SelectionScheme("linear rank, s = " + Text.number(s), ranked(), p -> byRank(p, r -> {
            int mu = p.size();
            return mu == 1 ? 1 : (2 - s) / mu + 2.0 * r * (s - 1) / ((double) mu * (mu - 1));
        }), false, false);
    }

    private static List<ScoredPopulation> ranked() {
        return List.of(ScoredPopulation.of(Direction.MAXIMIZE, DISTINCT),
                ScoredPopulation.of(Direction.MINIMIZE, DISTINCT_MIN));
    }

    private static double[] proportional(ScoredPopulation p) {
        double[] w = new double[p.size()];
        double total = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] = Math.max(0, p.fitness(i));
            total += w[i];
        }
        for (int i = 0; i < w.length; i++) {
            w[i] /= total;
        }
        return w;
    }

    /** The share of each individual from the number r of individuals worse than it (scores distinct). */
    private static double[] byRank(ScoredPopulation p, java.util.function.IntToDoubleFunction share) {
        double[] out = new double[p.size()];
        for (int i = 0; i < out.length; i++) {
            int worse = 0;
            for (int j = 0; j < out.length; j++) {
                worse += p.direction().isBetter(p.fitness(i), p.fitness(j)) ? 1 : 0;
            }
            out[i] = share.applyAsDouble(worse);
        }
        return out;
    }

    private static double choose(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        double c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }
}
