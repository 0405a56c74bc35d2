package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Tournament;

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
                  PASS  1/1  an engine for N = 32
                  PASS  3/3  solves at least 27 of 30 seeds within 20,000 evaluations
                             solved 30 of 30 seeds (100%; 95% Wilson interval 89% to 100%); the slowest needed
                             13,350 evaluations
                """, r.toString());
        assertEquals(4, GaCheck.of(32, 27, 20_000).check(tuned(32).build()).points());
    }

    @Test
    void anUntunedGaFailsTheSuccessRuleWithTheRateAndTheSeedsItMissed() {
        Engine.Builder start = Engine.builder(Encoding.PERMUTATION, 16).selector(RouletteWheel.of())
                .populationSize(100).crossover(OrderCrossover.of(), 0.8).mutation(Swap.of(), 0.05).maxGenerations(100)
                .label("start");
        Report r = GaCheck.of(16, 27, 5_000).seeds(0, 30).check(start);
        assertOnlyFails(r, "solves at least 27 of 30 seeds within 5,000 evaluations");
        String message = r.rule("solves at least 27 of 30 seeds within 5,000 evaluations").message();
        assertTrue(message.matches("solved \\d+ of 30 seeds \\(\\d+%; 95% Wilson interval \\d+% to \\d+%\\), needs 27;"
                + " unsolved within the budget: seeds 0.*"), message);
    }

    @Test
    void anEngineForAnotherBoardOrOneThatDoesNotBuildFailsTheFirstRule() {
        Report other = GaCheck.of(32, 27, 20_000).check(tuned(8));
        assertEquals("the engine is for N = 8; this exercise asks for N = 32", other.rule("an engine for N = 32").message());
        assertEquals("not checked: there is no engine for N = 32",
                other.rule("solves at least 27 of 30 seeds within 20,000 evaluations").message());
        Report broken = GaCheck.of(8, 1, 1_000).check(Engine.builder(Encoding.PERMUTATION, 8)
                .crossover(io.nqueens.operators.crossover.SinglePoint.interior(), 0.8));
        assertTrue(broken.rule("an engine for N = 8").message().startsWith("building the engine threw"
                + " IllegalArgumentException: "), broken::toString);
        Report none = GaCheck.of(8, 1, 1_000).check(() -> null);
        assertEquals("expected an Engine or an Engine.Builder, got null", none.rule("an engine for N = 8").message());
    }

    @Test
    void aStubIsNotWrittenYetAndTheTimeLimitStopsTheRuns() {
        Report stub = GaCheck.of(32, 27, 20_000).check(() -> {
            throw new NotWrittenYet();
        });
        assertTrue(stub.notWrittenYet());
        Engine slow = Engine.builder(Encoding.PERMUTATION, 200).populationSize(500).stopWhenSolved(false)
                .maxGenerations(1_000_000).build();
        Report stopped = GaCheck.of(200, 1, 1_000).timeLimit(Duration.ofMillis(500)).check(slow);
        assertTrue(stopped.timedOut(), stopped::toString);
        assertEquals("did not finish within 500 ms: does \"custom\" loop forever?",
                stopped.rule("solves at least 1 of 30 seeds within 1,000 evaluations").message());
        assertEquals("seeds must be at least minSolved = 27, was 20",
                assertThrows(IllegalArgumentException.class, () -> GaCheck.of(8, 27, 10).seeds(0, 20)).getMessage());
    }
}
