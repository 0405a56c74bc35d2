package io.nqueens;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Rate;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.engine.TestPopulations;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.board.Conflicts;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.memetic.DiagonalCounters;
import io.nqueens.experiment.ScalingStudy;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.crossover.UniformCrossover;
import io.nqueens.operators.mutation.InRowMove;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;
import io.nqueens.plots.FitnessChart;
import io.nqueens.plots.ScalingChart;
import io.nqueens.render.AsciiBoard;
import io.nqueens.render.BoardImage;
import io.nqueens.solver.SolutionCatalog;
import io.nqueens.solver.Solutions;
import io.nqueens.solver.Symmetry;
import io.nqueens.experiment.Axis;
import io.nqueens.experiment.Experiment;
import io.nqueens.stats.Quartiles;
import io.nqueens.experiment.Sweep;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The catalogue of bad inputs across the public API: one row per mistake a student can make,
 * with the exception it must raise and what its message must say — the parameter (or thing) at
 * fault, the value given and the accepted range — so the message alone tells what to change.
 *
 * <p>Board sizes 2 and 3 are not in the catalogue: no API point of the kit requires a solution to
 * exist. {@link #sizesTwoAndThreeAreAnsweredNotRejected()} shows each point that deals with
 * solutions answering "none" for them instead of failing.
 */
class BadInputCatalogTest {

    /** One mistake: what it is, the code that makes it, what must be thrown and said. */
    record Row(String description, Executable code, Class<? extends Throwable> type, List<String> says) {
        @Override
        public String toString() {
            return description;
        }
    }

    private static Row row(String description, Class<? extends Throwable> type, Executable code, String... says) {
        return new Row(description, code, type, List.of(says));
    }

    private static Row bad(String description, Executable code, String... says) {
        return row(description, IllegalArgumentException.class, code, says);
    }

    private static Engine.Builder integer8() {
        return Engine.builder(Encoding.INTEGER, 8).populationSize(10);
    }

    private static RunResult tinyRun() {
        return integer8().maxGenerations(1).build().runToEnd(0);
    }

    /** N = 4 with 4 queens, two of them (rows 0 and 2) in column 3 and none in column 2. */
    private static final int[] TWO_IN_COLUMN_3 = {
        1, 0, 0, 1,
        0, 1, 0, 0,
        0, 0, 0, 1,
        0, 0, 0, 0};

    static Stream<Row> catalogue() {
        SplittableRandom rng = new SplittableRandom(1);
        String maxBoard = Integer.toString(Board.MAX_SIZE);
        return Stream.of(
                // ---- board sizes -------------------------------------------------------------
                bad("random board of size 0", () -> Board.random(0, rng),
                        "board size n", "was 0", "[1, " + maxBoard + "]"),
                bad("random permutation of negative size", () -> Board.randomPermutation(-3, rng),
                        "board size n", "was -3", "[1, " + maxBoard + "]"),
                bad("random permutation beyond Board.MAX_SIZE", () -> Board.randomPermutation(Board.MAX_SIZE + 1, rng),
                        "board size n", "was " + (Board.MAX_SIZE + 1), "[1, " + maxBoard + "]"),
                bad("engine for board size 0", () -> Engine.builder(Encoding.INTEGER, 0),
                        "board size n", "INTEGER", "was 0", "[1, " + maxBoard + "]"),
                bad("engine for a negative board size", () -> Engine.builder(Encoding.PERMUTATION, -8),
                        "board size n", "PERMUTATION", "was -8", "[1, " + maxBoard + "]"),
                bad("binary genome beyond Encoding.MAX_BINARY_SIZE",
                        () -> Encoding.BINARY.randomGenome(Encoding.MAX_BINARY_SIZE + 1, rng),
                        "board size n", "BINARY", "was " + (Encoding.MAX_BINARY_SIZE + 1), "[1, " + Encoding.MAX_BINARY_SIZE + "]"),
                bad("one-hot-rows engine beyond Encoding.MAX_BINARY_SIZE",
                        () -> Engine.builder(Encoding.ONE_HOT_ROWS, Encoding.MAX_BINARY_SIZE + 1),
                        "board size n", "ONE_HOT_ROWS", "was 2049", "[1, 2048]"),
                bad("solver count beyond what finishes in a minute",
                        () -> Solutions.count(Solutions.MAX_COUNT_SIZE + 1),
                        "board size n", "was 18", "[1, 17]", "Solutions.MAX_COUNT_SIZE"),
                bad("solver count of size 0", () -> Solutions.countFundamental(0),
                        "board size n", "was 0", "[1, 17]"),
                bad("listing every solution of N = 15", () -> Solutions.all(15),
                        "board size n", "was 15", "[1, 14]"),
                row("catalog totals of N = 16", IllegalStateException.class, () -> SolutionCatalog.of(16).total(),
                        "board size n", "was 16", "[1, 15]"),
                bad("catalog of size 0", () -> SolutionCatalog.of(0),
                        "board size n", "was 0", "[1, " + maxBoard + "]"),
                bad("a run that cannot fit in any heap: 10 million boards of 10 million queens",
                        () -> Engine.builder(Encoding.INTEGER, Board.MAX_SIZE).populationSize(10_000_000).build(),
                        "population size 10000000", "genomes of 10000000 genes", "MB of heap"),
                bad("mu + lambda with more offspring than the population bound",
                        () -> Replacement.muPlusLambda(Integer.MAX_VALUE),
                        "lambda (offspring count)", "was " + Integer.MAX_VALUE, "[1, 10000000]"),

                // ---- arrays and genomes ------------------------------------------------------
                bad("Board.of() with no rows", () -> Board.of(),
                        "rows", "empty", "length must be at least 1"),
                bad("Board.of(null)", () -> Board.of((int[]) null),
                        "rows", "null"),
                bad("Board.of with a row equal to N", () -> Board.of(0, 1, 3),
                        "rows[2]", "was 3", "[0, 2]"),
                bad("Board.ofOneBased with 0", () -> Board.ofOneBased(0, 2, 1),
                        "rows[0]", "was 0", "[1, 3]", "1-based"),
                bad("Board.ofOneBased with N + 1", () -> Board.ofOneBased(1, 2, 4),
                        "rows[2]", "was 4", "[1, 3]"),
                bad("Board.row of a column off the board", () -> Board.of(1, 3, 0, 2).row(4),
                        "column", "was 4", "[0, 3]"),
                bad("integer genome too short", () -> Encoding.INTEGER.checkValid(new int[] {0, 1}, 3),
                        "genes", "length must be 3", "was 2"),
                bad("permutation genome that is null", () -> Encoding.PERMUTATION.checkValid(null, 3),
                        "genes", "null"),
                bad("integer genome with a value out of range", () -> Encoding.INTEGER.toBoard(new int[] {0, 4, 1, 2}, 4),
                        "gene 1", "was 4", "[0, 3]"),
                bad("integer genome with a negative value", () -> Encoding.INTEGER.checkValid(new int[] {0, -1}, 2),
                        "gene 1", "was -1", "[0, 1]"),
                bad("permutation genome with a repeated value", () -> Encoding.PERMUTATION.checkValid(new int[] {2, 0, 2}, 3),
                        "genes", "value 2 appears twice", "each of 0..2 once"),
                bad("binary genome with too few ones", () -> Encoding.BINARY.checkValid(new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0}, 3),
                        "genes", "held 1", "exactly 3 ones"),
                bad("binary genome with too many ones", () -> Encoding.BINARY.toBoard(new int[] {1, 1, 1, 0}, 2),
                        "genes", "held 3", "exactly 2 ones"),
                bad("binary genome with a gene that is not a bit", () -> Encoding.BINARY.checkValid(new int[] {1, 2, 0, 0}, 2),
                        "gene 1", "was 2", "0 or 1"),
                bad("binary board with two queens in a column", () -> Encoding.BINARY.toBoard(TWO_IN_COLUMN_3, 4),
                        "genes", "column 3 holds more than one queen", "one queen per column"),
                bad("one-hot-rows genome with two queens in a row group",
                        () -> Encoding.ONE_HOT_ROWS.checkValid(new int[] {1, 1, 0, 0}, 2),
                        "row group 0", "held 2", "exactly one 1"),
                bad("non-permutation board to a PERMUTATION genome", () -> Encoding.PERMUTATION.fromBoard(Board.of(1, 3, 1, 0)),
                        "board", "value 1 appears twice", "each of 0..3 once"),
                bad("quarter turn of a non-permutation board", () -> Symmetry.ROTATE_90.apply(Board.of(0, 0, 1)),
                        "board", "value 0 appears twice", "one queen per row"),
                bad("catalog offered a board of another size", () -> SolutionCatalog.of(8).add(Board.of(1, 3, 0, 2)),
                        "board", "was 4", "must be 8"),
                bad("conflict count of a row off the board", () -> Conflicts.pairs(new int[] {0, 2}),
                        "rows[1]", "was 2", "[0, 1]"),
                bad("grid conflict count of a grid of the wrong length", () -> Conflicts.pairsOnGrid(new int[5], 2),
                        "cells.length", "was 5", "[4, 4]"),

                // ---- probabilities -----------------------------------------------------------
                bad("negative crossover probability", () -> integer8().crossover(UniformCrossover.of(), -0.1),
                        "crossover probability", "was -0.1", "[0, 1]"),
                bad("crossover probability above 1", () -> integer8().crossover(UniformCrossover.of(), 1.5),
                        "crossover probability", "was 1.5", "[0, 1]"),
                bad("NaN mutation probability", () -> integer8().mutation(Swap.of(), Double.NaN),
                        "mutation probability", "was NaN", "[0, 1]"),
                bad("negative Rate", () -> Rate.of(-0.5),
                        "rate", "was -0.5", "[0, 1]"),
                bad("Rate that grows (negative drop)", () -> Rate.decaying(0.5, -0.01),
                        "rate drop per generation", "was -0.01", ">= 0"),
                bad("GeneWise share from parent 1 negative", () -> GeneWise.of(-0.1, 0.5),
                        "share from parent 1", "was -0.1", "[0, 1]"),
                bad("GeneWise share from parent 2 NaN", () -> GeneWise.of(0.5, Double.NaN),
                        "share from parent 2", "was NaN", "[0, 1]"),
                bad("GeneWise shares adding up to more than 1", () -> GeneWise.of(0.7, 0.6),
                        "shares from parent 1 and parent 2", "0.7 + 0.6", "at most 1"),
                bad("ShuffleIndexes indpb above 1", () -> ShuffleIndexes.of(1.5),
                        "indpb", "was 1.5", "[0, 1]"),
                bad("ShuffleIndexes indpb negative", () -> ShuffleIndexes.of(-0.01),
                        "indpb", "was -0.01", "[0, 1]"),
                bad("pyevolve swap rate NaN", () -> Swap.pyevolve(Double.NaN),
                        "pyevolve swap rate", "was NaN", "[0, 1]"),
                bad("pyevolve swap rate above 1", () -> Swap.pyevolve(2.0),
                        "pyevolve swap rate", "was 2.0", "[0, 1]"),
                bad("uniform crossover indpb negative", () -> UniformCrossover.of(-1),
                        "indpb", "was -1.0", "[0, 1]"),
                bad("truncation share 0", () -> Truncation.of(0),
                        "truncation share", "was 0.0", "(0, 1]"),
                bad("truncation share above 1", () -> Truncation.of(1.2),
                        "truncation share", "was 1.2", "(0, 1]"),
                bad("truncation share NaN", () -> Truncation.of(Double.NaN),
                        "truncation share", "was NaN", "(0, 1]"),
                bad("linear rank pressure below 1", () -> LinearRank.of(0.5),
                        "selection pressure", "was 0.5", "[1.0, 2.0]"),
                bad("linear rank pressure NaN", () -> LinearRank.of(Double.NaN),
                        "selection pressure", "was NaN", "[1.0, 2.0]"),
                bad("elite share 1.0 (nobody is bred)", () -> Replacement.elitismShare(1.0),
                        "elite share", "was 1.0", "[0.0, 1.0)"),
                bad("fitness-share mutation threshold above 1",
                        () -> integer8().mutationWhenFitnessShareBelow(Swap.of(), 1.5),
                        "fitness share threshold", "was 1.5", "[0, 1]"),

                // ---- populations, selection, replacement -------------------------------------
                bad("population of 1", () -> integer8().populationSize(1),
                        "population size", "was 1", "[2, 10000000]"),
                bad("population of 0", () -> integer8().populationSize(0),
                        "population size", "was 0", "[2, 10000000]"),
                bad("tournament larger than the population", () -> integer8().selector(Tournament.of(11)).build(),
                        "tournament size", "was 11", "[1, 10]"),
                bad("tournament of 0", () -> Tournament.withoutReplacement(0),
                        "tournament size", "was 0", "at least 1"),
                bad("elite count equal to the population", () -> integer8().replacement(Replacement.elitism(10)).build(),
                        "elite count", "was 10", "[0, 9]"),
                bad("pyevolve elite count equal to the population",
                        () -> integer8().replacement(Replacement.elitismIfBetter(10)).build(),
                        "elite count", "was 10", "[1, 9]"),
                bad("negative elite count", () -> Replacement.elitism(-1),
                        "elite count", "was -1", "at least 0"),
                bad("steady state replacing more than the population",
                        () -> integer8().replacement(Replacement.steadyState(11)).build(),
                        "steady-state offspring count", "was 11", "[1, 10]"),
                bad("three children per mating", () -> integer8().childrenPerMating(3),
                        "children per mating", "was 3", "[1, 2]"),

                // ---- budgets -----------------------------------------------------------------
                bad("maxGenerations 0", () -> integer8().maxGenerations(0),
                        "maxGenerations", "was 0", "[1, 100000000]"),
                bad("negative maxGenerations", () -> integer8().maxGenerations(-5),
                        "maxGenerations", "was -5", "[1, 100000000]"),
                bad("negative minGenerations", () -> integer8().minGenerations(-1),
                        "minGenerations", "was -1", "[0, 100000000]"),
                bad("minGenerations above maxGenerations", () -> integer8().maxGenerations(5).minGenerations(6).build(),
                        "minGenerations", "was 6", "[0, maxGenerations = 5]"),
                bad("negative stagnation limit", () -> integer8().stagnationLimit(-2),
                        "stagnationLimit", "was -2", "[0, 100000000]"),
                bad("negative restart-after-stagnation", () -> integer8().restartAfterStagnation(-1),
                        "restartAfterStagnation", "was -1", "[0, 100000000]"),
                bad("zero time limit", () -> integer8().timeLimit(Duration.ZERO),
                        "timeLimit", "was PT0S", "positive"),
                bad("negative time limit", () -> integer8().timeLimit(Duration.ofSeconds(-1)),
                        "timeLimit", "was PT-1S", "positive"),
                bad("NaN fitness target", () -> integer8().fitnessTarget(Double.NaN),
                        "fitnessTarget", "was NaN", "finite"),
                bad("findAllSolutions on N = 15",
                        () -> Engine.builder(Encoding.INTEGER, 15).findAllSolutions(true).build(),
                        "board size n (to find all solutions)", "was 15", "[1, 14]"),

                // ---- operators that do not fit the encoding ----------------------------------
                bad("PMX on INTEGER", () -> integer8().crossover(Pmx.of(), 0.9).build(),
                        "crossover pmx", "INTEGER", "accepts PERMUTATION"),
                bad("in-row move on PERMUTATION",
                        () -> Engine.builder(Encoding.PERMUTATION, 8).mutation(InRowMove.of(), 0.2).build(),
                        "mutation inRowMove", "PERMUTATION", "accepts ONE_HOT_ROWS"),
                bad("row-boundary crossover on INTEGER", () -> integer8().crossover(RowBoundary.of(), 0.9).build(),
                        "crossover rowBoundary", "INTEGER", "accepts ONE_HOT_ROWS"),
                bad("gene-wise crossover on PERMUTATION",
                        () -> Engine.builder(Encoding.PERMUTATION, 8).crossover(GeneWise.document004(), 1.0).build(),
                        "crossover geneWise", "PERMUTATION", "accepts INTEGER"),
                bad("002's adjacent-row score on INTEGER", () -> integer8().fitness(AdjacentRowScore.of()).build(),
                        "fitness AdjacentRowScore", "INTEGER", "accepts BINARY, ONE_HOT_ROWS"),
                bad("000's halved cost on BINARY",
                        () -> Engine.builder(Encoding.BINARY, 8).fitness(HalvedCostFitness.of()).build(),
                        "fitness HalvedCostFitness", "BINARY", "accepts INTEGER, PERMUTATION"),
                bad("004's attack count for INTEGER on BINARY",
                        () -> Engine.builder(Encoding.BINARY, 8).fitness(AttackingPairs.of(Encoding.INTEGER)).build(),
                        "fitness AttackingPairs", "BINARY", "accepts INTEGER"),
                bad("001's non-attacking pairs for BINARY on INTEGER",
                        () -> integer8().fitness(NonAttackingPairs.of(Encoding.BINARY)).build(),
                        "fitness NonAttackingPairs", "INTEGER", "accepts BINARY"),

                // ---- experiments and sweeps --------------------------------------------------
                bad("sweep with an empty grid (no axis)",
                        () -> Experiment.of(Sweep.over(BadInputCatalogTest.integer8())),
                        "sweep grid", "no axis", "at least one"),
                bad("sweep axis with no values",
                        () -> Axis.of("pop", List.<Integer>of(), Engine.Builder::populationSize),
                        "axis \"pop\"", "no values", "at least one"),
                bad("a sweep setting that is not a valid engine",
                        () -> Experiment.of(Sweep.over(BadInputCatalogTest.integer8())
                                .axis("pop", List.of(10, 1), Engine.Builder::populationSize)),
                        "setting pop=1", "population size", "was 1", "[2, 10000000]"),
                bad("experiment over no configurations", () -> Experiment.of(List.of()),
                        "builders", "empty", "at least one configuration"),
                bad("experiment with 0 seeds", () -> Experiment.of(integer8()).seeds(0, 0),
                        "seed count", "was 0", "at least 1"),
                bad("experiment with a negative seed count", () -> Experiment.of(integer8()).seeds(5, -3),
                        "seed count", "was -3", "at least 1"),
                bad("experiment with an empty seed list", () -> Experiment.of(integer8()).seeds(List.of()),
                        "seeds", "empty", "at least one seed"),
                bad("experiment with 0 threads", () -> Experiment.of(integer8()).threads(0),
                        "threads", "was 0", "[1, 4096]"),
                bad("experiment with a zero time budget", () -> Experiment.of(integer8()).timeBudget(Duration.ZERO),
                        "timeBudget", "was PT0S", "positive"),
                bad("experiment of more runs than a table can hold", () -> Experiment.of(integer8(),
                        integer8()).seeds(0, 6_000_000),
                        "settings × seeds", "at most 10000000", "2 × 6000000"),

                // ---- low-level calls a notebook may make directly ------------------------------
                bad("cycle crossover of parents that are not permutations", () -> io.nqueens.operators.crossover
                        .CycleCrossover.of().cross(new int[] {0, 0, 0}, new int[] {1, 1, 1}, new int[3], null, rng),
                        "crossover cx", "parent1 must be a permutation of 0..2",
                        "parent1[0] = 0 repeats at parent1[1]"),
                bad("cycle crossover with a gene off the board", () -> io.nqueens.operators.crossover
                        .CycleCrossover.of().cross(new int[] {0, 1, 2}, new int[] {0, 1, 3}, new int[3], null, rng),
                        "crossover cx", "parent2[2] must be in [0, 2]", "was 3"),
                bad("cycle crossover with a first parent's gene off the board", () -> CycleCrossover.of().cross(
                        new int[] {0, 1, 3}, new int[] {0, 1, 2}, new int[3], null, rng),
                        "crossover cx", "parent1[2] must be in [0, 2]", "was 3"),
                bad("cut-and-crossfill with a gene of -1", () -> CutAndCrossfill.of().cross(
                        new int[] {0, -1, 2}, new int[] {2, 1, 0}, new int[3], null, rng),
                        "crossover cutAndCrossfill", "parent1[1] must be in [0, 2]", "was -1"),
                bad("cut-and-crossfill with a gene of Integer.MAX_VALUE", () -> CutAndCrossfill.of().cross(
                        new int[] {0, 1, 2}, new int[] {Integer.MAX_VALUE, 1, 0}, new int[3], new int[3], rng),
                        "crossover cutAndCrossfill", "parent2[0] must be in [0, 2]", "was 2147483647"),
                bad("cut-and-crossfill with a gene equal to the genome's length", () -> CutAndCrossfill.of().cross(
                        new int[] {0, 1, 0, 0}, new int[] {1, 0, 0, 4}, new int[4], null, rng),
                        "crossover cutAndCrossfill", "parent2[3] must be in [0, 3]", "0 and 1 on a binary board",
                        "was 4"),
                bad("PMX with a gene off the board", () -> Pmx.of().cross(new int[] {0, 1, 2}, new int[] {0, 1, 5},
                        new int[3], null, rng),
                        "crossover pmx", "parent2[2] must be in [0, 2]", "a permutation of 0..2", "was 5"),
                bad("PMX of parents that are not permutations", () -> Pmx.withDistinctCuts().cross(
                        new int[] {0, 1, 1, 3}, new int[] {3, 2, 1, 0}, new int[4], new int[4], rng),
                        "crossover pmx(distinct cuts)", "parent1 must be a permutation of 0..3",
                        "parent1[1] = 1 repeats at parent1[2]"),
                bad("order crossover with a gene off the board", () -> OrderCrossover.of().cross(
                        new int[] {0, 1, 2}, new int[] {-1, 1, 2}, new int[3], null, rng),
                        "crossover ox", "parent2[0] must be in [0, 2]", "was -1"),
                bad("order crossover of parents that are not permutations", () -> OrderCrossover.of().cross(
                        new int[] {2, 1, 0}, new int[] {0, 2, 2}, new int[3], null, rng),
                        "crossover ox", "parent2 must be a permutation of 0..2",
                        "parent2[1] = 2 repeats at parent2[2]"),
                bad("PMX without a random generator", () -> Pmx.of().cross(new int[] {0, 1, 2}, new int[] {2, 1, 0},
                        new int[3], null, null),
                        "crossover pmx", "rng must not be null"),
                bad("cycle crossover without a random generator", () -> CycleCrossover.of().cross(new int[] {0, 1},
                        new int[] {1, 0}, new int[2], null, null),
                        "crossover cx", "rng must not be null"),
                bad("swap mutation without a random generator", () -> Swap.of().mutate(new int[] {0, 1, 2}, null),
                        "mutation swap", "rng must not be null"),
                bad("in-row move without a random generator", () -> InRowMove.of().mutate(new int[] {1, 0, 0, 1}, null),
                        "mutation inRowMove", "rng must not be null"),
                bad("roulette wheel without a random generator", () -> RouletteWheel.of().select(
                        TestPopulations.of(Direction.MAXIMIZE, 3, 1, 2), 1, new int[1], null),
                        "selector roulette", "rng must not be null"),
                bad("tournament without a random generator", () -> Tournament.of(2).select(
                        TestPopulations.of(Direction.MINIMIZE, 3, 1, 2), 0, new int[1], null),
                        "selector tournament(2)", "rng must not be null"),
                bad("memetic repair without a random generator", () -> io.nqueens.memetic.Repair.of(5).mutate(
                        new int[] {0, 1, 2, 3}, null),
                        "mutation repair(5.0·N steps, 2 tries)", "rng must not be null"),
                bad("conflict-directed swap without a random generator", () -> io.nqueens.memetic.ConflictDirectedSwap
                        .of().mutate(new int[] {0, 1, 2, 3}, null),
                        "mutation conflictDirectedSwap(64 partners)", "rng must not be null"),
                bad("a decaying rate at a negative generation", () -> Rate.decaying(0.5, 0.1).at(-5),
                        "generation must be at least 0", "rate 0.5 - 0.1/gen", "was -5"),
                bad("a constant rate at a negative generation", () -> Rate.of(0.3).at(-1),
                        "generation must be at least 0", "rate 0.3", "was -1"),
                bad("quantile of values out of order", () -> Quartiles.quantile(new double[] {3, 1, 2}, 0.5),
                        "sorted must be in increasing order", "sorted[0] = 3.0 > sorted[1] = 1.0", "Quartiles.of"),
                bad("quantile of values holding NaN", () -> Quartiles.quantile(new double[] {1, Double.NaN, 2}, 0.5),
                        "sorted must not hold NaN", "at index 1"),
                bad("animation of more pixels than BoardAnimation.MAX_PIXELS", () -> io.nqueens.plots.BoardAnimation
                        .of(integer8().stopWhenSolved(false).maxGenerations(30).build().runToEnd(0))
                        .every(1).boardSize(2048).frames(),
                        "31 frames of 2048 × 2070 pixels", "more than the 100000000", "BoardAnimation.MAX_PIXELS",
                        "every(k) (now 1)", "boardSize(side) (now 2048)"),
                bad("PMX of parents of different lengths", () -> Pmx.of().cross(new int[] {0, 1, 2}, new int[] {1, 0},
                        new int[3], null, rng),
                        "crossover pmx", "parent2.length", "must be 3", "was 2"),
                bad("PMX into a null first child", () -> Pmx.of().cross(new int[] {0, 1, 2}, new int[] {2, 1, 0},
                        null, new int[3], rng),
                        "crossover pmx", "child1", "must not be null"),
                bad("PMX with distinct cuts of empty genomes", () -> Pmx.withDistinctCuts().cross(new int[0],
                        new int[0], new int[0], null, rng),
                        "crossover pmx(distinct cuts)", "parent1.length", "at least 1", "was 0"),
                bad("order crossover of empty genomes", () -> OrderCrossover.of().cross(new int[0], new int[0],
                        new int[0], new int[0], rng),
                        "crossover ox", "parent1.length", "at least 1", "was 0"),
                bad("single-point crossover of empty genomes", () -> SinglePoint.interior().cross(new int[0],
                        new int[0], new int[0], null, rng),
                        "crossover singlePoint", "parent1.length", "at least 1", "was 0"),
                bad("cut-and-crossfill with a null second parent", () -> CutAndCrossfill.of().cross(
                        new int[] {0, 1}, null, new int[2], null, rng),
                        "crossover cutAndCrossfill", "parent2", "must not be null"),
                bad("uniform crossover into a second child of the wrong length", () -> UniformCrossover.of().cross(
                        new int[] {0, 1, 2}, new int[] {2, 1, 0}, new int[3], new int[2], rng),
                        "crossover uniform(0.5)", "child2.length", "must be 3", "was 2"),
                bad("gene-wise crossover into a first child of the wrong length", () -> GeneWise.document004().cross(
                        new int[] {0, 1, 2}, new int[] {2, 1, 0}, new int[4], null, rng),
                        "crossover geneWise", "child1.length", "must be 3", "was 4"),
                bad("cycle crossover of parents of different lengths", () -> CycleCrossover.of().cross(
                        new int[] {0, 1, 2}, new int[] {0, 1, 2, 3}, new int[3], null, rng),
                        "crossover cx", "parent2.length", "must be 3", "was 4"),
                bad("row-boundary crossover of genomes that are not n² long", () -> RowBoundary.of().cross(
                        new int[5], new int[5], new int[5], null, rng),
                        "crossover rowBoundary", "parent1.length", "n²", "was 5"),
                bad("random reset of an empty genome", () -> RandomReset.anyValue().mutate(new int[0], rng),
                        "mutation randomReset(any)", "genes.length", "at least 1", "was 0"),
                bad("swap mutation of a null genome", () -> Swap.of().mutate(null, rng),
                        "mutation swap", "genes", "must not be null"),
                bad("inversion of an empty genome", () -> Inversion.of().mutate(new int[0], rng),
                        "mutation inversion", "genes.length", "at least 1", "was 0"),
                bad("in-row move of a genome whose row group holds no queen", () -> InRowMove.of().mutate(
                        new int[] {0, 0, 0, 0}, rng),
                        "mutation inRowMove", "genes row group", "exactly one 1", "held none"),
                bad("in-row move of a genome that is not n² long", () -> InRowMove.asDocument003().mutate(
                        new int[5], rng),
                        "mutation inRowMove(003)", "genes.length", "n²", "was 5"),
                bad("tournament picking more parents than into holds", () -> Tournament.of(2).select(
                        TestPopulations.of(Direction.MINIMIZE, 3, 1, 2), 5, new int[4], rng),
                        "selector tournament(2)", "count", "[0, 4]", "was 5"),
                bad("roulette wheel picking a negative count", () -> RouletteWheel.of().select(
                        TestPopulations.of(Direction.MAXIMIZE, 3, 1, 2), -1, new int[3], rng),
                        "selector roulette", "count", "[0, 3]", "was -1"),
                bad("stochastic universal sampling into a null array", () -> StochasticUniversalSampling.of().select(
                        TestPopulations.of(Direction.MAXIMIZE, 3, 1, 2), 2, null, rng),
                        "selector sus", "into", "must not be null"),
                bad("truncation selection of a null population", () -> Truncation.of(0.5).select(null, 1,
                        new int[1], rng),
                        "selector truncation(0.5)", "population", "must not be null"),
                bad("linear rank picking more parents than into holds", () -> LinearRank.of(1.5).select(
                        TestPopulations.of(Direction.MAXIMIZE, 3, 1, 2), 5, new int[4], rng),
                        "selector linearRank(1.5)", "count", "[0, 4]", "was 5"),
                bad("best-ties selection of a null population", () -> BestTies.of().select(null, 1, new int[1], rng),
                        "selector bestTies", "population", "must not be null"),
                bad("distinct tournament larger than the population it selects from",
                        () -> Tournament.withoutReplacement(4).select(
                                TestPopulations.of(Direction.MINIMIZE, 3, 1, 2), 1, new int[1], rng),
                        "tournament size", "was 4", "[1, 3]"),
                row("diagonal count before any genome is loaded", IllegalStateException.class,
                        () -> DiagonalCounters.empty().onDiagonal(0),
                        "no genome loaded", "load(rows)"),
                row("anti-diagonal count before any genome is loaded", IllegalStateException.class,
                        () -> DiagonalCounters.empty().onAntiDiagonal(0),
                        "no genome loaded", "load(rows)"),
                bad("pairwise reference with a row off the board", () -> Conflicts.pairsPairwise(new int[] {5, 9}),
                        "rows[0]", "was 5", "[0, 1]"),
                bad("pairwise grid count of board size 0", () -> Conflicts.pairsOnGridPairwise(new int[] {1}, 0),
                        "board size n", "was 0"),
                bad("document 002's score of a vector genome", () -> AdjacentRowScore.of().evaluate(
                        new int[] {1, 1, 1, 1, 1, 1, 1, 1}, 8),
                        "genes", "n²", "was 8 cells for n = 8"),
                bad("threat fitness of board size 0", () -> io.nqueens.fitness.ThreatFitness.countingEveryQueen()
                        .evaluate(new int[0], 0),
                        "board size n", "was 0", "at least 1"),
                bad("threat fitness of board size 1 given two genes", () -> io.nqueens.fitness.ThreatFitness
                        .countingEveryQueen().evaluate(new int[] {1, 1}, 1),
                        "genes", "1 gene for board size 1", "had 2"),
                bad("attacking pairs of a vector genome shorter than the board", () -> Encoding.PERMUTATION
                        .attackingPairs(new int[] {0, 2, 4, 1, 3}, 8),
                        "genes", "n = 8", "had 5"),
                bad("document 000's fitness of a vector genome longer than the board", () -> HalvedCostFitness.of()
                        .evaluate(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 0}, 8),
                        "genes", "n = 8", "had 9"),
                bad("document 001's fitness-share mutation rule with a minimised fitness", () -> integer8()
                        .mutationWhenFitnessShareBelow(RandomReset.anyValue(), 0.1).build(),
                        "mutationWhenFitnessShareBelow", "maximised", "is minimised"),
                bad("random board without a generator", () -> Board.random(8, null),
                        "rng", "null"),
                bad("Wilson interval whose bounds are reversed", () -> new io.nqueens.stats.WilsonInterval(1, 2, 0.9, 0.1),
                        "0 <= low <= high <= 1", "low = 0.9", "high = 0.1"),
                bad("Wilson interval with more successes than trials", () -> new io.nqueens.stats.WilsonInterval(3, 2, 0, 1),
                        "successes", "was 3", "[0, 2]"),
                bad("quantile of no values", () -> io.nqueens.stats.Quartiles.quantile(new double[0], 0.5),
                        "sorted", "at least one value"),
                bad("quartiles of a sample holding NaN", () -> Quartiles.of(1, Double.NaN),
                        "sample", "must not hold NaN", "held NaN"),
                bad("quartiles between -Infinity and +Infinity", () -> Quartiles.of(Double.NEGATIVE_INFINITY,
                        Double.POSITIVE_INFINITY),
                        "q = 0.25", "-Infinity (sorted[0])", "Infinity (sorted[1])", "no value"),
                bad("random genome into an array of the wrong length", () -> Encoding.INTEGER.randomGenome(8, rng,
                        new int[3]),
                        "out", "8 genes", "had 3"),
                bad("neighbourhood search of a board too large", () -> io.nqueens.board.Neighbourhood.best(
                        Board.random(10_001, rng)),
                        "board size", "was 10001", "at most 10000"),

                // ---- pictures ----------------------------------------------------------------
                bad("board image below the smallest side", () -> BoardImage.of(Board.of(1, 3, 0, 2), 15),
                        "pixels", "was 15", "[16, 4096]"),
                bad("board image above the largest side", () -> BoardImage.of(Board.of(1, 3, 0, 2), 5000),
                        "pixels", "was 5000", "[16, 4096]"),
                bad("board image with fewer pixels than squares", () -> BoardImage.of(Board.random(100, rng), 64),
                        "pixels", "was 64", "[100, 4096]"),
                bad("grid image of board size 0", () -> BoardImage.ofGrid(new int[0], 0, 100, false, null),
                        "board size n", "was 0", "[1, 4096]"),
                bad("ASCII grid of a board too large to print", () -> AsciiBoard.gridByRow(Board.random(101, rng)),
                        "board size", "was 101", "[1, 100]"),
                bad("board drawn into a square of side 0", () -> BoardImage.draw(
                        new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB).createGraphics(),
                        Encoding.INTEGER, new int[] {0}, 1, 0, 0, 0, true),
                        "side", "was 0", "at least 1"),
                bad("binary board drawn with a board size whose square overflows", () -> BoardImage.draw(
                        new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB).createGraphics(),
                        Encoding.BINARY, new int[0], 65536, 0, 0, 8, true),
                        "board size n", "BINARY", "was 65536", "[1, " + Encoding.MAX_BINARY_SIZE + "]"),
                bad("one-hot-rows board drawn with board size 0", () -> BoardImage.draw(
                        new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB).createGraphics(),
                        Encoding.ONE_HOT_ROWS, new int[0], 0, 0, 0, 8, true),
                        "board size n", "ONE_HOT_ROWS", "was 0", "[1, " + Encoding.MAX_BINARY_SIZE + "]"),
                bad("scaling chart of a row with board size 0", () -> ScalingChart.of().add("plain",
                        List.of(new ScalingStudy.Row(0, 1, true, 3, 100, 1.0, StopReason.SOLVED, 0.0))),
                        "rows of \"plain\"", "rows[0].n (board size)", "was 0", "[1, " + maxBoard + "]"),
                bad("scaling chart of a row with a NaN wall time", () -> ScalingChart.of().add("plain",
                        List.of(new ScalingStudy.Row(8, 1, true, 3, 100, 1.0, StopReason.SOLVED, 0.0),
                                new ScalingStudy.Row(8, 2, true, 3, 100, Double.NaN, StopReason.SOLVED, 0.0))),
                        "rows[1].wallMillis", "was NaN", "finite number >= 0"),
                bad("fitness chart narrower than the smallest chart", () -> FitnessChart.of(tinyRun()).size(10, 300),
                        "width", "was 10", "[50, 8192]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void eachBadInputFailsSayingWhatToChange(Row row) {
        Throwable thrown = assertThrows(row.type(), row.code(), row.description());
        String message = thrown.getMessage();
        for (String part : row.says()) {
            assertTrue(message != null && message.contains(part),
                    () -> row.description() + ": the message should say \"" + part + "\" but was: " + message);
        }
    }

    @Test
    void theCatalogueHasAtLeastFortyRowsWithDistinctDescriptions() {
        List<String> descriptions = catalogue().map(Row::description).toList();
        assertTrue(descriptions.size() >= 40, "rows: " + descriptions.size());
        assertEquals(descriptions.size(), descriptions.stream().distinct().count(), "descriptions repeat");
    }

    /**
     * No API point requires a solution to exist, so N = 2 and 3 are accepted everywhere: the
     * solver counts and lists none, the catalog is complete at 0 of 0, an engine looking for all
     * solutions stops at once saying so (also in experiment tables, see EverySearchEndsTest), and an
     * engine that only hopes for one runs its budget.
     */
    @Test
    void sizesTwoAndThreeAreAnsweredNotRejected() {
        for (int n : new int[] {2, 3}) {
            assertEquals(0, Solutions.count(n));
            assertEquals(0, Solutions.countFundamental(n));
            assertTrue(Solutions.all(n).isEmpty());
            assertEquals(0, Solutions.stream(n).count());
            SolutionCatalog catalog = SolutionCatalog.of(n, List.of(Board.random(n, new SplittableRandom(n))));
            assertEquals(0, catalog.total());
            assertTrue(catalog.isComplete());
            for (Encoding e : Encoding.values()) {
                RunResult all = Engine.builder(e, n).populationSize(4).findAllSolutions(true).build().runToEnd(1);
                assertEquals(StopReason.NO_SOLUTION_EXISTS, all.stopReason(), e + " n=" + n);
                assertEquals(0, all.generations());
                RunResult one = Engine.builder(e, n).populationSize(4).maxGenerations(3).build().runToEnd(1);
                assertEquals(StopReason.MAX_GENERATIONS, one.stopReason(), e + " n=" + n);
                assertFalse(one.solved());
            }
        }
    }
}
