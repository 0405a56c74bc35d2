package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.fitness.ThreatFitness;
import io.nqueens.operators.OperatorCatalog;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random small engine configurations for property tests: any encoding, a fitness it accepts, any
 * selector, any crossover and mutation that fit (or none), any replacement, budgets of a few
 * dozen generations, and now and then minGenerations, stagnation, a fitness target, document
 * 001's share rule, restarts and "find all solutions". Every choice flows from one {@code choices}
 * number, so a failing property names a configuration that can be rebuilt exactly.
 */
public final class RandomConfigurations {
    private RandomConfigurations() {}

    /** An engine builder with a readable description of every choice made. */
    public record Config(String description, Engine.Builder builder) {
        public Engine build() {
            return builder.build();
        }

        @Override
        public String toString() {
            return description;
        }
    }

    public static List<Fitness> fitnesses(Encoding e) {
        List<Fitness> all = List.of(AttackingPairs.of(e), NonAttackingPairs.of(e), HalvedCostFitness.of(),
                AdjacentRowScore.of(), ThreatFitness.countingEveryQueen(), ThreatFitness.lineOfSight());
        return all.stream().filter(f -> f.accepts(e)).toList();
    }

    public static List<Crossover> crossovers(Encoding e) {
        List<Crossover> fit = new ArrayList<>(OperatorCatalog.crossovers().keySet().stream()
                .filter(c -> c.accepts(e)).toList());
        fit.add(null); // no crossover: children copy their parents
        return fit;
    }

    public static List<Mutation> mutations(Encoding e) {
        List<Mutation> fit = new ArrayList<>(OperatorCatalog.mutations().keySet().stream()
                .filter(m -> m.accepts(e)).toList());
        fit.add(null); // no mutation
        return fit;
    }

    private static <T> T pick(SplittableRandom r, List<T> options) {
        return options.get(r.nextInt(options.size()));
    }

    /** A configuration for boards of size n with a population of mu, chosen by {@code choices}. */
    public static Config config(Encoding e, int n, int mu, long choices) {
        SplittableRandom r = new SplittableRandom(choices);
        StringBuilder d = new StringBuilder(e + " n=" + n + " mu=" + mu);
        Engine.Builder b = Engine.builder(e, n).populationSize(mu);

        Fitness fitness = pick(r, fitnesses(e));
        b.fitness(fitness);
        d.append(", fitness=").append(fitness.name());

        Selector selector = pick(r, List.of(
                Tournament.of(1 + r.nextInt(mu)), Tournament.withoutReplacement(1 + r.nextInt(mu)),
                RouletteWheel.of(), StochasticUniversalSampling.of(), LinearRank.of(1 + r.nextDouble()),
                Truncation.of(0.05 + 0.95 * r.nextDouble()), BestTies.of()));
        boolean distinct = r.nextBoolean();
        b.selector(selector).distinctParents(distinct);
        d.append(", selector=").append(selector).append(distinct ? " (distinct parents)" : "");

        Crossover crossover = pick(r, crossovers(e));
        double pc = pick(r, List.of(0.0, 0.3, 0.8, 1.0));
        int children = 1 + r.nextInt(2);
        b.crossover(crossover, pc).childrenPerMating(children);
        d.append(", crossover=").append(crossover).append(" p=").append(pc).append(" children=").append(children);

        Mutation mutation = pick(r, mutations(e));
        // Document 001's share rule needs a maximised fitness (the engine refuses it otherwise).
        if (mutation != null && r.nextInt(6) == 0 && fitness.direction() == Direction.MAXIMIZE) {
            double threshold = pick(r, List.of(0.01, 0.05, 0.5));
            b.mutationWhenFitnessShareBelow(mutation, threshold);
            d.append(", mutation=").append(mutation).append(" when share < ").append(threshold);
        } else {
            double pm = pick(r, List.of(0.0, 0.1, 0.5, 1.0));
            b.mutation(mutation, pm);
            d.append(", mutation=").append(mutation).append(" p=").append(pm);
        }

        Replacement replacement = pick(r, List.of(Replacement.generational(), Replacement.elitism(1),
                Replacement.elitism(r.nextInt(mu)), Replacement.elitismShare(0.5 * r.nextDouble()),
                Replacement.elitismIfBetter(1), Replacement.steadyState(1 + r.nextInt(mu)),
                Replacement.muPlusLambda(1 + r.nextInt(2 * mu))));
        b.replacement(replacement);
        d.append(", replacement=").append(replacement);

        int maxGenerations = 1 + r.nextInt(30);
        b.maxGenerations(maxGenerations);
        d.append(", maxGenerations=").append(maxGenerations);
        if (r.nextInt(4) == 0) {
            int min = r.nextInt(maxGenerations + 1);
            b.minGenerations(min);
            d.append(", minGenerations=").append(min);
        }
        if (r.nextInt(4) == 0) {
            int limit = 1 + r.nextInt(8);
            b.stagnationLimit(limit);
            d.append(", stagnationLimit=").append(limit);
        }
        if (r.nextInt(5) == 0) {
            b.stopWhenSolved(false);
            d.append(", stopWhenSolved=false");
        }
        if (r.nextInt(5) == 0) {
            double target = fitness.optimum(n);
            b.fitnessTarget(target);
            d.append(", fitnessTarget=").append(target);
        }
        if (r.nextInt(5) == 0) {
            b.restartOnSolution(true);
            d.append(", restartOnSolution");
        }
        if (r.nextInt(5) == 0) {
            int stuck = 1 + r.nextInt(6);
            b.restartAfterStagnation(stuck);
            d.append(", restartAfterStagnation=").append(stuck);
        }
        if (n <= 7 && r.nextInt(5) == 0) {
            b.findAllSolutions(true);
            d.append(", findAllSolutions");
        }
        if (r.nextBoolean()) {
            b.trackDiversity(false);
            d.append(", no diversity");
        }
        return new Config(d.toString(), b);
    }
}
