package io.nqueens.engine;

import io.nqueens.presets.Preset;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.RandomConfigurations.Config;
import io.nqueens.board.Conflicts;
import io.nqueens.fitness.Direction;
import io.nqueens.solver.Solutions;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs of random configurations (see {@link RandomConfigurations}) and of the presets with random
 * sizes, populations and budgets keep the run's promises: a run reported solved holds a real
 * solution, checked with the pairwise reference; its bookkeeping (history, evaluations, solutions,
 * best fitness, stop reason) adds up; and the same seed gives the same run, however it is driven.
 */
class RunPropertiesTest {

    private static final int MAX_N = 10;

    private static Config config(Encoding e, int n, int mu, long choices) {
        return RandomConfigurations.config(e, Math.min(n, e.isBinary() ? 7 : MAX_N), mu, choices);
    }

    @Property(tries = 400)
    void aRandomConfigurationKeepsItsPromises(@ForAll Encoding e, @ForAll @IntRange(min = 1, max = MAX_N) int n,
            @ForAll @IntRange(min = 2, max = 30) int mu, @ForAll long choices, @ForAll long seed) {
        Config c = config(e, n, mu, choices);
        checkPromises(c.build().runToEnd(seed), c + ", seed " + seed);
    }

    @Property(tries = 150)
    void aPresetWithAnotherSizePopulationAndBudgetKeepsItsPromises(@ForAll @IntRange(min = 0, max = 9) int preset,
            @ForAll @IntRange(min = 4, max = 8) int n, @ForAll @IntRange(min = 3, max = 60) int mu,
            @ForAll @IntRange(min = 1, max = 30) int maxGenerations, @ForAll long seed) {
        Engine engine = Preset.documents().stream().map(p -> p.builder(n)).toList().get(preset).populationSize(mu).maxGenerations(maxGenerations).build();
        checkPromises(engine.runToEnd(seed), engine + ", seed " + seed);
    }

    @Property(tries = 200)
    void theSameSeedGivesTheSameRunHoweverItIsDriven(@ForAll Encoding e, @ForAll @IntRange(min = 1, max = MAX_N) int n,
            @ForAll @IntRange(min = 2, max = 30) int mu, @ForAll long choices, @ForAll long seed) {
        Config c = config(e, n, mu, choices);
        Engine engine = c.build();
        String what = c + ", seed " + seed;
        RunResult first = engine.runToEnd(seed);
        assertSameRun(first, engine.runToEnd(seed), what + " (run again)");
        assertSameRun(first, engine.toBuilder().build().runToEnd(seed), what + " (rebuilt engine)");
        assertSameRun(first, c.builder().build().runToEnd(seed), what + " (second build of the builder)");
        Run stepped = engine.run(seed);
        List<Generation> seen = new ArrayList<>(List.of(stepped.latest()));
        while (stepped.hasNext()) {
            seen.add(stepped.next());
        }
        assertSameHistory(first.history(), seen, what + " (stepped)");
        assertSameRun(first, stepped.result(), what + " (stepped)");
        assertSameHistory(first.history(), engine.run(seed).stream().toList(), what + " (streamed)");
    }

    // ---- the promises ----------------------------------------------------------------------

    static void checkPromises(RunResult r, String what) {
        Engine engine = r.engine();
        Encoding e = engine.encoding();
        int n = engine.boardSize();
        Direction direction = engine.fitness().direction();
        List<Generation> history = r.history();

        assertNotNull(r.stopReason(), what + ": a finished run says why it ended");
        int last = r.generations();
        assertTrue(last <= engine.maxGenerations(), what + ": generations within the budget");
        for (int g = 0; g < history.size(); g++) {
            assertEquals(g, history.get(g).index(), what + ": generations are numbered 0, 1, 2, ...");
        }
        if (r.stopReason() == StopReason.MAX_GENERATIONS) {
            assertEquals(engine.maxGenerations(), last, what);
        }

        // Every solution found is real and distinct; the counts in the history add up.
        for (Board b : r.solutions()) {
            assertEquals(n, b.size());
            assertEquals(0, Conflicts.pairsPairwise(b.toArray()), what + ": " + b + " is not a solution");
        }
        assertEquals(r.solutions().size(), new HashSet<>(r.solutions()).size(), what + ": repeated solutions");
        assertEquals(r.solutions().size(), history.get(history.size() - 1).distinctSolutions(), what);
        assertEquals(r.solutions().size(), history.stream().mapToInt(Generation::newSolutions).sum(), what);

        // Solved: the first solved generation is the recorded one, and the best genome is real.
        int firstSolved = -1;
        for (Generation g : history) {
            if (g.solved() && firstSolved < 0) {
                firstSolved = g.index();
            }
            if (g.solved() && g.bestGenes() != null) {
                assertRealSolution(e, g.bestGenes(), n, what + ", generation " + g.index() + "'s best genome");
            }
            if (g.solved()) {
                assertTrue(g.distinctSolutions() > 0, what);
            }
        }
        assertEquals(firstSolved, r.firstSolvedGeneration(), what + ": first solved generation");
        assertEquals(firstSolved >= 0, r.solved(), what);
        if (r.solved()) {
            assertRealSolution(e, r.bestGenes(), n, what + ": the best genome of a solved run");
            assertNotNull(r.bestBoard(), what);
            assertTrue(r.bestBoard().isSolution(), what);
        }
        switch (r.stopReason()) {
            case SOLVED -> {
                assertTrue(history.get(history.size() - 1).solved(), what + ": SOLVED on an unsolved generation");
                assertTrue(last >= engine.settings().minGenerations(), what);
            }
            case ALL_SOLUTIONS_FOUND -> {
                assertEquals(Solutions.count(n), r.solutions().size(), what);
                assertEquals(new HashSet<>(Solutions.all(n)), new HashSet<>(r.solutions()), what);
            }
            case NO_SOLUTION_EXISTS -> assertEquals(0, Solutions.count(n), what);
            default -> { }
        }

        // Per generation: best, mean, worst in order; evaluations never fall and grow by at most one
        // per child (plain copies keep their parent's score); the best ever is the best seen.
        double bestSeen = history.get(0).best();
        long evaluations = 0;
        for (Generation g : history) {
            assertTrue(!direction.isBetter(g.worst(), g.mean()) || close(g.worst(), g.mean()), what + ": worst <= mean");
            assertTrue(!direction.isBetter(g.mean(), g.best()) || close(g.mean(), g.best()), what + ": mean <= best");
            assertTrue(g.std() >= 0, what);
            assertTrue(g.index() == 0 ? g.evaluations() == engine.populationSize()
                    : g.evaluations() >= evaluations, what + ": evaluations never fall");
            // At most: every child once, again after document 001's share-rule mutation, and a
            // fresh population after a restart.
            assertTrue(g.index() == 0 || g.evaluations() - evaluations
                    <= 2L * engine.settings().replacement().offspringCount(engine.populationSize())
                    + engine.populationSize(), what + ": at most twice per child");
            evaluations = g.evaluations();
            if (g.diversity() != -1) {
                assertTrue(g.diversity() >= 1 && g.diversity() <= engine.populationSize(), what + ": diversity");
            }
            bestSeen = direction.better(bestSeen, g.best());
        }
        assertEquals(bestSeen, r.bestFitness(), what + ": best fitness is the best of the history");
        assertEquals(evaluations, r.evaluations(), what);
    }

    private static boolean close(double a, double b) {
        return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a) + Math.abs(b));
    }

    private static void assertRealSolution(Encoding e, int[] genes, int n, String what) {
        assertNull(e.invalidReason(genes, n), what + " is not a valid genome: " + Arrays.toString(genes));
        Board b = e.toBoard(genes, n);
        assertEquals(0, Conflicts.pairsPairwise(b.toArray()), what + " is not a solution: " + b);
    }

    // ---- sameness, wall-clock time aside -----------------------------------------------------

    static void assertSameHistory(List<Generation> a, List<Generation> b, String what) {
        assertEquals(a.size(), b.size(), what + ": generations");
        for (int g = 0; g < a.size(); g++) {
            Generation x = a.get(g);
            Generation y = b.get(g);
            assertTrue(DeterminismTest.same(x, y), what + ": generation " + g + " differs: " + x + " / " + y);
        }
    }

    static void assertSameRun(RunResult a, RunResult b, String what) {
        assertSameHistory(a.history(), b.history(), what);
        assertEquals(a.stopReason(), b.stopReason(), what);
        assertEquals(a.seed(), b.seed(), what);
        assertEquals(a.firstSolvedGeneration(), b.firstSolvedGeneration(), what);
        assertEquals(a.bestFitness(), b.bestFitness(), what);
        assertArrayEquals(a.bestGenes(), b.bestGenes(), what);
        assertEquals(a.solutions(), b.solutions(), what);
        assertEquals(a.evaluations(), b.evaluations(), what);
    }
}
