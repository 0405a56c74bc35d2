package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.solver.Solutions;

import java.time.Duration;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** The whole-GA check: success counts, the Wilson interval, and what the student got wrong. */
class GaCheckTest {

    static Engine.Builder tuned(int n) {
        return Engine.builder(Encoding.PERMUTATION, n).selector(Tournament.of(3)).populationSize(60)
                .crossover(Pmx.of(), 0.8).mutation(Swap.of(), 0.5).restartAfterStagnation(30).maxGenerations(400)
                .label("tuned");
    }

    @Test
    void aTunedGaSolvesEverySeedWithinTheBudget() {
        Supplier<Engine.Builder> ga = () -> tuned(32);
        Report r = GaCheck.of(32, 27, 20_000).check(ga);
        assertEquals("""
                Check GA "tuned" (N = 32): 4/4 points
                  PASS  --   an engine for N = 32 (no points)
                  PASS  --   its plug-ins are no solvers (no points)
                  PASS  1/1  solves at least 14 of 30 seeds within 20,000 evaluations
                             solved 30 of 30 seeds (100%; 95% Wilson interval 89% to 100%); the slowest needed
                             13,350 evaluations
                  PASS  3/3  solves at least 27 of 30 seeds within 20,000 evaluations
                             solved 30 of 30 seeds (100%; 95% Wilson interval 89% to 100%); the slowest needed
                             13,350 evaluations
                  PASS  --   its solutions bred by its own search (no points)
                  PASS  --   when graded, calling the kit's solutions (Solutions, SolutionCatalog) scores 0 (no
                             points)
                """, r.toString());
        assertEquals(4, GaCheck.of(32, 27, 20_000).check(tuned(32).build()).points());
    }

    /** A student's own solver: random swaps that never add an attacking pair, until there is none. */
    static void solve(int[] rows, java.util.random.RandomGenerator rng) {
        int n = rows.length;
        for (long pairs = Encoding.PERMUTATION.attackingPairs(rows, n); pairs > 0; ) {
            int i = rng.nextInt(n);
            int j = rng.nextInt(n);
            int t = rows[i];
            rows[i] = rows[j];
            rows[j] = t;
            long now = Encoding.PERMUTATION.attackingPairs(rows, n);
            if (now > pairs) {
                rows[j] = rows[i];
                rows[i] = t;
            } else {
                pairs = now;
            }
        }
    }

    @Test
    void aGaWhoseMutationRunsASolverScoresZero() {
        Mutation solver = Mutation.named("my mutation", (genes, rng) -> solve(genes, rng));
        Report r = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(solver, 0.05).label("solver"));
        assertEquals(0, r.points(), r::toString);
        assertEquals("its mutation \"my mutation\" returned a full solution for 10 of 10 random 32-queen boards (a"
                + " random board is one less than once in 33,732): that is a solver, not an operator, and a"
                + " GA must find its solutions by its own search, so the answer scores 0",
                r.rule("its plug-ins are no solvers").message());
        // The kit's local search run to a solution is a solver too; a short one is an operator.
        Report memetic = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(Repair.ofSteps(1_000_000), 1)
                .label("memetic"));
        assertTrue(memetic.rule("its plug-ins are no solvers").message().startsWith("its mutation \"repair"),
                memetic::toString);
    }

    @Test
    void aGaWhoseMutationTurnsSolverAfterSomeCallsScoresZero() {
        // Honest for its first 3,000 calls (past the probe before the runs), a solver after them.
        int[] calls = {0};
        Mutation late = Mutation.named("my mutation", (genes, rng) -> {
            if (++calls[0] > 3_000) {
                solve(genes, rng);
            } else {
                Swap.of().mutate(genes, rng);
            }
        });
        Report r = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(late, 0.5).label("late"));
        assertEquals(0, r.points(), r::toString);
        String message = r.rule("its solutions bred by its own search").message();
        // The audit of the runs' own calls sees the solver's first solution (before the probes between runs).
        assertTrue(message.matches("in the graded runs, a call of its mutation \"my mutation\" changed \\d+ of its 32"
                + " genes to make the full solution \\[.*\\] \\(run from seed \\d+\\), where its other calls"
                + " \\([\\d,]+ in all\\) changed at most 2: no mutation move makes that solution, so it came from a"
                + " solver or was planted; a GA must find its solutions by its own search, so the answer scores 0"), message);
        assertTrue(calls[0] > 3_000);
    }

    @Test
    void aGaThatPlantsAHardCodedSolutionDuringItsRunsScoresZero() {
        int[] known = Encoding.PERMUTATION.randomGenome(32, new java.util.SplittableRandom(5));
        solve(known, new java.util.SplittableRandom(5)); // the student found one once, and keeps it
        assertEquals(0, Encoding.PERMUTATION.attackingPairs(known, 32));
        // Plants the solution only when the engine breeds: called on its own, it is an honest swap.
        Mutation planter = Mutation.named("my mutation", (genes, rng) -> {
            boolean breeding = StackWalker.getInstance().walk(f -> f.anyMatch(x -> x.getClassName().endsWith("Breeder")));
            if (breeding && rng.nextInt(50) == 0) {
                System.arraycopy(known, 0, genes, 0, genes.length);
            } else {
                Swap.of().mutate(genes, rng);
            }
        });
        Report r = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(planter, 0.5).label("planter"));
        assertEquals(0, r.points(), r::toString);
        assertTrue(r.rule("its plug-ins are no solvers").passed(), "the probe outside the runs saw an honest swap");
        // The probes among the runs' calls are made inside the engine's call too, so the planter
        // plants in one of them now and then. Their boards and generator come from a secret seed
        // (ProbeSeeds, a SecureRandom), so whether a run's call or a probe plants first differs from
        // one JVM to the next; both are caught, and the message names which it was.
        String message = r.rule("its solutions bred by its own search").message();
        String probe = message.contains("(a probe on a board of the run)") ? " (a probe on a board of the run)" : "";
        assertEquals("in the graded runs, a call of its mutation \"my mutation\"" + probe + " changed 32 of its 32"
                + " genes to make the full solution [23, 10, 2, 19, 22, 20, 27, 12, 16, 6, 0, 31, 25, 7, 26, 21, 18, 4,"
                + " 14, 11, ... (32 genes) ..., 9, 29, 15] (run from seed 0), where its other calls (2,127 in all)"
                + " changed at most 2: no mutation move makes that solution, so it came from a solver or was planted;"
                + " a GA must find its solutions by its own search, so the answer scores 0", message);
    }

    /** The first long of {@code new SplittableRandom(s)} for every small seed s: what the probes once handed out. */
    static java.util.Set<Long> smallSeedFirstLongs() {
        java.util.Set<Long> firsts = new java.util.HashSet<>();
        for (long s = 0; s < 50_000; s++) {
            firsts.add(new java.util.SplittableRandom(s).nextLong());
        }
        return firsts;
    }

    @Test
    void aSolverThatBehavesWhenProbedScoresNoMoreThanTheSameSolverWithoutTheDodge() {
        // Issue 44: a swap when handed new SplittableRandom(small seed) (the probes' generator), a
        // solver in the GA's own runs. The audit of the runs' calls sees the solver at work.
        java.util.Set<Long> probed = smallSeedFirstLongs();
        Mutation dodge = Mutation.named("my swap", (genes, rng) -> {
            if (probed.contains(rng.nextLong())) {
                Swap.of().mutate(genes, rng);
            } else {
                solve(genes, rng);
            }
        });
        Report dodging = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(dodge, 0.5).label("dodge"));
        Mutation plain = Mutation.named("my swap", (genes, rng) -> solve(genes, rng));
        Report solver = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(plain, 0.5).label("solver"));
        assertEquals(0, solver.points(), solver::toString);
        assertEquals(0, dodging.points(), dodging::toString);
        // The probes' seeds are drawn where the plug-in cannot list them: it solves when probed too.
        assertTrue(dodging.rule("its plug-ins are no solvers").message().startsWith("its mutation \"my swap\" returned a"
                + " full solution for "), dodging::toString);
    }

    /** The 8 images of a permutation board under the square's rotations and reflections. */
    static java.util.List<int[]> mirrorImages(int[] rows) {
        int n = rows.length;
        java.util.List<int[]> images = new java.util.ArrayList<>();
        int[] b = rows.clone();
        for (int turn = 0; turn < 4; turn++) {
            images.add(b.clone());
            int[] flipped = new int[n];
            for (int c = 0; c < n; c++) {
                flipped[c] = n - 1 - b[c];
            }
            images.add(flipped);
            int[] turned = new int[n]; // a quarter turn: queen (c, r) goes to (r, n-1-c)
            for (int c = 0; c < n; c++) {
                turned[b[c]] = n - 1 - c;
            }
            b = turned;
        }
        return images;
    }

    @Test
    void aMutationThatPlantsADifferentMirrorImageEachTimeScoresZero() {
        // Issue 44: a swap, except that a nearly solved board becomes one of the 8 images of a
        // 32-queen solution the student wrote down, each image once: the probes never trigger it,
        // and no two seeds end on the same solution.
        int[] written = Encoding.PERMUTATION.fromBoard(io.nqueens.solver.ExplicitSolution.of(32));
        java.util.List<int[]> images = mirrorImages(written);
        assertEquals(8, images.stream().map(java.util.Arrays::toString).distinct().count());
        for (int[] image : images) {
            assertEquals(0, Encoding.PERMUTATION.attackingPairs(image, 32));
        }
        int[] planted = {0};
        Mutation planter = Mutation.named("my swap", (genes, rng) -> {
            if (planted[0] < 8 && Encoding.PERMUTATION.attackingPairs(genes, genes.length) <= 3) {
                System.arraycopy(images.get(planted[0]++), 0, genes, 0, genes.length);
            } else {
                Swap.of().mutate(genes, rng);
            }
        });
        Report r = GaCheck.of(32, 27, 8_000).check(() -> tuned(32).mutation(planter, 0.5).label("planter"));
        assertEquals(0, r.points(), r::toString);
        assertTrue(planted[0] > 0);
        assertTrue(r.rule("its solutions bred by its own search").message().startsWith("in the graded runs, a call of"
                + " its mutation \"my swap\" changed "), r::toString);
    }

    @Test
    void honestOperatorsOfTheStudentsOwnPassTheAuditOfTheRuns() {
        // Wrapped under a name of the student's, the kit's operators are plug-ins: every call audited.
        Supplier<Engine.Builder> swaps = () -> tuned(32).crossover(io.nqueens.operators.crossover.Crossover.named("my pmx",
                Pmx.of())).mutation(Mutation.named("my swap", Swap.of())).label("own swap");
        assertEquals(4, GaCheck.of(32, 27, 20_000).check(swaps).points());
        // An inversion changes up to all 32 genes in one call: a solution it makes is within its moves.
        Supplier<Engine.Builder> inversions = () -> tuned(32).crossover(io.nqueens.operators.crossover.Crossover
                .named("my ox", OrderCrossover.of())).mutation(Mutation.named("my inversion",
                io.nqueens.operators.mutation.Inversion.of())).label("own inversion");
        Report r = GaCheck.of(32, 0, 20_000).check(inversions);
        assertTrue(r.rule("its solutions bred by its own search").passed(), r::toString);
    }

    @Test
    void twoSeedsEndingOnTheSameSolutionOfALargeBoardIsAPlantedOne() {
        int[] known = Encoding.PERMUTATION.randomGenome(32, new java.util.SplittableRandom(5));
        solve(known, new java.util.SplittableRandom(5));
        OwnSearch.Firsts firsts = new OwnSearch.Firsts();
        firsts.add(Encoding.PERMUTATION.toBoard(known, 32), 3);
        assertTrue(firsts.distinct(32).passed());
        firsts.add(Encoding.PERMUTATION.toBoard(known.clone(), 32), 7);
        assertEquals("the runs from seeds 3, 7 all found the same first solution [23, 10, 2, 19, 22, 20, 27, 12, 16, 6,"
                + " 0, 31, 25, 7, 26, 21, 18, 4, 14, 11, ... (32 genes) ..., 9, 29, 15]: 32 queens have billions of"
                + " solutions and a search finds another one from each seed, so this one was not bred by the GA: it was"
                + " planted, and the answer scores 0", firsts.distinct(32).message());
        assertTrue(firsts.distinct(8).passed(), "8 queens have 92 solutions: two seeds may well share one");
    }

    @Test
    void anUntunedGaFailsTheSuccessRuleWithTheRateAndTheSeedsItMissed() {
        Engine.Builder start = Engine.builder(Encoding.PERMUTATION, 16).selector(RouletteWheel.of())
                .populationSize(100).crossover(OrderCrossover.of(), 0.8).mutation(Swap.of(), 0.05).maxGenerations(100)
                .label("start");
        Report r = GaCheck.of(16, 27, 5_000).seeds(0, 30).check(start);
        assertEquals(0, r.points(), r::toString);
        String message = r.rule("solves at least 27 of 30 seeds within 5,000 evaluations").message();
        assertTrue(message.matches("solved \\d+ of 30 seeds \\(\\d+%; 95% Wilson interval \\d+% to \\d+%\\), needs 27;"
                + " unsolved within the budget: seeds 0.*"), message);
    }

    @Test
    void anEngineForAnotherBoardOrOneThatDoesNotBuildFailsTheFirstRule() {
        Report other = GaCheck.of(32, 27, 20_000).check(tuned(8));
        assertEquals("the engine is for N = 8; this exercise asks for N = 32", other.rule("an engine for N = 32").message());
        assertEquals("not checked: \"an engine for N = 32\" failed, so the answer scores 0",
                other.rule("solves at least 27 of 30 seeds within 20,000 evaluations").message());
        Report broken = GaCheck.of(8, 1, 1_000).check(Engine.builder(Encoding.PERMUTATION, 8)
                .crossover(io.nqueens.operators.crossover.SinglePoint.interior(), 0.8));
        assertTrue(broken.rule("an engine for N = 8").message().startsWith("building the engine threw"
                + " IllegalArgumentException: "), broken::toString);
        Report none = GaCheck.of(8, 1, 1_000).check(() -> null);
        assertEquals("expected an Engine or an Engine.Builder, got null", none.rule("an engine for N = 8").message());
    }

    /** Exercise 5's answer: the kit's defaults with two levers moved. */
    static Engine.Builder exercise5() {
        return Engine.builder(Encoding.PERMUTATION, 32).mutationRate(0.6).replacement(Replacement.elitism(2))
                .restartAfterStagnation(100).label("my tuned GA");
    }

    @Test
    void exercise5sTargetNeedsMoreThanTheDefaultsPlusOneSetting() {
        GaCheck ex5 = GaCheck.of(32, 27, 8_000);
        Report answer = ex5.check(exercise5());
        assertEquals(4, answer.points(), answer::toString);
        assertTrue(answer.rule("solves at least 27 of 30 seeds within 8,000 evaluations").message().startsWith(
                "solved 28 of 30 seeds"), answer::toString);
        // The best single settings measured: each solves at most 25 seeds within 8,000 evaluations.
        Engine.Builder[] single = {Engine.builder(Encoding.PERMUTATION, 32),
            Engine.builder(Encoding.PERMUTATION, 32).mutationRate(0.5),
            Engine.builder(Encoding.PERMUTATION, 32).mutationRate(0.6),
            Engine.builder(Encoding.PERMUTATION, 32).restartAfterStagnation(30),
            Engine.builder(Encoding.PERMUTATION, 32).restartAfterStagnation(100),
            Engine.builder(Encoding.PERMUTATION, 32).selector(Tournament.of(3))};
        for (Engine.Builder b : single) {
            Report r = ex5.check(b);
            assertTrue(r.points() <= 1, r::toString);
            assertTrue(r.rule("solves at least 27 of 30 seeds within 8,000 evaluations").message().contains(", needs 27;"),
                    r::toString);
        }
    }

    @Test
    void theChecklistSaysThatTakingTheKitsSolutionsScoresZeroWhenGraded() {
        // When graded, Solutions and SolutionCatalog are absent from the student's class path, so
        // this answer does not compile (tools/tests/test_assignments.py grades it); in one JVM the check
        // says so in its last line.
        int[] known = Solutions.stream(32).findFirst().orElseThrow().toArray();
        Mutation copies = Mutation.named("copies a solution", (genes, rng) -> System.arraycopy(known, 0, genes, 0,
                genes.length));
        Report r = GaCheck.of(32, 27, 8_000).check(Engine.builder(Encoding.PERMUTATION, 32).mutation(copies, 0.1)
                .label("cheat"));
        NamedCrossoverCheckTest.assertGradedLine(r, "the kit's solutions (Solutions, SolutionCatalog)");
        assertEquals(4, GaCheck.of(32, 27, 8_000).check(exercise5()).points());
    }

    @Test
    void aStubIsNotWrittenYetAndTheTimeLimitStopsTheRuns() {
        Report stub = GaCheck.of(32, 27, 20_000).check(() -> {
            throw new NotWrittenYet();
        });
        assertTrue(stub.notWrittenYet());
        Engine slow = Engine.builder(Encoding.PERMUTATION, 200).populationSize(500).stopWhenSolved(false)
                .maxGenerations(200_000).build(); // hours of work, a history that fits the heap
        Report stopped = GaCheck.of(200, 1, 1_000).timeLimit(Duration.ofMillis(500)).check(slow);
        assertTrue(stopped.timedOut(), stopped::toString);
        assertEquals("did not finish within 500 ms: does \"custom\" loop forever?",
                stopped.rule("solves at least 1 of 30 seeds within 1,000 evaluations").message());
        assertEquals(5, stopped.rules().size(), "minSolved = 1: no half rule, the full rule is worth 4, three gates"
                + " and the line saying what scores 0 when graded");
        assertEquals(4, stopped.maxPoints());
        assertEquals("seeds must be at least minSolved = 27, was 20",
                assertThrows(IllegalArgumentException.class, () -> GaCheck.of(8, 27, 10).seeds(0, 20)).getMessage());
    }
}
